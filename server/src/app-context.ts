import type { QuoteProvider } from './content/stock-market/quote-provider.ts';
import type { ContentState } from './content-state.ts';
import type { Db } from './db/database.ts';

/** What route modules need: the database, the content state (cache, search) and the quote provider. */
export interface AppContext {
  db: Db;
  state: ContentState;
  quotes: QuoteProvider;
}
