import type { QuoteProvider } from './content/stock-market/quote-provider.ts';
import type { ContentState } from './content-state.ts';
import type { Db } from './db/database.ts';

/**
 * What buildApp decorates the root instance with, for every route plugin: the database, the state
 * derived from the content (response cache, search index, headers) and the quote source.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    contentState: ContentState;
    quotes: QuoteProvider;
  }
}
