/** Every page /sitemap.xml lists, as paths of the server's origin (`/`, `/en/culture`, `/securities/detail?id=…`). */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/sitemap.xml`);
  if (!res.ok) throw new Error(`GET /sitemap.xml: ${res.status}`);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
  if (locs.length === 0) throw new Error('/sitemap.xml lists no page');
  return locs.map((loc) => {
    const url = new URL(loc);
    return `${url.pathname}${url.search}`;
  });
}
