import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig, REPO_ROOT } from '../../src/config.ts';
import { importContent } from '../../src/content-import/import.ts';
import type { Dialect } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

/** The real seed content: the suites test the site as it ships. */
export const CONTENT_DIR = resolve(REPO_ROOT, 'content');

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    logLevel: 'silent',
    contentDir: CONTENT_DIR,
    // No build by default: static tests pass their own.
    webDist: resolve(REPO_ROOT, 'server/test/no-web-dist'),
    contentPollMs: 60_000,
    ...overrides,
  };
}

/** A migrated database seeded from content/, and the app built on it. */
export async function createTestApp(dialect: Dialect, overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  await migrateToLatest(database.db);
  await importContent(database.db, CONTENT_DIR);
  const config = testConfig(overrides);
  const app = await buildApp(config, { db: database.db });
  return {
    ...database,
    app,
    config,
    cleanup: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}
