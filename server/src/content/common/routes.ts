import {
  commonBanners,
  pageCopy as pageCopyEndpoint,
  siteSettings as siteSettingsEndpoint,
} from '@muyuan/contract/common';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { banners, pageCopy, siteSettings } from './service.ts';

export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerContentRoute(app, commonBanners, (q, lang) => banners(db, lang, q.module ?? null), { tag: 'common' });
  registerContentRoute(app, pageCopyEndpoint, (q, lang) => pageCopy(db, lang, q.id), { tag: 'common' });
  registerContentRoute(app, siteSettingsEndpoint, () => siteSettings(db), { tag: 'common' });
}
