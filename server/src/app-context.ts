import type { AlertSender } from './alerts/sender.ts';
import type { QuoteProvider } from './content/stock-market/quote-provider.ts';
import type { ContentState } from './content-state.ts';
import type { Db } from './db/database.ts';
import type { DocumentReader } from './documents/document-reader.ts';
import type { Scheduler } from './editorial/scheduler.ts';
import type { QuotePoller } from './market/quote-poller.ts';
import type { Readiness } from './ops/readiness.ts';
import type { SearchTally } from './search/tally/search-tally.ts';

/**
 * What buildApp decorates the root instance with, for every route plugin: the database, the state
 * derived from the content (response cache, search index, headers), the quote source, the readiness state and the scheduler.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    contentState: ContentState;
    quotes: QuoteProvider;
    /** Set to draining on SIGTERM: /readyz answers 503 from then on. */
    readiness: Readiness;
    /** Publishes scheduled content while this instance holds the lease (started when the server listens). */
    scheduler: Scheduler;
    /** Asks the quote feed while this instance holds its lease (QUOTE_FEED_URL set; started when the server listens). */
    quotePoller: QuotePoller | null;
    /** Sends the alerts' outbox while this instance holds its lease (SMTP_URL set; started when the server listens). */
    alertSender: AlertSender | null;
    /** Reads the text of published PDFs while this instance holds its lease (started when the server listens). */
    documentReader: DocumentReader;
    /** Counts public searches that found no page, per week (written every few seconds and at close). */
    searchTally: SearchTally;
  }
}
