import { getBannerList, getHomeNews } from '@muyuan/contract/home';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { banners } from '../common/service.ts';
import { homeNews } from './service.ts';

/** The home carousel is the banner module `home`. */
const HOME_MODULE = 'home';

export function registerHomeRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  const tag = 'home';
  registerContentRoute(app, state, getBannerList, (_q, lang) => banners(db, lang, HOME_MODULE), { tag });
  registerContentRoute(app, state, getHomeNews, (_q, lang) => homeNews(db, lang), { tag });
}
