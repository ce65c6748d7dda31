import { resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { registerBondMatterRoutes } from './content/bond-matter/routes.ts';
import { registerBrandRoutes } from './content/brand/routes.ts';
import { registerBusinessRoutes } from './content/business/routes.ts';
import { registerCommonRoutes } from './content/common/routes.ts';
import { registerComplianceRoutes } from './content/compliance/routes.ts';
import { registerHomeRoutes } from './content/home/routes.ts';
import { registerIntroduceRoutes } from './content/introduce/routes.ts';
import { registerSearchRoutes } from './content/search/routes.ts';
import { registerSocialResponsibilityRoutes } from './content/social-responsibility/routes.ts';
import type { QuoteProvider } from './content/stock-market/quote-provider.ts';
import { registerStockMarketRoutes } from './content/stock-market/routes.ts';
import { seededQuoteProvider } from './content/stock-market/seeded-quote-provider.ts';
import { ContentState } from './content-state.ts';
import type { Db } from './db/database.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { DOCS_PATH, registerDocsRoute, registerOpenApi } from './http/docs.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { canonicalPath, registerNotFound } from './http/not-found.ts';
import { registerStaticSite } from './http/static-site.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory state derived from the content (cache, search index); tests refresh it after an import. */
    contentState: ContentState;
  }
}

export interface AppDeps {
  db: Db;
  /** Where stock quotes come from; the seeded `quotes` table by default. */
  quotes?: QuoteProvider;
}

/** Request bodies are never needed by the content API; keep the limit small (uploads have their own). */
const BODY_LIMIT = 1024 * 1024;

const ROUTE_MODULES = [
  registerHomeRoutes,
  registerIntroduceRoutes,
  registerBondMatterRoutes,
  registerSocialResponsibilityRoutes,
  registerStockMarketRoutes,
  registerSearchRoutes,
  registerCommonRoutes,
  registerBrandRoutes,
  registerBusinessRoutes,
  registerComplianceRoutes,
];

/** Fastify takes a hop count as a function: trust the `n` proxies closest to the server. */
function trustProxyOption(value: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Builds the whole server without listening: API, docs, health, static site. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger: { level: config.logLevel },
    // Logging every request would cost more than answering it from the cache; errors are logged.
    logController: new LogController({ disableRequestLogging: !verbose }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreDuplicateSlashes: true },
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const state = new ContentState(deps.db, app.log);
  app.decorate('contentState', state);
  const ctx: AppContext = { db: deps.db, state, quotes: deps.quotes ?? seededQuoteProvider(deps.db) };

  await registerOpenApi(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(state.headers);
    done();
  });

  for (const register of ROUTE_MODULES) register(app, ctx);
  registerHealth(app, deps.db);
  registerDocsRoute(app);
  await registerStaticSite(app, config.webDist, resolve(config.contentDir, 'media'));
  const getPaths = new Set([...Object.values(GET_ENDPOINTS).map((e) => canonicalPath(e.path)), DOCS_PATH, '/healthz']);
  registerNotFound(app, getPaths);

  try {
    await state.refresh();
  } catch (err) {
    app.log.error({ err }, 'could not load content state; serving what the database returns');
  }
  state.startPolling(config.contentPollMs);
  app.addHook('onClose', async () => state.stopPolling());
  return app;
}
