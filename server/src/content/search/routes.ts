import { searchDocuments, searchKey } from '@muyuan/contract/search';
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
  // Not kept in the response cache: the PDFs' text arrives without a content version, which is what
  // clears that cache, so a kept answer would miss a file read since.
  registerContentRoute(app, searchDocuments, (q, lang) => app.contentState.documents.search(lang, q), {
    tag: 'search',
    limit: 'search',
    cacheable: false,
  });
}
