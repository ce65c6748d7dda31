const ANALYTICS_ORIGIN = 'https://hm.baidu.com';

/**
 * The Content-Security-Policy the SPA works under: only its own scripts, inline styles (React sets
 * style attributes), images and media from the site (data:/blob: for generated previews), no
 * plugins, no framing. Baidu Tongji's origin is added only when site.yaml turns analytics on.
 */
export function contentSecurityPolicy(analyticsEnabled: boolean): string {
  const extra = analyticsEnabled ? ` ${ANALYTICS_ORIGIN}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "media-src 'self' blob:",
    `connect-src 'self'${extra}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers sent with every response; precomputed so the hot path only copies an object. */
export function securityHeaders(analyticsEnabled: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(analyticsEnabled),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
