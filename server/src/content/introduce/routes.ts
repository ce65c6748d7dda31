import { brief as briefEndpoint, course, leaderList, newsDetail, newsList } from '@muyuan/contract/introduce';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { articleDetail, articlePage } from '../articles/service.ts';
import { brief, leaders, milestones } from './service.ts';

export function registerIntroduceRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  const tag = 'introduce';
  registerContentRoute(
    app,
    state,
    newsList,
    (q, lang) => articlePage(db, { kind: 'news', lang, category: q.category }, q),
    { tag },
  );
  registerContentRoute(
    app,
    state,
    newsDetail,
    async (q, lang) => {
      const detail = await articleDetail(db, 'news', q.id, lang);
      return { ...detail, category: detail.category === 'media' ? ('media' as const) : ('company' as const) };
    },
    { tag },
  );
  registerContentRoute(app, state, briefEndpoint, (_q, lang) => brief(db, lang), { tag });
  registerContentRoute(app, state, leaderList, (_q, lang) => leaders(db, lang), { tag });
  registerContentRoute(app, state, course, (_q, lang) => milestones(db, lang), { tag });
}
