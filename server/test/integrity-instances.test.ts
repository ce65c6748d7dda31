import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { importContent } from '../src/content-import/import.ts';
import { openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { clientAddress } from './helpers/client-address.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { aReport, lookup, PNG, submit, upload, uploaded } from './helpers/integrity.ts';
import { CONTENT_DIR, testConfig } from './helpers/test-app.ts';

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

describe.runIf(postgres && redis)('two instances on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await migrateToLatest(database.db);
    await importContent(database.db, CONTENT_DIR);
    // One shared folder stands for the keys every instance is given (attachments are in the shared database).
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-instances-'));
    for (let i = 0; i < 2; i++) {
      const { db } = openPostgres(postgres ?? '', { searchPath: database.schema });
      const config = testConfig({
        dataDir,
        redisUrl: redis,
        reportRateLimitMax: 3,
      });
      apps.push(await buildApp(config, { db }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('looks a report submitted through one up through the other, attachments included', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const file = uploaded(await upload(a, 'photo.png', PNG));
    const res = await submit(b, aReport({ attachments: [{ id: file.id, key: file.key }] }), 'en', clientAddress());
    expect(res.statusCode).toBe(200);
    const seen = await lookup(a, res.json().data.queryCode, 'en', clientAddress());
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.status).toBe('received');
  });

  it('shares the per-client limits between the instances', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const client = clientAddress();
    expect((await submit(a, aReport(), 'en', client)).statusCode).toBe(200);
    expect((await submit(b, aReport(), 'en', client)).statusCode).toBe(200);
    expect((await submit(a, aReport(), 'en', client)).statusCode).toBe(200);
    expect((await submit(b, aReport(), 'en', client)).statusCode).toBe(429);
  });
});
