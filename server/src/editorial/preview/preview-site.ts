import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '../../app-context.ts';
import contentRoutes from '../../content/routes.ts';
import { seededQuoteProvider } from '../../content/stock-market/seeded-quote-provider.ts';
import type { ContentRows } from '../../content-model/to-rows.ts';
import { bumpContentVersion, replaceContentRows } from '../../content-model/write-rows.ts';
import { ContentState } from '../../content-state.ts';
import { openSqlite } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { registerErrorHandler } from '../../http/errors.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import { registerPrerender } from '../../prerender/routes.ts';

/** A preview's own pages are rendered once or twice each: a small cache is plenty. */
const PREVIEW_CACHE_BYTES = 8 * 1024 * 1024;

/** No limits inside a preview: its only caller is the back office's route, which has its own guard. */
const noLimit = async () => undefined;

export interface PreviewSiteOptions {
  webDist: string;
  siteOrigin: SiteOrigin;
  log: FastifyBaseLogger;
}

/**
 * The public site as it would be with one draft published, never listening: the real content
 * routes and the real page renderer (prerender/routes.ts) over an in-memory SQLite database that
 * holds the public tables projected from the published documents with the draft in place. Pages
 * are asked of it with `inject`, so a preview is what a visitor would be sent, and the live site
 * and its caches are never touched.
 */
export async function buildPreviewSite(
  { rows, site, digest }: { rows: ContentRows; site: unknown; digest: string },
  now: Date,
  { webDist, siteOrigin, log }: PreviewSiteOptions,
): Promise<FastifyInstance> {
  const { db } = openSqlite(':memory:');
  await migrateToLatest(db);
  await db.transaction().execute(async (trx) => {
    await replaceContentRows(trx, rows);
    await bumpContentVersion(trx, site, digest, now);
  });
  const app = Fastify({ loggerInstance: log.child({ preview: true }) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const state = new ContentState(db, app.log, PREVIEW_CACHE_BYTES);
  app.decorate('db', db);
  app.decorate('contentState', state);
  app.decorate('quotes', seededQuoteProvider(db));
  app.decorate('contentRateLimit', noLimit);
  app.decorate('searchRateLimit', noLimit);
  app.decorate('clientLimit', () => noLimit);
  app.addHook('onClose', async () => db.destroy());
  await app.register(contentRoutes);
  await registerPrerender(app, { webDist, siteOrigin });
  await state.refresh();
  await app.ready();
  return app;
}
