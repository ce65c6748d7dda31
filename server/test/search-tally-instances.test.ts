import { searchKey } from '@muyuan/contract/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Db, openPostgres, openSqlite } from '../src/db/database.ts';
import { SearchTally } from '../src/search/tally/search-tally.ts';
import { FakeClock } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { get, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Two instances on one database count the same searches: their flushes add up, and the week's cap holds. */

describe.each(databases())('the search tally of two instances (%s)', (dialect) => {
  let t: TestApp;
  let otherDb: Db;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    otherDb =
      dialect === 'sqlite'
        ? openSqlite(t.file ?? '').db
        : openPostgres(process.env.TEST_DATABASE_URL ?? '', { searchPath: t.schema }).db;
    other = await buildApp(t.config, { db: otherDb });
  });
  // On PostgreSQL both at once. Two SQLite connections in one process cannot write at once (the busy wait
  // holds the event loop the other needs to finish): SQLite runs one instance, so there they take turns.
  const flushBoth = async (tallies: SearchTally[]) => {
    if (dialect === 'postgres') await Promise.all(tallies.map((tally) => tally.flush()));
    else for (const tally of tallies) await tally.flush();
  };
  afterAll(async () => {
    await other?.close();
    await otherDb?.destroy();
    await t?.cleanup();
  });

  it('adds both instances’ counts of the same query exactly, flushed at the same time, again and again', async () => {
    const url = `${searchKey.path}?${qs({ keyword: 'qwxz vbnm' })}`;
    for (let round = 1; round <= 3; round++) {
      await Promise.all(
        [t.app, other].map(async (app) => {
          for (let i = 0; i < 7; i++) expect((await get(app, url, 'en')).statusCode).toBe(200);
        }),
      );
      await flushBoth([t.app.searchTally, other.searchTally]);
      const row = await t.db
        .selectFrom('search_misses')
        .select(['nothing', 'documents_only'])
        .where('query', '=', 'qwxz vbnm')
        .executeTakeFirstOrThrow();
      expect({ nothing: Number(row.nothing), documentsOnly: Number(row.documents_only) }).toEqual({
        nothing: 14 * round,
        documentsOnly: 0,
      });
    }
  });

  it('keeps the week’s cap of distinct queries exactly when two instances flush new queries at once', async () => {
    const clock = new FakeClock();
    clock.ms = Date.UTC(2026, 9, 7, 4);
    const tallies = [t.db, otherDb].map(
      (db) =>
        new SearchTally({ db, clock: clock.now, log: t.app.log, lookUp: () => 'nothing', limits: { weekQueries: 6 } }),
    );
    tallies.forEach((tally, i) => {
      for (let q = 0; q < 5; q++) tally.count('zh', `查询 ${i}-${q}`);
    });
    await flushBoth(tallies);
    const week = await t.db
      .selectFrom('search_weeks')
      .selectAll()
      .where('week', '=', '2026-W41')
      .executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('search_misses').select('query').where('week', '=', '2026-W41').execute();
    expect(rows).toHaveLength(6);
    expect(Number(week.other_nothing)).toBe(4);
    expect(Number(week.searches)).toBe(10);
  });
});
