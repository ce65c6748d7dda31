import type { GetEndpointName } from './endpoints.ts';
import type { Lang } from './lang.ts';

/**
 * The boundary between the server and the app's server-render bundle (web/src/ssr/render.tsx, built to
 * web/dist-ssr/render.js): what the server asks a render for and what it gets back.
 */

export interface RenderInput {
  /** The path address asked for, with its query (`/en/search?keyword=feed`): the app reads language and route from it as the browser does. */
  url: string;
  mobile: boolean;
  /** API answers by data key (the `key` of a `MissingCall`). */
  data: Record<string, unknown>;
  /** Calls that failed, by data key, with their HTTP status (404: the article does not exist). */
  failed?: Record<string, number>;
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
 * The one inline script of the site (the CSP allows it by its hash): the home page prerendered at `/`
 * is also the start of every hash address (`/#/culture`); with a hash route, the root stays hidden
 * until the app has rendered that route, so the home page never flashes first.
 */
export const HASH_ROUTE_GUARD_SCRIPT =
  "if(/^#\\/[^?]/.test(location.hash))document.documentElement.setAttribute('data-hash-route','')";
export const HASH_ROUTE_ATTRIBUTE = 'data-hash-route';

export type RenderFunction = (input: RenderInput) => Promise<RenderOutput>;
