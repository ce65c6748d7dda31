import closeWithGrace from 'close-with-grace';
import { ensureFirstAdminInvitation } from './admin/first-admin.ts';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { listenOrigin } from './http/site-origin.ts';
import { AttachmentStore } from './integrity/attachment-store.ts';
import { moveLegacyUploads } from './integrity/legacy-uploads.ts';
import { stopAccepting } from './ops/drain.ts';
import { prepareDatabase } from './prepare-database.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Start: read env, open and migrate the database, seed it if empty, move old upload files in, listen, shut down gracefully. */
async function main(): Promise<void> {
  const config = readConfig();
  const { db, dialect, pool } = openDatabase({
    ...config,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  // A lone instance prepares its own database; several instances are prepared once before they start
  // (prepare.ts), and then this finds nothing to do.
  const seeded = await prepareDatabase(db, config.contentDir);
  if (seeded !== null)
    console.log(
      `Seeded the ${dialect} database from ${config.contentDir} (it was empty, or had no editable content documents yet; content version ${seeded})`,
    );
  const app = await buildApp(config, { db, ...(pool ? { dbPool: pool } : {}) });
  // Attachments kept as files by an earlier version move into the database before the first request.
  await moveLegacyUploads(db, new AttachmentStore(db), config.legacyUploadDir, app.log);
  const firstAdmin = await ensureFirstAdminInvitation(
    db,
    config.siteUrl ?? listenOrigin(config.host, config.port),
    Date.now(),
  );
  if (firstAdmin.kind === 'issued') {
    app.log.warn(
      `No staff account yet. The first admin enrolls once, until ${firstAdmin.expiresAt}, at ${firstAdmin.address}`,
    );
  } else if (firstAdmin.kind === 'still-open') {
    app.log.warn(
      `No staff account yet. The first admin's enrollment address (logged when it was made) is open until ${firstAdmin.expiresAt}; npm run admin -- invite <email> --role admin makes another`,
    );
  }

  // On SIGTERM/SIGINT: /readyz answers 503 from now on, the server stops accepting, in-flight requests
  // finish and their connections close (ops/drain.ts: idle ones are left to the proxy to close), and
  // the process exits anyway once the grace period is over (a client trickling a body in
  // must not hold the shutdown).
  closeWithGrace(
    {
      delay: config.shutdownGraceMs,
      logger: { error: (message: unknown) => app.log.error(message) },
      onTimeout: (delay) => app.log.warn({ delay }, 'shutdown grace period over: closing what is left'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info({ signal }, 'shutting down');
      app.readiness.startDraining();
      await stopAccepting(app.server);
      await app.close();
      await db.destroy();
    },
  );

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
