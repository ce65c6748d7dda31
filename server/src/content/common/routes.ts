import { commonBanners } from '@muyuan/contract/common';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { banners } from './service.ts';

export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerContentRoute(app, commonBanners, (q, lang) => banners(db, lang, q.module ?? null), { tag: 'common' });
}
