import { commonBanners } from '@muyuan/contract/common';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { banners } from './service.ts';

export function registerCommonRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  registerContentRoute(app, state, commonBanners, (q, lang) => banners(db, lang, q.module ?? null), { tag: 'common' });
}
