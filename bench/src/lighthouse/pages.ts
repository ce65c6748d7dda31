import { getHomeNews } from '@muyuan/contract/home';
import { detailRoute } from '@muyuan/contract/sitemap';

/** The pages Lighthouse measures (issue 12's), besides the detail page whose id comes from the running server. */
const BEFORE_DETAIL = ['/', '/#/introduction', '/#/announcement', '/#/opticCentre', '/#/securities'] as const;
const AFTER_DETAIL = ['/en/'] as const;
/** Path addresses (issue 13: SEO 100 on path pages), held to the same targets. */
const PATH_PAGES = ['/feedProcessing', '/en/feedProcessing'] as const;

/**
 * The page list with the detail page of the first news item on the home page, as the server answers
 * now, at its hash address and at its path address.
 */
export function benchPages(firstNewsId: string): string[] {
  const detail = detailRoute('news', firstNewsId);
  return [...BEFORE_DETAIL, `/#${detail}`, ...AFTER_DETAIL, ...PATH_PAGES, detail];
}

export async function firstHomeNewsId(baseUrl: string): Promise<string> {
  const res = await fetch(baseUrl + getHomeNews.path, { headers: { lang: 'zh' } });
  const body = (await res.json()) as { data?: { id?: unknown }[] | null };
  const id = body.data?.[0]?.id;
  if (res.status !== 200 || typeof id !== 'string')
    throw new Error(`getHomeNews gave no news item (HTTP ${res.status})`);
  return id;
}

/**
 * A file-name-safe name of a page for its kept reports: `/` → `zh`, `/#/introduction` → `introduction`,
 * a path address `/feedProcessing` → `path-feedProcessing`.
 */
export function pageSlug(page: string): string {
  if (page === '/') return 'zh';
  const hash = page.replace(/^\/#\//, '');
  const slug = hash.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '');
  return hash === page && page !== '/en/' ? `path-${slug}` : slug;
}
