import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as contentTables from './migrations/20250601000000-content-tables.ts';

/** Every migration, by name (timestamp first, so they run in order). Add new ones here. */
const MIGRATIONS: Record<string, Migration> = {
  '20250601000000-content-tables': contentTables,
};

/** In-code provider: migrations are bundled with the app instead of read from disk at run time. */
const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws (naming the migration) if one fails. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
