import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import { DOWNLOAD_PATHS, UPLOAD_PATH } from '@muyuan/contract/api-paths';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import './app-context.ts';
import type { Clock } from './admin/clock.ts';
import { systemClock } from './admin/clock.ts';
import { adminValidationError } from './admin/field-words.ts';
import { isAdminUrl } from './admin/guard.ts';
import adminRoutes from './admin/routes.ts';
import { setUpAdmin } from './admin/setup.ts';
import { watchOutbox } from './alerts/alert-metrics.ts';
import alertConsoleRoutes from './alerts/console-routes.ts';
import { DEFAULT_MAIL_FROM, mailSettings } from './alerts/mail-config.ts';
import { smtpMailer } from './alerts/mailer.ts';
import alertRoutes, { ALERT_ROUTE_METHODS } from './alerts/routes.ts';
import { AlertSender } from './alerts/sender.ts';
import type { AlertsContext } from './alerts/subscription-service.ts';
import { startUnconfirmedSweep } from './alerts/sweeper.ts';
import type { CaseContext } from './cases/context.ts';
import { startCaseRetention } from './cases/retention.ts';
import caseRoutes from './cases/routes.ts';
import type { Config } from './config.ts';
import contentRoutes from './content/routes.ts';
import type { QuoteProvider } from './content/stock-market/quote-provider.ts';
import { seededQuoteProvider } from './content/stock-market/seeded-quote-provider.ts';
import { ContentState } from './content-state.ts';
import type { Db } from './db/database.ts';
import documentConsoleRoutes from './documents/console-routes.ts';
import { DocumentReader } from './documents/document-reader.ts';
import type { EditorialContext } from './editorial/context.ts';
import { PreviewPages } from './editorial/preview/preview-pages.ts';
import editorialRoutes from './editorial/routes.ts';
import { Scheduler } from './editorial/scheduler.ts';
import feedRoutes, { FEED_ROUTE_PATHS } from './feeds/routes.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { ClientKeyer } from './http/client-key.ts';
import { COMPRESS_MIN_BYTES } from './http/compression.ts';
import docsRoutes, { DOCS_PATH, registerOpenApi } from './http/docs.ts';
import { markEdgeCacheExpiry } from './http/edge-cache-expiry.ts';
import { missingHost, registerErrorHandler, sendError, toAppError } from './http/errors.ts';
import healthRoutes from './http/health.ts';
import { type PoolStats, watchPool } from './http/metrics-registry.ts';
import { canonicalPath, registerNotFound } from './http/not-found.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { siteOriginOf } from './http/site-origin.ts';
import staticSite from './http/static-site.ts';
import { AttachmentStore } from './integrity/attachment-store.ts';
import { loadIntegrityKeys } from './integrity/keys.ts';
import integrityRoutes from './integrity/routes.ts';
import type { IntegrityContext } from './integrity/service.ts';
import settingsRoute from './integrity/settings-route.ts';
import { startSweeping } from './integrity/sweeper.ts';
import calendarRoutes from './market/calendar/routes.ts';
import { sinaTextFeed } from './market/feeds/sina-text.ts';
import priceAdminRoutes from './market/history/admin-routes.ts';
import { liveQuoteProvider } from './market/live-quote-provider.ts';
import { QuotePoller } from './market/quote-poller.ts';
import mediaAdminRoutes from './media/admin-routes.ts';
import { ImageVariants } from './media/image-variants.ts';
import type { MediaContext } from './media/media-context.ts';
import { MediaStore } from './media/media-store.ts';
import mediaServeRoute from './media/serve-route.ts';
import { startMediaSweeping } from './media/sweeper.ts';
import { registerDrainHook } from './ops/drain.ts';
import metricsRoute, { METRICS_PATH, registerRequestMetrics } from './ops/metrics.ts';
import readinessRoute, { Readiness } from './ops/readiness.ts';
import { requestId } from './ops/request-id.ts';
import { loggedPath, REDACTED_PATHS, registerRequestLog } from './ops/request-log.ts';
import { registerPrerender } from './prerender/routes.ts';
import shareImageRoutes from './prerender/share-image.ts';
import searchTallyAdminRoutes from './search/tally/admin-routes.ts';
import { searchOutcomeNow } from './search/tally/search-outcome.ts';
import { SearchTally } from './search/tally/search-tally.ts';

export interface AppDeps {
  db: Db;
  /** Where log lines go (standard output by default; tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Where stock quotes come from; the seeded `quotes` table by default. */
  quotes?: QuoteProvider;
  /** The PostgreSQL connection pool, for its gauges in /metrics. */
  dbPool?: PoolStats;
  /** The clock of the back office (sessions, codes) and of live quotes (sessions, status); tests move their own. */
  clock?: Clock;
}

/** Request bodies are never needed by the content API; keep the limit small (uploads have their own). */
const BODY_LIMIT = 1024 * 1024;

/** Fastify takes a hop count as a function: trust the `n` proxies closest to the server. */
function trustProxyOption(value: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Log lines name the request by method and path only: client addresses, agents and queries are never logged. */
const requestSerializer = (request: { method: string; url: string }) => ({
  method: request.method,
  url: loggedPath(request.url),
});

function fastifyOptions(config: Config, logStream?: NodeJS.WritableStream): FastifyHttpOptions<Server> {
  return {
    logger: {
      level: config.logLevel,
      serializers: { req: requestSerializer },
      redact: REDACTED_PATHS,
      ...(logStream ? { stream: logStream } : {}),
    },
    // Fastify's two lines per request (with the query) give way to one line of our own (ops/request-log.ts).
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    requestIdHeader: false,
    // While draining (SIGTERM), requests on open connections are served as usual and /readyz says 503
    // (ops/readiness.ts), rather than Fastify answering every one 503 without its hooks.
    return503OnClosing: false,
    genReqId: requestId,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreDuplicateSlashes: true },
    // A request must arrive whole within the timeout (a body trickling in keeps nothing open for
    // long); idle keep-alive connections close after their own timeout.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      // Node would answer a request without Host with an empty 400; the onRequest hook answers it.
      requireHostHeader: false,
      headersTimeout: Math.min(config.requestTimeoutMs, 30_000),
      // How often Node looks for requests over their time (its default, 30 s, would let them run on).
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs / 2, 5000),
    },
    clientErrorHandler,
  };
}

/** Builds the whole server without listening: API, feeds, docs, health, static site. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    ...fastifyOptions(config, deps.logStream),
    // Malformed addresses (`/%`) fail before routing: they get the envelope and the security headers too.
    frameworkErrors: (error, request, reply) => {
      reply.headers(app.contentState.headers);
      sendError(request, reply, toAppError(error));
    },
  });
  registerRequestLog(app);
  registerRequestMetrics(app);
  watchPool(deps.dbPool);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, (request, error) =>
    isAdminUrl(request.url) ? adminValidationError(request, error) : undefined,
  );

  // Loaded only when REDIS_URL is set: the embedded default has no use for the client (about 10 MB).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable'));
    await redis.connect();
    app.addHook('onClose', async () => void redis.disconnect());
  }

  const uploadOrigin = config.uploadPublicUrl ?? '';
  const state = new ContentState(deps.db, app.log, config.cacheMaxBytes, uploadOrigin ? [uploadOrigin] : []);
  app.decorate('db', deps.db);
  app.decorate('contentState', state);
  const clock = deps.clock ?? systemClock;
  const quoteFeedUrl = config.quoteFeedUrl;
  app.decorate(
    'quotes',
    deps.quotes ?? (quoteFeedUrl ? liveQuoteProvider(deps.db, clock) : seededQuoteProvider(deps.db)),
  );
  app.decorate('readiness', new Readiness());
  registerDrainHook(app);

  await registerOpenApi(app);
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] });
  const keyer = redis ? await ClientKeyer.shared(redis) : ClientKeyer.local();
  await registerRateLimits(app, config, keyer, redis);
  // Absolute links name SITE_URL, else the address this server listens on; never a request's Host.
  const siteOrigin = siteOriginOf(config, () => app.server.address());
  const admin = setUpAdmin(app, { db: deps.db, redis, keyer, clock, siteOrigin, config });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(state.headers);
    if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
      sendError(request, reply, missingHost());
      return;
    }
    done();
  });
  app.addHook('onSend', markEdgeCacheExpiry);

  app.decorate(
    'searchTally',
    new SearchTally({
      db: deps.db,
      clock,
      log: app.log,
      lookUp: (lang, query) => searchOutcomeNow(state, lang, query),
    }),
  );
  // Like the scheduler: a listening server writes its counts every few seconds; tests flush by hand.
  app.addHook('onListen', async () => app.searchTally.start());
  app.addHook('onClose', async () => app.searchTally.stop());
  await app.register(contentRoutes);
  const integrity: IntegrityContext = {
    db: deps.db,
    keys: loadIntegrityKeys(
      { publicKey: config.compliancePublicKey, codeKey: config.complianceCodeKey, dataDir: config.dataDir },
      (message) => app.log.warn(message),
    ),
    store: new AttachmentStore(deps.db),
    feedbackDays: config.caseFeedbackDays,
  };
  await app.register(integrityRoutes, { context: integrity, config });
  await app.register(settingsRoute, { uploadOrigin });
  const alerts: AlertsContext = { db: deps.db, clock, enabled: Boolean(config.smtpUrl) };
  await app.register(alertRoutes, { context: alerts, config });
  const stopAlertSweep = startUnconfirmedSweep(alerts, app.log);
  app.addHook('onClose', async () => stopAlertSweep());
  const stopSweeping = startSweeping(integrity, app.log);
  app.addHook('onClose', async () => stopSweeping());
  await app.register(adminRoutes, { ctx: admin });
  const cases: CaseContext = {
    db: deps.db,
    clock: admin.clock,
    deadlines: {
      acknowledgeDays: config.caseAcknowledgeDays,
      feedbackDays: config.caseFeedbackDays,
      retentionDays: config.caseRetentionDays,
    },
    teamKey: integrity.keys.publicKey,
    store: integrity.store,
  };
  await app.register(caseRoutes, { ctx: cases });
  const stopRetention = startCaseRetention(cases, app.log);
  app.addHook('onClose', async () => stopRetention());
  const editorial: EditorialContext = {
    db: deps.db,
    clock: admin.clock,
    mediaDir: resolve(config.contentDir, 'media'),
    published: async () => void (await state.refresh()),
  };
  const previews = new PreviewPages(editorial, { webDist: config.webDist, siteOrigin, log: app.log });
  app.addHook('onClose', async () => previews.close());
  await app.register(editorialRoutes, { ctx: editorial, previews });
  const mediaStore = new MediaStore(deps.db);
  const media: MediaContext = {
    db: deps.db,
    store: mediaStore,
    variants: new ImageVariants(mediaStore, app.log),
    clock: admin.clock,
    limits: config.mediaMaxBytes,
  };
  await app.register(mediaAdminRoutes, { ctx: media });
  await app.register(priceAdminRoutes, { clock: admin.clock });
  await app.register(searchTallyAdminRoutes, { clock: admin.clock });
  await app.register(alertConsoleRoutes, { ctx: { db: deps.db, clock: admin.clock, config }, siteOrigin });
  // Uploaded files from the database at /media/u/...: a route of its own wins over the static /media/ folder.
  await app.register(mediaServeRoute, { store: media.store, variants: media.variants });
  const stopMediaSweeping = startMediaSweeping(media.store, app.log);
  app.addHook('onClose', async () => stopMediaSweeping());
  app.decorate('scheduler', new Scheduler(editorial, app.log, config.scheduleCheckMs));
  // Only a listening server publishes on a schedule: tests that inject requests run it by hand.
  app.addHook('onListen', async () => app.scheduler.start());
  app.addHook('onClose', async () => app.scheduler.stop());
  app.decorate(
    'quotePoller',
    quoteFeedUrl
      ? new QuotePoller({
          db: deps.db,
          feed: sinaTextFeed({ urlTemplate: quoteFeedUrl, headers: config.quoteFeedHeaders }),
          log: app.log,
          clock,
          everyMs: config.quotePollMs,
          hours: config.quotePollHours,
          // This instance drops its cached history at once; the others at their next content check.
          onHistoryChanged: () => state.refresh(),
        })
      : null,
  );
  // Like the scheduler: a listening server polls; tests that only inject run it by hand.
  app.addHook('onListen', async () => app.quotePoller?.start());
  app.addHook('onClose', async () => app.quotePoller?.stop());
  const mail = mailSettings(config);
  if (mail) {
    const unwatch = watchOutbox(deps.db);
    app.addHook('onClose', async () => unwatch());
  }
  app.decorate(
    'alertSender',
    mail
      ? new AlertSender({
          db: deps.db,
          mailer: smtpMailer(mail),
          log: app.log,
          clock,
          siteOrigin,
          ratePerMin: mail.ratePerMin,
          holdMs: config.alertHoldMinutes * 60_000,
        })
      : null,
  );
  // Like the quote poller: a listening server sends; tests that only inject run it by hand.
  app.addHook('onListen', async () => app.alertSender?.start());
  app.addHook('onClose', async () => app.alertSender?.stop());
  app.decorate(
    'documentReader',
    new DocumentReader({
      db: deps.db,
      store: mediaStore,
      mediaDir: editorial.mediaDir,
      log: app.log,
      clock,
      tesseract: config.ocrTesseract,
    }),
  );
  // Like the quote poller: a listening server reads published PDFs (after its start, never before); tests run it by hand.
  app.addHook('onListen', async () => app.documentReader.start());
  app.addHook('onClose', async () => app.documentReader.stop());
  await app.register(documentConsoleRoutes, {
    ctx: { db: deps.db, clock: admin.clock, reader: app.documentReader, log: app.log },
  });
  if (mail?.from === DEFAULT_MAIL_FROM) {
    app.addHook('onListen', async () => app.log.warn(`MAIL_FROM is not set: alerts go out from ${DEFAULT_MAIL_FROM}`));
  }
  if (!config.siteUrl) {
    app.addHook('onListen', async () => {
      app.log.warn(
        `SITE_URL is not set: links in pages, feeds and the sitemap name ${siteOrigin()}; set SITE_URL to the public origin`,
      );
    });
  }
  await app.register(feedRoutes, { siteOrigin });
  await app.register(calendarRoutes, { siteOrigin });
  await app.register(healthRoutes);
  await app.register(readinessRoute, { readiness: app.readiness });
  if (config.metricsToken) await app.register(metricsRoute, { token: config.metricsToken });
  await app.register(docsRoutes);
  const mediaDir = resolve(config.contentDir, 'media');
  await app.register(staticSite, { webDist: config.webDist, mediaDir });
  const pageNotFound = existsSync(resolve(config.webDist, 'index.html'))
    ? await registerPrerender(app, { webDist: config.webDist, siteOrigin })
    : null;
  if (existsSync(mediaDir)) await app.register(shareImageRoutes, { mediaDir });
  const getPaths = [
    ...Object.values(GET_ENDPOINTS).map((e) => e.path),
    ...FEED_ROUTE_PATHS,
    ...DOWNLOAD_PATHS,
    DOCS_PATH,
    '/healthz',
    '/readyz',
  ];
  if (config.metricsToken) getPaths.push(METRICS_PATH);
  const postPaths = [
    INTEGRITY_PATHS.saveComplaint,
    INTEGRITY_PATHS.complaintStatus,
    INTEGRITY_PATHS.complaintFollowUp,
    UPLOAD_PATH,
  ];
  registerNotFound(
    app,
    new Map([
      ...getPaths.map((p): [string, string] => [canonicalPath(p), 'GET, HEAD']),
      ...postPaths.map((p): [string, string] => [canonicalPath(p), 'POST']),
      ...ALERT_ROUTE_METHODS.map(([p, methods]): [string, string] => [canonicalPath(p), methods]),
    ]),
    pageNotFound,
  );

  try {
    await state.refresh();
  } catch (err) {
    app.log.error({ err }, 'could not load content state; serving what the database returns');
  }
  state.startPolling(config.contentPollMs);
  app.addHook('onClose', async () => state.stopPolling());
  return app;
}
