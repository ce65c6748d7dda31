import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS } from '@muyuan/contract/prerender';

const ANALYTICS_ORIGIN = 'https://hm.baidu.com';
/** The site's inline scripts (index.html's reading settings, hash-route guard and app loader), allowed by their hashes and nothing else. */
const INLINE_SCRIPT_HASHES = INLINE_SCRIPTS.map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
).join(' ');

export interface PolicyOptions {
  /** site.yaml turns analytics on: Baidu Tongji's origin may load, be shown and be called. */
  analytics: boolean;
  /** Other origins the page may send to (the upload host of the integrity report, when it is elsewhere). */
  connectOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy the SPA works under: only its own scripts (and the three inline scripts,
 * named by their hashes), inline styles (React sets style attributes), images and media from the site
 * (data:/blob: for generated previews), no plugins, no framing. Baidu Tongji's origin is added only when site.yaml turns analytics on.
 */
export function contentSecurityPolicy({ analytics, connectOrigins = [] }: PolicyOptions): string {
  const extra = analytics ? ` ${ANALYTICS_ORIGIN}` : '';
  const connect = connectOrigins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPT_HASHES}${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "media-src 'self' blob:",
    `connect-src 'self'${extra}${connect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The back office's pages (`/admin/`): stricter than the public policy in every directive. Nothing
 * loads by default; only the console's own scripts and style sheet (no inline script, no inline
 * style, no analytics), images from the site or generated (data:), calls to the site only, never framed.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // blob: holds an attachment the compliance console opened in the browser: an image, or a PDF in a frame.
  "img-src 'self' data: blob:",
  // 'self': the content editor's preview of a draft as its page (editorial/preview/).
  "frame-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers sent with every response; precomputed so the hot path only copies an object. */
export function securityHeaders(policy: PolicyOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(policy),
    // Ignored over plain HTTP; behind TLS it keeps browsers on HTTPS for a year.
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
