import { brandBuild } from '@muyuan/contract/brand';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { brandItems } from './service.ts';

export function registerBrandRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  registerContentRoute(app, state, brandBuild, (_q, lang) => brandItems(db, lang), { tag: 'brand' });
}
