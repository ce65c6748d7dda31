import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What a body's addresses may point at (issue 38, point 3). A page of the site is opened by staff
 * browsers that hold the back office's session, so nothing in it may make the browser ask for anything
 * but the site's own pages and files: a picture comes from the media library (`/media/…`) only; a link
 * goes to a page of this site (an address from its root, a `#/…` hash route or a `#` on the page),
 * another site over `https:`, or `mailto:`. Any other picture is dropped and any other link loses its
 * address (its text stays): `http:`, `//host`, `data:`, `javascript:`, `tel:`, the API (`/api/…`), the
 * back office (`/admin`), an address relative to the page (it would differ between the page's
 * addresses). Each address is read as a browser reads it (WHATWG URL: `..`, `%2e%2e`, backslashes,
 * repeated slashes) and written back in that reading, so that the browser goes where it was checked.
 */
const SITE = new URL('https://site.invalid/');

/** As a browser cleans an address before reading it: no tab or line break, no leading or trailing control or space. */
function cleaned(address: string): string {
  const text = address.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

/** An address from the site's root (`/x`, not `//host` nor `/\host`), read as a path of the site with one slash between its segments. */
function sitePath(address: string): URL | undefined {
  if (!/^\/(?![/\\])/.test(address)) return undefined;
  let url: URL;
  try {
    url = new URL(address, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE.origin) return undefined;
  url.pathname = url.pathname.replace(/\/{2,}/g, '/');
  return url;
}

const relative = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/** A picture's address, when it is in the media library; else undefined. */
export function mediaPicture(src: string): string | undefined {
  const url = sitePath(cleaned(src));
  return url?.pathname.startsWith('/media/') ? relative(url) : undefined;
}

/** What is not a page of the site: its APIs (the back office's among them) and the back office. */
const NOT_A_PAGE = /^\/(api|admin)(\/|$)/i;

/**
 * A hash route that climbs (`#/../api/…`, `%2e%2e`, a backslash): a page's script that fetched the route's
 * fragment would ask for another address of the site (contract/src/prerender.ts checks it too).
 */
const CLIMBS = /\.\.|%2e|\\/i;

/** A link's address, when it goes to a page of the site, another site over https or an e-mail address; else undefined. */
export function allowedLink(href: string): string | undefined {
  const address = cleaned(href);
  if (address.startsWith('#')) return CLIMBS.test(address) ? undefined : address;
  if (address.startsWith('/')) {
    const url = sitePath(address);
    return url && !NOT_A_PAGE.test(url.pathname) && !CLIMBS.test(url.hash) ? relative(url) : undefined;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  if (scheme !== 'https' && scheme !== 'mailto') return undefined;
  try {
    const url = new URL(address);
    if (url.protocol === 'mailto:') return address;
    // `https:x` without the slashes is read against the page by a browser on an https page: written out whole.
    if (url.protocol === 'https:' && url.hostname) return /^https:\/\//i.test(address) ? address : url.href;
    return undefined;
  } catch {
    return undefined;
  }
}

/** The attributes with `name` in the address `allowed` gives it, or without it when it gives none. */
function withAddress(
  attribs: sanitizeHtml.Attributes,
  name: string,
  allowed: (address: string) => string | undefined,
): sanitizeHtml.Attributes {
  const address = attribs[name];
  const kept = address === undefined ? undefined : allowed(address);
  if (kept !== undefined) return { ...attribs, [name]: kept };
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/** Tags a content body may use; anything else (scripts, iframes, event handlers) is dropped. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withAddress(attribs, 'href', allowedLink) }),
    img: (tagName, attribs) => ({ tagName, attribs: withAddress(attribs, 'src', mediaPicture) }),
  },
  // A picture left without an address is no picture at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Markdown (trusted authors, but still untrusted markup) to sanitized HTML. */
export function markdownToHtml(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(raw, SANITIZE_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text of sanitized HTML, for search and snippets: block ends become line breaks. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|pre|tr|td|th)>|<br\s*\/?>/gi, '$&\n');
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
