import { searchKey } from '@muyuan/contract/search';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerContentRoute } from '../../http/content-route.ts';

export function registerSearchRoutes(app: FastifyInstance, { state }: AppContext): void {
  registerContentRoute(
    app,
    state,
    searchKey,
    async (q, lang) => {
      const { total, hits } = state.search.search(lang, q.keyword, q.pageNum, q.pageSize);
      return { list: hits, total, pageNum: q.pageNum, pageSize: q.pageSize };
    },
    { tag: 'search' },
  );
}
