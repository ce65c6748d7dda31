import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { get } from './helpers/requests.ts';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app.ts';

describe.each(databases())('GET /readyz on %s', (dialect) => {
  let t: TestApp | undefined;
  let bare: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    await bare?.cleanup();
    t = undefined;
    bare = undefined;
  });

  it('answers 200 when migrated and imported, and 503 from the moment it drains; /healthz stays 200', async () => {
    t = await createTestApp(dialect);
    const ready = await get(t.app, '/readyz', 'en');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    t.app.readiness.startDraining();
    const draining = await get(t.app, '/readyz', 'en');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ code: 503, msg: 'The service is temporarily unavailable', data: null });
    expect(draining.headers['x-not-ready']).toBe('shutting down');
    expect((await get(t.app, '/healthz')).statusCode).toBe(200);
  });

  it('answers 503 while migrations are pending, and while the content is not imported', async () => {
    bare = await createTestDatabase(dialect);
    const app = await buildApp(testConfig(), { db: bare.db });
    try {
      const unmigrated = await get(app, '/readyz');
      expect(unmigrated.statusCode).toBe(503);
      expect(unmigrated.headers['x-not-ready']).toMatch(/^migrations not applied: /);
      await migrateToLatest(bare.db);
      const empty = await get(app, '/readyz');
      expect(empty.statusCode).toBe(503);
      expect(empty.headers['x-not-ready']).toBe('content not imported');
      expect((await get(app, '/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
