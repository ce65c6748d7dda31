import type { RecordJson } from '@muyuan/contract/admin/editorial';
import { detailRoute } from '@muyuan/contract/sitemap';
import { LINK_BY_PAGE_ID } from '../../content-model/page-files.ts';
import { SURVEY_RECORD_ROUTE } from '../../prerender/site-addresses.ts';
import type { Collection } from '../collections.ts';

/**
 * The page a record is seen on (a route, without the `/en` of English): its own page for an
 * article, a survey record or a page's copy, else the page that shows its collection. Site settings and banners
 * show on the home page (the footer is on every page).
 */
const COLLECTION_PAGES: Record<
  Exclude<Collection, 'news' | 'securitiesNews' | 'dynamics' | 'surveys' | 'pages'>,
  string
> = {
  site: '/',
  banners: '/',
  brandBuild: '/',
  notices: '/announcement',
  noticeTypes: '/announcement',
  periodicReports: '/financial',
  financialFigures: '/financial',
  dividends: '/securities',
  bondTerms: '/securities',
  quotes: '/securities',
  marketClosures: '/securities',
  irEvents: '/securities',
  reports: '/reportDownload',
  brief: '/introduction',
  leaders: '/manageTeam',
  course: '/developProcess',
  publicWelfare: '/publicWelfare',
  breedPigs: '/pigSales',
  meatSale: '/porkSales',
  pigSale: '/pigSell',
  partners: '/cooperativePartner',
  depts: '/honest/report',
  deptTypes: '/honest/report',
};

/** The route a preview of the record opens by default. */
export function previewRouteOf(collection: Collection, id: string, json: RecordJson): string {
  switch (collection) {
    case 'news':
      return detailRoute('news', id);
    case 'securitiesNews':
      return detailRoute('securitiesNews', id);
    case 'dynamics':
      return detailRoute('dynamic', id);
    case 'surveys':
      return `${SURVEY_RECORD_ROUTE}?${new URLSearchParams({ id })}`;
    case 'pages':
      return LINK_BY_PAGE_ID.get(id) ?? '/';
    case 'pigSale':
      return json.category === 'piglet' ? '/pigletSell' : COLLECTION_PAGES.pigSale;
    default:
      return COLLECTION_PAGES[collection];
  }
}
