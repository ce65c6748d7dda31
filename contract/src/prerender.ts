import { ACCESS_SETTINGS_SCRIPT } from './access-settings.ts';
import type { GetEndpointName } from './endpoints.ts';
import type { Lang } from './lang.ts';

/**
 * The boundary between the server and the app's server-render bundle (web/src/ssr/render.tsx, built to
 * web/dist-ssr/render.cjs): what the server asks a render for and what it gets back.
 */

export interface RenderInput {
  /** The path address asked for, with its query (`/en/search?keyword=feed`): the app reads language and route from it as the browser does. */
  url: string;
  mobile: boolean;
  /** API answers by data key (the `key` of a `MissingCall`). */
  data: Record<string, unknown>;
  /** Calls that failed, by data key, with their HTTP status (404: the article does not exist). */
  failed?: Record<string, number>;
  /** How the page's links are written: path addresses (the default, a path page) or hash addresses (a page fragment). */
  addresses?: 'path' | 'hash';
}

/** An API call a render asked for and did not find in `data`: the server makes it and renders again. */
export interface MissingCall {
  key: string;
  name: GetEndpointName;
  lang: Lang;
  /** `?a=1&b=x`, or ''. */
  query: string;
}

/** What a page's head says about it: for search engines, link previews and share cards. */
export interface HeadInfo {
  title: string;
  description: string;
  /** A picture of the page (its banner, an article's cover), site-relative or absolute. */
  image: string | null;
  type: 'website' | 'article';
  /** Where the page sits: home, its section, itself (names and routes). */
  breadcrumbs: { name: string; route: string }[];
  article: { headline: string; datePublished: string; image: string | null } | null;
  /** Not for indexing (search results, the not-found page). */
  noindex: boolean;
  /** The page is missing (an unknown route, an article that does not exist). */
  notFound: boolean;
}

export interface RenderOutput {
  /** The markup of the app's root element. */
  html: string;
  missing: MissingCall[];
  head: HeadInfo;
  lang: Lang;
  /** The route of the address, with its query (`/search?keyword=feed`). */
  route: string;
  /** The route shown: differs from `route`'s path when English redirects a Chinese-only page. */
  shownRoute: string;
  /** The sources of the page's code and copy as the browser build's manifest names them: their chunks are linked in the head. */
  sources: string[];
}

/**
 * What a prerendered page carries for the app (a JSON script `#prerendered-data`, never executed): the
 * route it was rendered for and the API answers it was rendered from, so the browser's first render
 * matches the HTML and makes no call twice.
 */
export interface PrerenderedPayload {
  route: string;
  data: Record<string, unknown>;
}
export const PRERENDERED_DATA_ID = 'prerendered-data';

/**
 * A page rendered for its hash address (`/#/culture`, `/en/#/culture`), which the server never sees:
 * the one inline script asks for it at `PAGE_FRAGMENT_PATH` + the path address as soon as the document
 * starts, and shows it before the app's code has arrived; the app then takes it over as it takes over a
 * path page. Its links are hash addresses, as the app writes them there.
 */
export interface PageFragment extends PrerenderedPayload {
  title: string;
  /** The markup of the app's root element. */
  html: string;
  /** The site style sheet's rules its first screen uses, shown with it (the sheet itself may still be on its way). */
  css: string;
  /** Style sheets and module scripts of the page beyond the entry's (site-relative URLs). */
  styles: string[];
  scripts: string[];
}
export const PAGE_FRAGMENT_PATH = '/page-fragment';

/** The global through which the inline script hands the page fragment it showed (or null) to the app. */
export interface PageFragmentHandoff {
  __pageFragment?: Promise<PageFragment | null>;
  /** Set by the app when it stops waiting: a fragment arriving later is not shown. */
  __appStarted?: boolean;
  /** The fragment's module scripts, for the app loader to preload with the entry. */
  __pageModules?: string[];
}

/**
 * The second of the site's three inline scripts (the CSP allows them by their hashes), after the reading settings'.
 * The home page prerendered at `/` is also the start of every hash address; with a hash route the root
 * stays hidden (so the home page never flashes) while the script fetches that route's page fragment,
 * puts it in the root once its style sheets have loaded (the site's sheet is not waited for: the
 * fragment brings the rules of its first screen) and shows it. The fragment's module scripts are
 * left for APP_LOADER_SCRIPT (`__pageModules`). Without an answer the root stays hidden until the app
 * has rendered the route itself. A route that climbs out of the fragments (`#/../api/admin/v1/cases/…`,
 * `%2e%2e`, backslashes: the address as the browser reads it) is not asked for: it would be a fetch of the
 * page with a staff member's session cookie, which the back office answers like its console's (issue 38).
 * A refusal's body is read too (a 404 for a page one language lacks): left unread, the request never
 * finished for the browser, and a network-idle wait (Playwright's, Lighthouse's) never ended.
 */
// Pure: the web bundle imports this module for its names, and drops the scripts it never uses.
export const HASH_ROUTE_GUARD_SCRIPT =
  /* @__PURE__ */ String.raw`(function(){var h=location.hash;if(!/^#\/[^?]/.test(h))return;
var u=new URL('/page-fragment'+location.pathname.replace(/\/$/,'')+h.slice(1),location.href);if(u.pathname.indexOf('/page-fragment/'))return;
var d=document,e=d.documentElement,w=window;e.setAttribute('data-hash-route','');
function same(){return !w.__appStarted&&location.hash===h}
function ready(){return d.readyState!=='loading'?0:new Promise(function(r){d.addEventListener('DOMContentLoaded',r)})}
function link(u,wait){if(d.querySelector('link[href="'+u+'"]'))return;var l=d.createElement('link');l.rel='stylesheet';l.href=u;l.crossOrigin='';
wait.push(new Promise(function(r){l.onload=l.onerror=r}));d.head.appendChild(l)}
w.__pageFragment=fetch(u.href,{headers:{accept:'application/json'}})
.then(function(r){return r.ok?r.json():r.text().then(function(){return null})}).then(function(f){if(!f||!same())return null;var s=[];
f.styles.forEach(function(u){link(u,s)});w.__pageModules=f.scripts;
return Promise.all(s.concat(ready())).then(function(){var r=d.getElementById('root');if(!r||!same())return null;
if(f.css){var c=d.createElement('style');c.textContent=f.css;d.head.appendChild(c)}e.setAttribute('data-settling','');r.innerHTML=f.html;d.title=f.title;e.removeAttribute('data-hash-route');
requestAnimationFrame(function(){setTimeout(function(){e.removeAttribute('data-settling')})});return f})})
.catch(function(){return null})})()`.replace(/\n/g, '');

/** JSON scripts (never executed) naming the app's module scripts: the entry's (in index.html) and a page's own (a prerendered page's head). */
export const APP_MODULES_ID = 'app-modules';
export const PAGE_MODULES_ID = 'page-modules';
/** What `#app-modules` holds: the entry script and the modules it imports statically (site-relative URLs). */
export interface AppModules {
  entry: string;
  preload: string[];
}

/**
 * Marks the site's style sheet on a page that carries the rules of its first screen inline: linked at the
 * end of the body for print only, so that it holds back neither the first paint nor the parser (a body
 * style sheet blocks Chrome's parser, and with it DOMContentLoaded and the hash route's fragment), and
 * switched to all media by APP_LOADER_SCRIPT once the document is parsed (a `<noscript>` copy serves
 * browsers without scripts).
 */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-css';

/** The latest the loader starts the app (ms after the head is read), whatever is still loading. */
export const APP_START_LATEST_MS = 3000;

/** How many module preloads the loader asks for in one task (APP_LOADER_SCRIPT). */
const PRELOADS_PER_TASK = 8;

/**
 * The third inline script: it starts the app's code once the first screen has painted. The HTML
 * already shows the page (prerendered, or the hash route's fragment), so the scripts need not compete
 * with the style sheet and the images in view for a slow connection. They are requested after the
 * window's load, the fragment and the images in view (loaded and decoded), once the first contentful
 * paint is on screen and two more frames have passed; at the visitor's first touch, click or key; or
 * after APP_START_LATEST_MS, whatever happened. The modules are preloaded together (the entry's, the page's
 * of `#page-modules` or the fragment's) so they arrive in one round. It also switches the site's style
 * sheet on (SITE_STYLESHEET_ATTRIBUTE) once the document is parsed. The preloads are asked for a few per task
 * (PRELOADS_PER_TASK): each costs the browser about a millisecond of main thread, four on a phone, and the
 * thirty-odd of a page in one task made a long one (issue 43). (The public site makes no Intl object:
 * the first one loads the engine's locale data in a long task; web/src/i18n/format-number.ts.)
 */
export const APP_LOADER_SCRIPT = /* @__PURE__ */ String.raw`(function(){var w=window,d=document,go=0;
d.addEventListener('DOMContentLoaded',function(){var l=d.querySelector('link[${SITE_STYLESHEET_ATTRIBUTE}]');if(l)l.media='all'});
function json(id){var s=d.getElementById(id);try{return s?JSON.parse(s.textContent):null}catch(x){return null}}
function start(){if(go)return;go=1;var a=json('${APP_MODULES_ID}');if(!a)return;
var q=(w.__pageModules||[]).concat(json('${PAGE_MODULES_ID}')||[],a.preload);(function next(){
q.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){if(d.querySelector('link[href="'+u+'"]'))return;
var l=d.createElement('link');l.rel='modulepreload';l.href=u;l.crossOrigin='';d.head.appendChild(l)});
if(q.length)return setTimeout(next);var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=a.entry;d.head.appendChild(s)})()}
function inView(i){var b=i.getBoundingClientRect();return b.width>0&&b.bottom>0&&b.right>0&&b.top<innerHeight&&b.left<innerWidth}
function loaded(i){return new Promise(function(k){if(i.complete)k();else{i.addEventListener('load',k);i.addEventListener('error',k)}})}
function images(){var r=d.getElementById('root');return Promise.all([].filter.call(r?r.getElementsByTagName('img'):[],inView)
.map(function(i){return i.decode?i.decode().catch(function(){}):loaded(i)}))}
new Promise(function(k){d.readyState==='complete'?k():w.addEventListener('load',k)}).then(function(){return w.__pageFragment})
.then(images).then(painted);
function fcp(){return w.performance.getEntriesByName('first-contentful-paint').length>0}
function painted(){var o;if(!w.PerformanceObserver||fcp())return frames();
try{o=new PerformanceObserver(function(){if(fcp()){o.disconnect();frames()}});o.observe({type:'paint'})}catch(x){frames()}}
function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start)})})}
setTimeout(start,${APP_START_LATEST_MS});['pointerdown','touchstart','keydown'].forEach(function(t){w.addEventListener(t,start,{capture:true,passive:true})})})()`.replace(
  /\n/g,
  '',
);
/**
 * The site's inline scripts in the order of the head: the CSP allows exactly these, by their hashes.
 * The reading settings' script (access-settings.ts) comes first, so the first paint already uses them.
 */
export const INLINE_SCRIPTS = [ACCESS_SETTINGS_SCRIPT, HASH_ROUTE_GUARD_SCRIPT, APP_LOADER_SCRIPT] as const;

export const HASH_ROUTE_ATTRIBUTE = 'data-hash-route';
/**
 * Set on `<html>` by HASH_ROUTE_GUARD_SCRIPT while a page fragment paints its first frame: the fragment's
 * blocks after the first (and the footer) skip layout while off screen (`content-visibility: auto`, a rule
 * the fragment brings: server/src/prerender/fragment-settling.ts), so the first frame costs only what is in
 * view; the attribute goes in the next task and the rest is laid out then. Inserting and laying out a whole page in one task was the hash addresses' long
 * task (issue 43: Total Blocking Time 104–152 ms on /#/introduction, /#/announcement and a news article).
 */
export const FRAGMENT_SETTLING_ATTRIBUTE = 'data-settling';
/** Set on `<html>` once the app runs (prerendered markup is interactive from then on). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export type RenderFunction = (input: RenderInput) => Promise<RenderOutput>;
