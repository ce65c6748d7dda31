import { brief as briefEndpoint, course, leaderList, newsDetail, newsList } from '@muyuan/contract/introduce';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { articleDetail, articlePage } from '../articles/service.ts';
import { brief, leaders, milestones } from './service.ts';

export default async function introduceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tag = 'introduce';
  registerContentRoute(app, newsList, (q, lang) => articlePage(db, { kind: 'news', lang, category: q.category }, q), {
    tag,
  });
  registerContentRoute(
    app,
    newsDetail,
    async (q, lang) => {
      const detail = await articleDetail(db, 'news', q.id, lang);
      return { ...detail, category: detail.category ?? 'company' };
    },
    { tag },
  );
  registerContentRoute(app, briefEndpoint, (_q, lang) => brief(db, lang), { tag });
  registerContentRoute(app, leaderList, (_q, lang) => leaders(db, lang), { tag });
  registerContentRoute(app, course, (_q, lang) => milestones(db, lang), { tag });
}
