import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { loadIntegrityKeys } from './integrity/keys.ts';
import { prepareDatabase } from './prepare-database.ts';

/**
 * `node server/dist/prepare.js`: migrates the configured database and seeds it when empty, and makes
 * the integrity report's keys in DATA_DIR when the environment gives none, then exits. Run once
 * before the instances start (the systemd unit muyuan-prepare.service, `npm run stack`), so several
 * instances starting together never race to seed one database or make two different key pairs.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDatabase({
    ...config,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  loadIntegrityKeys(
    { publicKey: config.compliancePublicKey, codeKey: config.complianceCodeKey, dataDir: config.dataDir },
    (message) => console.warn(message),
  );
  try {
    const version = await prepareDatabase(db, config.contentDir);
    console.log(
      version === null
        ? `The ${dialect} database is migrated; its content was already imported`
        : `Migrated and seeded the ${dialect} database from ${config.contentDir} (it was empty, or had no editable content documents yet; content version ${version})`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  // A bad variable is said in one line; anything else with its stack.
  console.error(
    error instanceof Error && !(error instanceof ConfigError)
      ? (error.stack ?? error.message)
      : String(error instanceof Error ? error.message : error),
  );
  process.exit(1);
});
