import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app.ts';
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

/** A data folder of the test's own (keys made on first start), removed by cleanup. */
function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'muyuan-data-'));
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    logLevel: 'silent',
    contentDir: CONTENT_DIR,
    // No build by default: static tests pass their own.
    webDist: resolve(REPO_ROOT, 'server/test/no-web-dist'),
    // Never the repository's data/: keys made on a first start belong to tests only.
    dataDir: join(tmpdir(), 'muyuan-test-data'),
    legacyUploadDir: join(tmpdir(), 'muyuan-test-data', 'uploads'),
    contentPollMs: 60_000,
    // OCR takes seconds a page, and whether it runs depends on the machine: the suites that test it turn it on.
    ocrTesseract: null,
    ...overrides,
  };
}

/** A migrated database seeded from content/, and the app built on it. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, 'db'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  await migrateToLatest(database.db);
  await importContent(database.db, CONTENT_DIR);
  const dataDir = tempDataDir();
  const config = testConfig({ dataDir, legacyUploadDir: join(dataDir, 'uploads'), ...overrides });
  const app = await buildApp(config, { ...deps, db: database.db });
  return {
    ...database,
    app,
    config,
    cleanup: async () => {
      await app.close();
      await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
