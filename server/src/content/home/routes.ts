import { getBannerList, getHomeNews } from '@muyuan/contract/home';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { banners } from '../common/service.ts';
import { homeNews } from './service.ts';

/** The home carousel is the banner module `home`. */
const HOME_MODULE = 'home';

export default async function homeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tag = 'home';
  registerContentRoute(app, getBannerList, (_q, lang) => banners(db, lang, HOME_MODULE), { tag });
  registerContentRoute(app, getHomeNews, (_q, lang) => homeNews(db, lang), { tag });
}
