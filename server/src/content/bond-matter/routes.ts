import { noticeList, securitiesNewsDetail, securitiesNewsList } from '@muyuan/contract/bond-matter';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { articleDetail, articlePage } from '../articles/service.ts';
import { noticePage } from './service.ts';

export function registerBondMatterRoutes(app: FastifyInstance, { db, state }: AppContext): void {
  const tag = 'bondMatter';
  registerContentRoute(app, state, noticeList, (q) => noticePage(db, q.year, q), { tag });
  registerContentRoute(
    app,
    state,
    securitiesNewsList,
    (q, lang) => articlePage(db, { kind: 'securitiesNews', lang }, q),
    { tag },
  );
  registerContentRoute(
    app,
    state,
    securitiesNewsDetail,
    async (q, lang) => {
      const { category: _category, ...detail } = await articleDetail(db, 'securitiesNews', q.id, lang);
      return detail;
    },
    { tag },
  );
}
