import { brandBuild } from '@muyuan/contract/brand';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { brandItems } from './service.ts';

export default async function brandRoutes(app: FastifyInstance): Promise<void> {
  registerContentRoute(app, brandBuild, (_q, lang) => brandItems(app.db, lang), { tag: 'brand' });
}
