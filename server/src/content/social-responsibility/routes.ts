import { dynamicDetail, dynamicList, publicWelfare, reportList } from '@muyuan/contract/social-responsibility';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { articleDetail, articlePage } from '../articles/service.ts';
import { publicWelfareItems, reports } from './service.ts';

export default async function socialResponsibilityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tag = 'socialResponsibility';
  registerContentRoute(app, dynamicList, (q, lang) => articlePage(db, { kind: 'dynamic', lang }, q), { tag });
  registerContentRoute(app, dynamicDetail, (q, lang) => articleDetail(db, 'dynamic', q.id, lang), { tag });
  registerContentRoute(app, reportList, (_q, lang) => reports(db, lang), { tag });
  registerContentRoute(app, publicWelfare, (_q, lang) => publicWelfareItems(db, lang), { tag });
}
