import { getHomeNews } from '@muyuan/contract/home';
import { detailRoute } from '@muyuan/contract/sitemap';

/** The pages Lighthouse measures, besides the detail page whose id comes from the running server. */
const BEFORE_DETAIL = ['/', '/#/introduction', '/#/announcement', '/#/opticCentre', '/#/securities'] as const;
const AFTER_DETAIL = ['/en/'] as const;

/** The page list with the detail page of the first news item on the home page, as the server answers now. */
export function benchPages(firstNewsId: string): string[] {
  return [...BEFORE_DETAIL, `/#${detailRoute('news', firstNewsId)}`, ...AFTER_DETAIL];
}

export async function firstHomeNewsId(baseUrl: string): Promise<string> {
  const res = await fetch(baseUrl + getHomeNews.path, { headers: { lang: 'zh' } });
  const body = (await res.json()) as { data?: { id?: unknown }[] | null };
  const id = body.data?.[0]?.id;
  if (res.status !== 200 || typeof id !== 'string')
    throw new Error(`getHomeNews gave no news item (HTTP ${res.status})`);
  return id;
}

/** A file-name-safe name of a page for its kept reports: `/` → `zh`, `/#/introduction` → `introduction`. */
export function pageSlug(page: string): string {
  if (page === '/') return 'zh';
  return page
    .replace(/^\/#\//, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-|-$/g, '');
}
