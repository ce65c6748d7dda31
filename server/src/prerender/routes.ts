import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pathAddress } from '@muyuan/contract/addresses';
import { isMobileUserAgent } from '@muyuan/contract/device';
import type { Lang } from '@muyuan/contract/lang';
import { PAGE_FRAGMENT_PATH, type PageFragment, type RenderFunction } from '@muyuan/contract/prerender';
import { findRoute, PRIVATE_ROUTES, ROUTES } from '@muyuan/contract/sitemap';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheLookups } from '../http/metrics-registry.ts';
import { canonicalPath } from '../http/not-found.ts';
import { answerFromCache, type CacheEntry, compressAhead, createEntry, sendEntry } from '../http/response-cache.ts';
import type { SiteOrigin } from '../http/site-origin.ts';
import { FirstScreenCss } from './first-screen-css.ts';
import { FRAGMENT_SETTLING_CSS } from './fragment-settling.ts';
import { headTags } from './head-tags.ts';
import { HtmlTemplate } from './html-document.ts';
import { PageAssets } from './page-assets.ts';
import { type LiveAnswer, type Prerendered, Prerenderer } from './prerenderer.ts';
import { listSiteAddresses, type SiteAddress } from './site-addresses.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

export interface PrerenderOptions {
  webDist: string;
  /** The origin of every absolute link: SITE_URL, or the address the server listens on (never the Host). */
  siteOrigin: SiteOrigin;
}

/** The server-render bundle the web build writes beside web/dist. */
export const ssrBundleOf = (webDist: string) => resolve(webDist, '..', 'dist-ssr', 'render.cjs');

const HTML = 'text/html; charset=utf-8';
/** Pages are revalidated on every visit (their ETag makes that a 304), so an import shows at once. */
const PAGE_CACHE_CONTROL = 'no-cache';
/** The layout (desktop or phone) is chosen from the user agent, so the HTML differs by it too. */
const PAGE_VARY = 'Accept-Encoding, User-Agent';

/** A render as sent: the entry, whether it may be kept, and the live answers it shows. */
interface Rendered {
  entry: CacheEntry;
  keep: boolean;
  live: readonly LiveAnswer[];
}

/** Answers an unknown address a browser navigated to with the site's not-found page (404). */
export type PageNotFound = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Whether an address (`/subscribe?manage=…`, `/en/subscribe?confirm=…`) is a private page's (PRIVATE_ROUTES)
 * with a query: the query carries a secret (the alerts page's tokens), so its render is sent `no-store` (nginx
 * keeps no copy either) and never kept under its address in any cache.
 */
export function carriesSecret(address: string): boolean {
  const at = address.indexOf('?');
  if (at < 0) return false;
  const path = address.slice(0, at);
  return PRIVATE_ROUTES.includes(path.startsWith('/en/') ? path.slice(3) : path);
}

/** Every path address the server prerenders: the homes, each page in both languages, the article pages. */
function pagePaths(): string[] {
  const links = ROUTES.map((r) => r.item.link).filter((l): l is string => Boolean(l) && l !== '/');
  return ['/', '/en/', ...links.flatMap((l) => [l, `/en${l}`]), '/detail/:kind/:id', '/en/detail/:kind/:id'];
}

/** The address as the app reads it: path with single slashes, and the query (dropped at the homes, which have none). */
function addressOf(request: FastifyRequest): string {
  return normalAddress(request.url);
}

/** The path address a page fragment is asked for: what follows PAGE_FRAGMENT_PATH. */
function fragmentAddressOf(request: FastifyRequest): string {
  return normalAddress(request.url.slice(PAGE_FRAGMENT_PATH.length) || '/');
}

function normalAddress(url: string): string {
  const path = canonicalPath(url) || '/';
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at);
  if (path === '/' || path === '/en') return path === '/' ? '/' : '/en/';
  return `${path}${query}`;
}

async function loadRender(file: string): Promise<RenderFunction> {
  const bundle = (await import(pathToFileURL(file).href)) as { render?: RenderFunction };
  if (typeof bundle.render !== 'function') throw new Error(`${file} exports no render function`);
  return bundle.render;
}

/**
 * The path addresses (issue: found by search engines): each page answered with its HTML already in
 * it, rendered by the app's own components from the API's answers, with the head a search engine or
 * a link preview reads; `/sitemap.xml` and `/robots.txt`. Rendered pages are kept per content version
 * (and origin and layout) in the response cache; an import clears them with the rest.
 */
export async function registerPrerender(
  app: FastifyInstance,
  { webDist, siteOrigin }: PrerenderOptions,
): Promise<PageNotFound> {
  const state = app.contentState;
  const bundle = ssrBundleOf(webDist);
  const render = existsSync(bundle) ? await loadRender(bundle) : null;
  if (!render) app.log.warn(`${bundle} is missing: pages are served unrendered (run npm run build)`);
  const prerenderer = render ? new Prerenderer(app, render) : null;
  // Read once: a new build is served by a restart, as its assets are.
  const indexHtml = readFileSync(resolve(webDist, 'index.html'), 'utf8');
  const template = render ? new HtmlTemplate(indexHtml) : null;
  // Without the render bundle every page is the app's shell, as before prerendering.
  const shell = createEntry(Buffer.from(indexHtml), null, HTML);
  shell.headers['cache-control'] = PAGE_CACHE_CONTROL;
  const assets = new PageAssets(webDist);
  const firstScreen = template ? new FirstScreenCss(webDist, template.stylesheet.href) : null;

  // The site's addresses and their languages, read once per content version.
  let addresses: { version: number | null; list: Promise<SiteAddress[]> } | null = null;
  const siteAddresses = () => {
    if (addresses?.version !== state.version) {
      const list = listSiteAddresses(app.db, state.changedAt);
      addresses = { version: state.version, list };
      list.catch(() => {
        addresses = null;
      });
    }
    return addresses.list;
  };

  /** The languages a route exists in: a page's from the navigation tree, a record's from the database. */
  async function languagesOf(route: string): Promise<Lang[]> {
    const entry = findRoute(route);
    if (entry) return entry.item.enHidden ? ['zh'] : ['zh', 'en'];
    return (await siteAddresses()).find((a) => a.route === route)?.langs ?? ['zh'];
  }

  /** The page's HTML document from a finished render. */
  async function documentOf(
    origin: string,
    { output, data }: Prerendered,
    withMarkup: boolean,
    mobile: boolean,
  ): Promise<string> {
    const { head, lang } = output;
    const image = head.image ?? (await prerenderer?.homeBanner(lang)) ?? null;
    const route = output.shownRoute;
    const recordRoute = route === '/securities/detail' ? output.route : route;
    const langs = head.notFound ? [lang] : await languagesOf(recordRoute);
    if (!template) throw new Error('no template');
    const firstScreenCss = withMarkup ? await firstScreen?.rulesFor(output.html, mobile) : undefined;
    return template.fill({
      firstScreenCss,
      lang,
      title: head.title,
      headTags:
        (withMarkup ? assets.headTags(output.sources) : '') +
        headTags({ origin, lang, route: recordRoute, langs, head: { ...head, image }, site: state.site }),
      rootHtml: withMarkup ? output.html : '',
      payload: withMarkup ? { route: output.route, data } : null,
    });
  }

  /** One render per key at a time: requests for the same page that is not cached yet share it. */
  const pending = new Map<string, Promise<unknown>>();
  function once<T>(key: string, render: () => Promise<T>): Promise<T> {
    let work = pending.get(key) as Promise<T> | undefined;
    if (!work) {
      work = render().finally(() => pending.delete(key));
      pending.set(key, work);
    }
    return work;
  }

  /**
   * A rendered response: revalidated on each visit, varying with the layout; its brotli variant made
   * ahead at the highest quality (once per content version), as a page and the rules of its first screen
   * are to fit the first round trip.
   */
  async function renderedEntry(body: string, lang: Lang, contentType: string): Promise<CacheEntry> {
    const entry = await compressAhead(createEntry(Buffer.from(body), lang, contentType));
    entry.headers['cache-control'] = PAGE_CACHE_CONTROL;
    entry.headers.vary = PAGE_VARY;
    return entry;
  }

  /**
   * A render may be kept (until the content version moves) when every call it made was answered (a 404
   * is an answer) and no import landed meanwhile. One showing a live answer (a quote from the market
   * feed) is sent again only while that call answers the same (see currentLive).
   */
  const keepOf = (page: Prerendered, version: number | null): boolean =>
    ![...page.failed.values()].some((status) => status !== 404) && version === state.version;

  /** The live answers each kept render showing any was made from. */
  const liveAnswers = new WeakMap<CacheEntry, readonly LiveAnswer[]>();
  const isLive = (entry: CacheEntry) => liveAnswers.has(entry);

  /**
   * The kept render under `key` when it shows live answers and asking their calls again (two rows of
   * the live quotes: on every instance, the poller's write shows at once) answers the same; none when
   * it changed, so the page is rendered anew. Requests at once share one check.
   */
  async function currentLive(key: string): Promise<CacheEntry | undefined> {
    const entry = state.cache.get(key);
    const live = entry && liveAnswers.get(entry);
    if (!entry || !live || !prerenderer) return undefined;
    const unchanged = await once(`live:${key}`, () => prerenderer.unchanged(live));
    cacheLookups.inc({ result: unchanged ? 'hit' : 'miss' });
    return unchanged ? entry : undefined;
  }

  /** The entry as sent when nobody may store it (sendEntry sends the entry's own headers, so it says so itself). */
  const unkept = (entry: CacheEntry): CacheEntry => ({
    ...entry,
    headers: { ...entry.headers, 'cache-control': 'no-store' },
  });

  /** Sends a rendered entry, keeping it when it may be kept; one that may not is not stored by anyone. */
  function sendRendered(request: FastifyRequest, reply: FastifyReply, key: string, rendered: Rendered) {
    const { entry, keep, live } = rendered;
    if (!keep) return sendEntry(request, reply, unkept(entry));
    if (live.length > 0) liveAnswers.set(entry, live);
    state.cache.set(key, entry);
    return sendEntry(request, reply, entry, () => state.cache.grew(key, entry));
  }

  /**
   * Renders one address: an entry to send (and whether it may be kept), or the address to redirect
   * to (an English address of a Chinese-only page goes to the page English shows instead).
   */
  async function renderAddress(origin: string, url: string, mobile: boolean) {
    if (!prerenderer) throw new Error('no render bundle');
    const version = state.version;
    const page = await prerenderer.page(url, mobile);
    const { output } = page;
    const routePath = output.route.split('?')[0];
    if (output.shownRoute !== routePath) return pathAddress(output.lang, output.shownRoute);
    // A missing record (an unknown article or survey id) gets the app's shell: the browser shows its
    // designed not-found page.
    const html = await documentOf(origin, page, !output.head.notFound, mobile);
    const entry = await renderedEntry(html, output.lang, HTML);
    return {
      entry,
      status: output.head.notFound ? 404 : 200,
      keep: !carriesSecret(url) && keepOf(page, version),
      live: page.live,
    };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, key: string, url: string) {
    const origin = siteOrigin();
    const mobile = isMobileUserAgent(request.headers['user-agent'] ?? '');
    const cached = await currentLive(key);
    if (cached) return sendEntry(request, reply, cached, () => state.cache.grew(key, cached));
    const result = await once(key, () => renderAddress(origin, url, mobile));
    if (typeof result === 'string') return reply.redirect(result, 301);
    if (result.status === 200) return sendRendered(request, reply, key, result);
    // A 404 page is not kept: the cache holds pages that exist.
    reply.code(result.status);
    return sendEntry(request, reply, result.keep ? result.entry : unkept(result.entry));
  }

  const keyOf = (request: FastifyRequest) =>
    JSON.stringify(['page', siteOrigin(), isMobileUserAgent(request.headers['user-agent'] ?? ''), addressOf(request)]);

  for (const path of pagePaths()) {
    app.get(
      path,
      {
        schema: { hide: true },
        compress: false,
        // Without the render bundle nothing is cached under page keys: the lookup always misses.
        preHandler: [answerFromCache(state.cache, keyOf, undefined, isLive), app.contentRateLimit],
      },
      async (request, reply) => {
        if (!prerenderer) return sendEntry(request, reply, shell);
        return sendPage(request, reply, keyOf(request), addressOf(request));
      },
    );
  }

  /**
   * A page for its hash address (see PageFragment): the same render with hash links, as JSON for the
   * inline script. Missing pages and the English addresses of Chinese-only pages have none (404): the
   * app renders those itself.
   */
  async function renderFragment(url: string, mobile: boolean) {
    if (!prerenderer) return null;
    const version = state.version;
    const page = await prerenderer.page(url, mobile, 'hash');
    const { output, data } = page;
    if (output.head.notFound || output.shownRoute !== output.route.split('?')[0]) return null;
    const fragment: PageFragment = {
      route: output.route,
      data,
      title: output.head.title,
      html: output.html,
      css: ((await firstScreen?.rulesFor(output.html, mobile)) ?? '') + FRAGMENT_SETTLING_CSS,
      ...assets.files(output.sources),
    };
    const entry = await renderedEntry(JSON.stringify(fragment), output.lang, 'application/json; charset=utf-8');
    return { entry, keep: !carriesSecret(url) && keepOf(page, version), live: page.live };
  }

  const fragmentKeyOf = (request: FastifyRequest) =>
    JSON.stringify(['fragment', isMobileUserAgent(request.headers['user-agent'] ?? ''), fragmentAddressOf(request)]);

  app.get(
    `${PAGE_FRAGMENT_PATH}/*`,
    {
      schema: { hide: true },
      compress: false,
      preHandler: [answerFromCache(state.cache, fragmentKeyOf, undefined, isLive), app.contentRateLimit],
    },
    async (request, reply) => {
      const key = fragmentKeyOf(request);
      const cached = await currentLive(key);
      if (cached) return sendEntry(request, reply, cached, () => state.cache.grew(key, cached));
      const mobile = isMobileUserAgent(request.headers['user-agent'] ?? '');
      const result = await once(key, () => renderFragment(fragmentAddressOf(request), mobile));
      if (!result) return reply.callNotFound();
      return sendRendered(request, reply, key, result);
    },
  );

  // An unknown address a browser navigated to: the site's not-found page, or the page itself when
  // only its spelling differs (a trailing slash), at its own address.
  const pageNotFound: PageNotFound = async (request, reply) => {
    await app.contentRateLimit.call(app, request, reply);
    if (reply.sent) return reply;
    if (!prerenderer) return sendEntry(request, reply.code(404), shell);
    const url = addressOf(request);
    const mobile = isMobileUserAgent(request.headers['user-agent'] ?? '');
    const page = await prerenderer.page(url, mobile);
    if (!page.output.head.notFound) return reply.redirect(pathAddress(page.output.lang, page.output.route), 301);
    const html = await documentOf(siteOrigin(), page, true, mobile);
    return reply.code(404).header('content-type', HTML).header('cache-control', 'no-store').send(html);
  };

  const sendCached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    contentType: string,
    make: (origin: string) => Promise<string> | string,
  ) => {
    const origin = siteOrigin();
    const key = JSON.stringify([name, origin]);
    const cached = state.cache.get(key);
    if (cached) return sendEntry(request, reply, cached, () => state.cache.grew(key, cached));
    const version = state.version;
    const entry = createEntry(Buffer.from(await make(origin)), null, contentType);
    if (version === state.version) state.cache.set(key, entry);
    return sendEntry(request, reply, entry, () => state.cache.grew(key, entry));
  };

  app.get('/sitemap.xml', { schema: { hide: true }, compress: false }, (request, reply) =>
    sendCached(request, reply, 'sitemap', 'application/xml; charset=utf-8', async (origin) =>
      sitemapXml(origin, await siteAddresses()),
    ),
  );
  app.get('/robots.txt', { schema: { hide: true }, compress: false }, (request, reply) =>
    sendCached(request, reply, 'robots', 'text/plain; charset=utf-8', robotsTxt),
  );
  return pageNotFound;
}
