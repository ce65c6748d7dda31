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

export function previewHeaders(address: string): Record<string, string> {
  return {
    'content-security-policy': PREVIEW_POLICY,
    'x-frame-options': 'SAMEORIGIN',
    'x-robots-tag': 'noindex, nofollow, noarchive',
    'cache-control': 'private, no-store',
    'referrer-policy': 'no-referrer',
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
