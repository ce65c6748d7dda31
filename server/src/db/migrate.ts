import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import * as contentTables from './migrations/20250601000000-content-tables.ts';
import * as articleAttachments from './migrations/20261121000000-article-attachments.ts';
import * as integrityReports from './migrations/20261121020000-integrity-reports.ts';
import * as investorRelations from './migrations/20261122100000-investor-relations.ts';
import * as articleSample from './migrations/20261124230000-article-sample.ts';
import * as staff from './migrations/20261125000000-staff.ts';
import * as attachmentBlobs from './migrations/20261125010000-attachment-blobs.ts';
import * as contentDocuments from './migrations/20261126000000-content-documents.ts';
import * as videoDescriptions from './migrations/20261126100000-video-descriptions.ts';
import * as scheduledPublishing from './migrations/20261126200000-scheduled-publishing.ts';
import * as documentTitles from './migrations/20261126210000-document-titles.ts';
import * as mediaFiles from './migrations/20261126220000-media-files.ts';
import * as integrityCases from './migrations/20261126230000-integrity-cases.ts';
import * as caseNotes from './migrations/20261127000000-case-notes.ts';
import * as caseIndex from './migrations/20261127010000-case-index.ts';
import * as caseCategory from './migrations/20261127020000-case-category.ts';
import * as pageCopyJson from './migrations/20261128000000-page-copy-json.ts';
import * as mediaVariants from './migrations/20261129000000-media-variants.ts';
import * as tokenExpiry from './migrations/20261130120000-token-expiry.ts';
import * as marketQuotes from './migrations/20261201090000-market-quotes.ts';
import * as priceHistory from './migrations/20261201100000-price-history.ts';
import * as distributionShares from './migrations/20261201110000-distribution-shares-and-conversion-prices.ts';
import * as irEvents from './migrations/20261202090000-ir-events.ts';
import * as alertSubscriptions from './migrations/20261203090000-alert-subscriptions.ts';
import * as alertBaseline from './migrations/20261203100000-alert-baseline.ts';
import * as documentTexts from './migrations/20261204090000-document-texts.ts';
import * as searchTally from './migrations/20261205090000-search-tally.ts';

/** Every migration, by name (timestamp first, so they run in order). Add new ones here. */
const MIGRATIONS: Record<string, Migration> = {
  '20250601000000-content-tables': contentTables,
  '20261121000000-article-attachments': articleAttachments,
  '20261121020000-integrity-reports': integrityReports,
  '20261122100000-investor-relations': investorRelations,
  '20261124230000-article-sample': articleSample,
  '20261125000000-staff': staff,
  '20261125010000-attachment-blobs': attachmentBlobs,
  '20261126000000-content-documents': contentDocuments,
  '20261126100000-video-descriptions': videoDescriptions,
  '20261126200000-scheduled-publishing': scheduledPublishing,
  '20261126210000-document-titles': documentTitles,
  '20261126220000-media-files': mediaFiles,
  '20261126230000-integrity-cases': integrityCases,
  '20261127000000-case-notes': caseNotes,
  '20261127010000-case-index': caseIndex,
  '20261127020000-case-category': caseCategory,
  '20261128000000-page-copy-json': pageCopyJson,
  '20261129000000-media-variants': mediaVariants,
  '20261130120000-token-expiry': tokenExpiry,
  '20261201090000-market-quotes': marketQuotes,
  '20261201100000-price-history': priceHistory,
  '20261201110000-distribution-shares-and-conversion-prices': distributionShares,
  '20261202090000-ir-events': irEvents,
  '20261203090000-alert-subscriptions': alertSubscriptions,
  '20261203100000-alert-baseline': alertBaseline,
  '20261204090000-document-texts': documentTexts,
  '20261205090000-search-tally': searchTally,
};

/** In-code provider: migrations are bundled with the app instead of read from disk at run time. */
const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * On PostgreSQL, the schema the tables live in (the first of `search_path`). Kysely's migrator looks for
 * its own tables in every schema unless told which: another copy of the site in a schema of the same
 * database (the bench's scratch schema, a staging site) would make it skip creating them here.
 */
async function migrationSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** PostgreSQL's `invalid_schema_name`. */
const INVALID_SCHEMA_NAME = '3F000';
/** Waits before each new attempt: 50, 100, 200, 400, 800 ms (a run of drops, as a test suite's cleanup, passes). */
const INTROSPECTION_WAITS_MS = [50, 100, 200, 400, 800];

/**
 * Kysely's migrator looks for its table by listing the columns of every schema of the database, and
 * that catalogue query fails with `invalid_schema_name` when another schema is dropped while it runs
 * (another site copy, a test's scratch schema): nothing of this schema was touched, so ask again a
 * little later.
 */
function schemaDroppedMeanwhile(error: unknown, own: string | undefined): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : '';
  return code === INVALID_SCHEMA_NAME && (own === undefined || !message.includes(`"${own}"`));
}

/** Brings the schema up to date; throws (naming the migration) if one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrationTableSchema = await migrationSchema(db);
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  let { error, results } = await migrator.migrateToLatest();
  for (const wait of INTROSPECTION_WAITS_MS) {
    if (!schemaDroppedMeanwhile(error, migrationTableSchema)) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Names of the migrations the database has not applied yet (for the readiness probe). */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrationTableSchema = await migrationSchema(db);
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const migrations = await migrator.getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Every migration's name, in the order they run. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/** The last migration applied to the database (undefined when none is). */
export async function lastAppliedMigration<DB>(db: Kysely<DB>): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(
    db,
  );
  return rows[0]?.name;
}

/**
 * Brings an empty database up to migration `name` exactly, in the transaction the caller holds on
 * `db` (a restore, which must leave nothing behind when it fails).
 */
export async function migrateWithinTransactionTo<DB>(db: Kysely<DB>, name: string): Promise<void> {
  const migrationTableSchema = await migrationSchema(db);
  const migrator = new Migrator({
    db,
    provider,
    disableTransactions: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed (${failed?.migrationName ?? name}): ${String(error)}`);
  }
}
