import { FEED_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerFromCache, createEntry, sendMadeEntry } from '../http/response-cache.ts';
import type { SiteOrigin } from '../http/site-origin.ts';
import { announcementsFeed, type FeedContent, newsFeed } from './feed-content.ts';
import { buildRss } from './rss.ts';

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

/** Every feed: its path, its language and how its content is read. */
const FEEDS: { path: string; lang: Lang; load: (app: FastifyInstance, origin: string) => Promise<FeedContent> }[] = [
  { path: FEED_PATHS.announcements, lang: 'zh', load: (app, origin) => announcementsFeed(app.db, origin) },
  { path: FEED_PATHS.news.zh, lang: 'zh', load: (app, origin) => newsFeed(app.db, origin, 'zh') },
  { path: FEED_PATHS.news.en, lang: 'en', load: (app, origin) => newsFeed(app.db, origin, 'en') },
];
export const FEED_ROUTE_PATHS = FEEDS.map((f) => f.path);

/**
 * RSS 2.0 feeds of the announcements and the securities news, built from the database. Like the API,
 * a feed is serialized once per content version (and origin, which its links contain) and its bytes,
 * ETag and compressed variants are reused; a cache miss counts against the client's content limit.
 */
export default async function feedRoutes(
  app: FastifyInstance,
  { siteOrigin }: { siteOrigin: SiteOrigin },
): Promise<void> {
  const state = app.contentState;
  for (const feed of FEEDS) {
    // The origin is in the key: before the server listens on PORT=0 it is not known yet.
    const keyOf = () => JSON.stringify(['feed', feed.path, siteOrigin()]);
    app.get(
      feed.path,
      {
        schema: { hide: true },
        compress: false,
        preHandler: [answerFromCache(state.cache, keyOf), app.contentRateLimit],
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const version = state.version;
        const { channel, items } = await feed.load(app, siteOrigin());
        const entry = createEntry(Buffer.from(buildRss(channel, items)), feed.lang, RSS_CONTENT_TYPE);
        return sendMadeEntry(request, reply, state, { key: keyOf(), entry, readAt: version });
      },
    );
  }
}
