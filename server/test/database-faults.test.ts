import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { importContent } from '../src/content-import/import.ts';
import { type Db, openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { READY_TIMEOUT_MS } from '../src/ops/readiness.ts';
import { createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { get } from './helpers/requests.ts';
import { startTcpSwitch, type TcpSwitch } from './helpers/tcp-switch.ts';
import { CONTENT_DIR, testConfig } from './helpers/test-app.ts';

const { newsList } = GET_ENDPOINTS;
const TIMEOUTS = { connectTimeoutMs: 500, statementTimeoutMs: 1000 };

/** Resolves with the response and how long it took. */
async function timed(app: FastifyInstance, url: string) {
  const started = performance.now();
  const res = await get(app, url, 'en');
  return { res, ms: performance.now() - started };
}

describe('a PostgreSQL that accepts connections and never answers', () => {
  let tcp: TcpSwitch | undefined;
  let app: FastifyInstance | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await app?.close();
    await db?.destroy().catch(() => {});
    await tcp?.close();
  });

  it('gives /readyz a 503 within a second (/healthz stays 200) and content requests a 503 envelope, never a hang', async () => {
    tcp = await startTcpSwitch(null, 'blackhole');
    db = openPostgres(`postgres://postgres@127.0.0.1:${tcp.port}/test`, TIMEOUTS).db;
    app = await buildApp(testConfig(), { db });
    const health = await timed(app, '/readyz');
    expect(health.res.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(1000);
    // It did wait for the database: until the connect timeout or its own deadline, whichever came first.
    expect(health.ms).toBeGreaterThanOrEqual(Math.min(TIMEOUTS.connectTimeoutMs, READY_TIMEOUT_MS) - 50);
    expect((await timed(app, '/healthz')).res.statusCode).toBe(200);
    const content = await timed(app, newsList.path);
    expect(content.res.statusCode).toBe(503);
    expect(content.res.json()).toEqual({ code: 503, msg: 'The service is temporarily unavailable', data: null });
    expect(content.ms).toBeLessThan(3000);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL going away and coming back', () => {
  let tcp: TcpSwitch | undefined;
  let app: FastifyInstance | undefined;
  let real: TestDatabase | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await app?.close();
    await db?.destroy().catch(() => {});
    await tcp?.close();
    await real?.cleanup();
  });

  it('answers 503 while the database hangs and recovers by itself when it answers again', async () => {
    real = await createTestDatabase('postgres');
    await migrateToLatest(real.db);
    await importContent(real.db, CONTENT_DIR);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    tcp = await startTcpSwitch({ host: url.hostname, port: Number(url.port || 5432) }, 'forward');
    url.host = `127.0.0.1:${tcp.port}`;
    db = openPostgres(url.toString(), { ...TIMEOUTS, searchPath: real.schema }).db;
    app = await buildApp(testConfig(), { db });
    expect((await get(app, `${newsList.path}?pageNum=1`, 'en')).statusCode).toBe(200);

    tcp.set('blackhole');
    const health = await timed(app, '/readyz');
    expect(health.res.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(1000);
    const hung = await timed(app, `${newsList.path}?pageNum=2`);
    expect(hung.res.statusCode).toBe(503);
    expect(hung.ms).toBeLessThan(4000);

    tcp.set('forward');
    let page = 3;
    await expect
      .poll(async () => (await get(app as FastifyInstance, `${newsList.path}?pageNum=${page++}`, 'en')).statusCode, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(200);
    expect((await get(app, '/readyz')).statusCode).toBe(200);
  }, 60_000);
});
