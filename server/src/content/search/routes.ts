import { searchDocuments, searchKey } from '@muyuan/contract/search';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { registerContentRoute } from '../../http/content-route.ts';
import { requestLang } from '../../http/language.ts';
import { outcomeOf } from '../../search/tally/search-outcome.ts';

export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  // Every search the site shows (the first page of results; a further page is the same search), whether its
  // answer came from the response cache or not, counted for the console (issue 42, point 7). The query is
  // the address's before validation on a cached answer, so it is checked here; an answer refused is no search.
  const countSearch: onResponseHookHandler = (request, reply, done) => {
    const { keyword, pageNum } = request.query as { keyword?: unknown; pageNum?: unknown };
    const answered = reply.statusCode === 200 || reply.statusCode === 304;
    if (answered && request.method === 'GET' && typeof keyword === 'string' && Number(pageNum ?? 1) === 1) {
      app.searchTally.count(requestLang(request.headers), keyword);
    }
    done();
  };
  registerContentRoute(
    app,
    searchKey,
    async (q, lang) => {
      const { total, hits } = app.contentState.search.search(lang, q.keyword, q.pageNum, q.pageSize);
      // Remembered for the cached answers that repeat this one (the documents counted only when no page was found).
      app.searchTally.learn(lang, q.keyword, outcomeOf(app.contentState, lang, q.keyword, total));
      return { list: hits, total, pageNum: q.pageNum, pageSize: q.pageSize };
    },
    { tag: 'search', limit: 'search', onResponse: countSearch },
  );
  // Not kept in the response cache: the PDFs' text arrives without a content version, which is what
  // clears that cache, so a kept answer would miss a file read since.
  registerContentRoute(app, searchDocuments, (q, lang) => app.contentState.documents.search(lang, q), {
    tag: 'search',
    limit: 'search',
    cacheable: false,
  });
}
