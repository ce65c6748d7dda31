import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readContentVersion } from '../src/content-model/content-meta.ts';
import { isClosure } from '../src/market/live-quote-store.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { CONTENT_DIR } from './helpers/test-app.ts';

const seedClosures = parse(readFileSync(resolve(CONTENT_DIR, 'data/market-closures.yaml'), 'utf8')) as {
  date: string;
  name: { zh: string; en: string };
}[];

/**
 * A database seeded by a release before a collection existed (the market closures came with the live
 * quotes) has neither its documents nor its rows: the next start gives it the collection from the seed,
 * once, and leaves every other collection as it is. Without it the poller would ask the feed on holidays.
 */
describe.each(databases())('a collection newer than the database’s seed (%s)', (dialect) => {
  let t: TestDatabase;
  const documentsOf = (collection: string) =>
    t.db
      .selectFrom('content_documents')
      .select(['record_id', 'version', 'position'])
      .where('collection', '=', collection)
      .orderBy('record_id')
      .execute();

  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    expect(await prepareDatabase(t.db, CONTENT_DIR)).not.toBeNull();
    // As the earlier release left it: the migration made the table empty, the seed had no such file.
    await t.db.deleteFrom('content_versions').where('collection', '=', 'marketClosures').execute();
    await t.db.deleteFrom('content_documents').where('collection', '=', 'marketClosures').execute();
    await t.db.deleteFrom('market_closures').execute();
  });
  afterAll(async () => t?.cleanup());

  it('gets the market closures from the seed at start, documents and rows, and nothing else changes', async () => {
    expect(seedClosures.length).toBeGreaterThan(0);
    const newsBefore = await documentsOf('news');
    const versionBefore = await readContentVersion(t.db);

    expect(await prepareDatabase(t.db, CONTENT_DIR)).toBeNull();

    const rows = await t.db.selectFrom('market_closures').selectAll().orderBy('date').execute();
    expect(rows).toEqual(seedClosures.map((c) => ({ date: c.date, name_zh: c.name.zh, name_en: c.name.en })));
    expect((await documentsOf('marketClosures')).map((d) => d.record_id)).toEqual(
      seedClosures.map((c) => c.date).sort(),
    );
    expect(await isClosure(t.db, seedClosures[0]?.date ?? '')).toBe(true);
    expect(await documentsOf('news')).toEqual(newsBefore);
    // The rows came with a re-projection, which moves the content version on (caches follow it).
    expect(await readContentVersion(t.db)).toBeGreaterThan(versionBefore ?? 0);
  });

  it('does it once: a second start writes no version and keeps the rows', async () => {
    const documents = await documentsOf('marketClosures');
    const version = await readContentVersion(t.db);
    expect(await prepareDatabase(t.db, CONTENT_DIR)).toBeNull();
    expect(await documentsOf('marketClosures')).toEqual(documents);
    expect(await readContentVersion(t.db)).toBe(version);
    expect(await t.db.selectFrom('market_closures').select('date').execute()).toHaveLength(seedClosures.length);
  });
});
