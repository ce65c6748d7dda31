import { type FirstPaintPage, firstPaintOf, renderBlockingOf } from './first-paint.ts';
import { sitemapPaths } from './sitemap-paths.ts';

/** The user agents the server renders its two layouts for. */
const USER_AGENTS: Record<FirstPaintPage['layout'], string> = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
};

/** Bytes of a body as sent with `Accept-Encoding: br` (undecoded). */
async function sentBytes(url: string, userAgent: string): Promise<{ bytes: number; text: string }> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'br', 'user-agent': userAgent, accept: 'text/html' } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  const length = res.headers.get('content-length');
  // fetch decodes the body: the header says what went over the wire (every answer here has one).
  if (length === null) throw new Error(`GET ${url}: no Content-Length, cannot tell the bytes sent`);
  return { bytes: Number(length), text: await res.text() };
}

/** Every sitemap page in both layouts: its HTML and render-blocking files as the server sends them. */
export async function measureFirstPaint(baseUrl: string): Promise<FirstPaintPage[]> {
  const pages: FirstPaintPage[] = [];
  const paths = await sitemapPaths(baseUrl);
  for (const layout of ['desktop', 'phone'] as const) {
    for (const path of paths) {
      const html = await sentBytes(baseUrl + path, USER_AGENTS[layout]);
      const blocking = await Promise.all(
        renderBlockingOf(html.text).map(async (url) => ({
          url,
          bytes: (await sentBytes(new URL(url, baseUrl).href, USER_AGENTS[layout])).bytes,
        })),
      );
      pages.push(firstPaintOf(path, layout, html.bytes, blocking));
    }
  }
  return pages;
}
