/**
 * Whether a banner's `videoInfo` is a usable video address: an absolute http(s) URL or a
 * site-relative path (`/media/...`). Anything else (empty, `javascript:`, protocol-relative) is not.
 */
export function isValidUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
