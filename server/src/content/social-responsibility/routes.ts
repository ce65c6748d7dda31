import { dynamicDetail, dynamicList, publicWelfare, reportList } from '@muyuan/contract/social-responsibility';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { articleDetail, articlePage } from '../articles/service.ts';
import { publicWelfareItems, reports } from './service.ts';

export function registerSocialResponsibilityRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  const tag = 'socialResponsibility';
  registerContentRoute(app, state, dynamicList, (q, lang) => articlePage(db, { kind: 'dynamic', lang }, q), { tag });
  registerContentRoute(app, state, dynamicDetail, (q, lang) => articleDetail(db, 'dynamic', q.id, lang), { tag });
  registerContentRoute(app, state, reportList, (_q, lang) => reports(db, lang), { tag });
  registerContentRoute(app, state, publicWelfare, (_q, lang) => publicWelfareItems(db, lang), { tag });
}
