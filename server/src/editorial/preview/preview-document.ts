import { escapeHtml } from '../../prerender/html-escape.ts';

/**
 * How a preview page is sent: framed only by the back office itself, never cached, never indexed,
 * and without scripts. The page is the server's render (the markup the app takes over on a visit);
 * the app itself would fetch the published content again and replace the draft, and would read its
 * route from the preview's own address, so it is not run here.
 */
const PREVIEW_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The app's preview runs the site's own modules (nothing inline: the page's start-up scripts would
 * fetch the live site's fragments) and asks only its own origin, where the preview's API answers.
 */
const PREVIEW_APP_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** What never changes in a preview's answers: not stored, not indexed, framed only by the back office. */
export const PREVIEW_PRIVACY: Record<string, string> = {
  'x-robots-tag': 'noindex, nofollow, noarchive',
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
};

export function previewHeaders(address: string, mode: 'page' | 'app' = 'page'): Record<string, string> {
  return {
    'content-security-policy': mode === 'app' ? PREVIEW_APP_POLICY : PREVIEW_POLICY,
    'x-frame-options': 'SAMEORIGIN',
    ...PREVIEW_PRIVACY,
    /** The page's address on the site (after a Chinese-only page's redirect), for the console to show. */
    'x-preview-address': address,
  };
}

/**
 * The page as a preview sends it: its scripts and script preloads taken out (the policy forbids running
 * them; leaving them in would only make the browser report each one refused), and links opening in a new
 * tab (the framed preview stays; the live site refuses to be framed).
 */
export function previewDocument(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/<head>/i, '<head><base target="_blank">');
}

/** The `app-modules` data of the built index.html: the app's entry and the modules it needs first. */
function appEntry(html: string): string | null {
  const match = /<script type="application\/json" id="app-modules">([\s\S]*?)<\/script>/.exec(html);
  try {
    const entry = match?.[1] ? (JSON.parse(match[1]) as { entry?: unknown }).entry : null;
    return typeof entry === 'string' && /^\/assets\/[\w.-]+\.js$/.test(entry) ? entry : null;
  } catch {
    return null;
  }
}

/**
 * The page as the app's preview sends it: the server's render and its data as on the site, the app's
 * entry as a module script in place of the inline start-up scripts (the policy runs none of them), and
 * two names the app reads at start: where its API answers (`api-base`: the preview's, with the draft)
 * and the layout to draw (`layout`: a frame cannot give the phone's user agent). Internal links stay in
 * the frame (the app's own navigation, at hash addresses, through the preview's API); others open a tab.
 */
export function previewAppDocument(
  html: string,
  { apiBase, layout }: { apiBase: string; layout: 'phone' | 'desktop' },
): string {
  const entry = appEntry(html);
  if (!entry) throw new Error('the built index.html names no app entry');
  const head =
    `<meta name="api-base" content="${escapeHtml(apiBase)}"><meta name="layout" content="${layout}">` +
    `<script type="module" src="${entry}"></script>`;
  return html
    .replace(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<head>/i, `<head>${head}`);
}
