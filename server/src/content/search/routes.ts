import { searchKey } from '@muyuan/contract/search';
import type { FastifyInstance } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';

export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  registerContentRoute(
    app,
    searchKey,
    async (q, lang) => {
      const { total, hits } = app.contentState.search.search(lang, q.keyword, q.pageNum, q.pageSize);
      return { list: hits, total, pageNum: q.pageNum, pageSize: q.pageSize };
    },
    { tag: 'search', limit: 'search' },
  );
}
