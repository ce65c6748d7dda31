import { pathAddress } from '@muyuan/contract/addresses';
import { FEED_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { SiteFile } from '@muyuan/contract/site';
import { detailRoute } from '@muyuan/contract/sitemap';
import { listArticles } from '../content/articles/repository.ts';
import { latestNotices } from '../content/bond-matter/repository.ts';
import { readContentMeta } from '../content-model/content-meta.ts';
import type { Db } from '../db/database.ts';
import type { RssChannel, RssItem } from './rss.ts';

/** How many of the newest records a feed carries. */
export const FEED_ITEM_COUNT = 20;

export interface FeedContent {
  channel: RssChannel;
  items: RssItem[];
}

const LANGUAGE_TAG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
/** The site's (prerendered) path address of a route in a language: `/detail/…`, `/en/detail/…`. */
const pageUrl = (origin: string, lang: Lang, route: string) => `${origin}${pathAddress(lang, route)}`;

/** The channel's words come from the content: the company's short name and the page's title and description. */
async function channelFor(db: Db, origin: string, lang: Lang, pageId: string, selfPath: string): Promise<RssChannel> {
  const [siteJson, page] = await Promise.all([
    readContentMeta(db, 'site'),
    db
      .selectFrom('page_copy')
      .select(['link', 'title', 'description'])
      .where('id', '=', pageId)
      .where('lang', '=', lang)
      .executeTakeFirst(),
  ]);
  const shortName = siteJson ? (JSON.parse(siteJson) as SiteFile).shortName[lang] : '';
  const title = page?.title ?? pageId;
  return {
    title: shortName ? `${shortName} · ${title}` : title,
    link: pageUrl(origin, lang, page?.link ?? '/'),
    description: page?.description ?? title,
    language: LANGUAGE_TAG[lang],
    selfLink: `${origin}${selfPath}`,
  };
}

/** The newest announcements (Chinese only): each links its PDF, which is also the enclosure. */
export async function announcementsFeed(db: Db, origin: string): Promise<FeedContent> {
  const [channel, rows] = await Promise.all([
    channelFor(db, origin, 'zh', 'announcement', FEED_PATHS.announcements),
    latestNotices(db, FEED_ITEM_COUNT),
  ]);
  const items = rows.map((n): RssItem => {
    const url = `${origin}${n.file_url}`;
    return {
      title: n.title,
      link: url,
      guid: url,
      pubDate: n.publish_date,
      ...(n.type_name ? { category: n.type_name, description: `${n.type_name} · ${n.publish_date}` } : {}),
      enclosure: { url, length: n.file_size, type: 'application/pdf' },
    };
  });
  return { channel, items };
}

/** The newest securities news of a language: each links its article page. */
export async function newsFeed(db: Db, origin: string, lang: Lang): Promise<FeedContent> {
  const [channel, rows] = await Promise.all([
    channelFor(db, origin, lang, 'marketNews', FEED_PATHS.news[lang]),
    listArticles(db, { kind: 'securitiesNews', lang }, FEED_ITEM_COUNT, 0),
  ]);
  const items = rows.map((a): RssItem => {
    const url = pageUrl(origin, lang, detailRoute('securitiesNews', a.id));
    return { title: a.title, link: url, guid: url, pubDate: a.publish_date, description: a.summary };
  });
  return { channel, items };
}
