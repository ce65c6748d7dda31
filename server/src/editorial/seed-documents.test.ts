import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { createTestDatabase, databases, type TestDatabase } from '../../test/helpers/databases.ts';
import { CONTENT_DIR } from '../../test/helpers/test-app.ts';
import { importContent } from '../content-import/import.ts';
import { readContentMeta, readContentVersion } from '../content-model/content-meta.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { prepareDatabase } from '../prepare-database.ts';
import type { EditorialContext } from './context.ts';
import { publishRecord } from './publishing.ts';
import { SeedConflictError } from './seed-documents.ts';

type Article = { id: string; zh: { title: string } };
const NEWS = parse(readFileSync(resolve(CONTENT_DIR, 'data/news.yaml'), 'utf8')) as Article[];
const first = NEWS[0] as Article;

/** A copy of content/ whose YAML a test edits (media linked to the real folder). */
function contentCopy(): { dir: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'muyuan-seed-'));
  const dir = join(root, 'content');
  const media = resolve(CONTENT_DIR, 'media');
  cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => !src.startsWith(media) });
  symlinkSync(media, join(dir, 'media'));
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

function editYaml(file: string, edit: (value: Record<string, unknown>[]) => void): void {
  const value = parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
  edit(value);
  writeFileSync(file, stringify(value));
}

describe.each(databases())('the seed writes the back office documents (%s)', (dialect) => {
  let t: TestDatabase;
  let copy: { dir: string; cleanup: () => void } | undefined;
  beforeEach(async () => {
    t = await createTestDatabase(dialect);
    await migrateToLatest(t.db);
  });
  afterEach(async () => {
    copy?.cleanup();
    copy = undefined;
    await t?.cleanup();
  });
  afterAll(() => copy?.cleanup());

  const count = async (table: 'content_versions' | 'content_documents') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const versionsOf = (collection: string, id: string) =>
    t.db
      .selectFrom('content_versions')
      .selectAll()
      .where('collection', '=', collection)
      .where('record_id', '=', id)
      .orderBy('number')
      .execute();
  const titleInRows = async (id: string) =>
    (await t.db.selectFrom('articles').select('title').where('id', '=', id).where('lang', '=', 'zh').executeTakeFirst())
      ?.title;
  const ctx = (): EditorialContext => ({
    db: t.db,
    clock: () => Date.now(),
    mediaDir: resolve(CONTENT_DIR, 'media'),
    published: async () => {},
  });
  const editor = { id: 'account:test', name: 'Test Publisher', session: null };

  it('writes one import version per record, and none when the same files are seeded again', async () => {
    const firstSeed = await importContent(t.db, CONTENT_DIR);
    const documents = await count('content_documents');
    expect(documents).toBeGreaterThan(100);
    expect(firstSeed.versions).toBe(documents);
    expect(await count('content_versions')).toBe(documents);
    const site = await t.db.selectFrom('content_documents').selectAll().where('collection', '=', 'site').execute();
    expect(site.map((d) => d.record_id)).toEqual(['site']);

    const again = await importContent(t.db, CONTENT_DIR);
    expect(again.versions).toBe(0);
    expect(await count('content_versions')).toBe(documents);
    expect(again.version).toBe(firstSeed.version + 1);
  });

  it('gives a record changed in the files one new version, and unpublishes one the files dropped', async () => {
    await importContent(t.db, CONTENT_DIR);
    copy = contentCopy();
    let dropped = '';
    editYaml(join(copy.dir, 'data/news.yaml'), (news) => {
      (news[0] as Article).zh.title = '改过的标题';
      dropped = (news.pop() as Article).id;
    });
    const summary = await importContent(t.db, copy.dir);
    expect(summary.versions).toBe(2);
    expect((await versionsOf('news', first.id)).map((v) => [v.number, v.source])).toEqual([
      [1, 'import'],
      [2, 'import'],
    ]);
    expect(await titleInRows(first.id)).toBe('改过的标题');
    const gone = await versionsOf('news', dropped);
    expect(gone.at(-1)).toMatchObject({ number: 2, json: null, source: 'import' });
    expect(await titleInRows(dropped)).toBeUndefined();
  });

  it('refuses to overwrite what the back office published, changing nothing, unless told to replace', async () => {
    await importContent(t.db, CONTENT_DIR);
    await publishRecord(
      ctx(),
      editor,
      { collection: 'news', id: first.id },
      {
        json: { ...(first as object), zh: { ...first.zh, title: '后台改的标题' } },
        baseVersion: 1,
      },
      'en',
    );
    const contentVersion = await readContentVersion(t.db);
    const versions = await count('content_versions');

    const refused = importContent(t.db, CONTENT_DIR);
    await expect(refused).rejects.toThrow(SeedConflictError);
    await expect(refused).rejects.toThrow(`news/${first.id}`);
    expect(await titleInRows(first.id)).toBe('后台改的标题');
    expect(await count('content_versions')).toBe(versions);
    expect(await readContentVersion(t.db)).toBe(contentVersion);

    const replaced = await importContent(t.db, CONTENT_DIR, { replace: true });
    expect(replaced.versions).toBe(1);
    expect(await titleInRows(first.id)).toBe(first.zh.title);
    expect((await versionsOf('news', first.id)).map((v) => v.source)).toEqual(['import', 'console', 'import']);
  });

  it("moves the sitemap's changed-at date on a publish only when the public content changes, as a seed does", async () => {
    const clock = { ms: Date.parse('2026-11-01T00:00:00Z') };
    await importContent(t.db, CONTENT_DIR, { now: new Date(clock.ms) });
    const changedAt = () => readContentMeta(t.db, 'changedAt');
    const seeded = await changedAt();
    const publishing = { ...ctx(), clock: () => (clock.ms += 60_000) };
    const ref = { collection: 'news' as const, id: first.id };
    await publishRecord(publishing, editor, ref, { json: first, baseVersion: 1 }, 'en');
    expect(await changedAt()).toBe(seeded);
    const edited = { ...first, zh: { ...first.zh, title: '新的标题' } };
    await publishRecord(publishing, editor, ref, { json: edited, baseVersion: 2 }, 'en');
    expect(await changedAt()).toBe(new Date(clock.ms).toISOString());
  });

  it('prepares a database seeded before the documents existed by seeding it once more, then leaves it', async () => {
    await importContent(t.db, CONTENT_DIR);
    await t.db.deleteFrom('content_versions').execute();
    await t.db.deleteFrom('content_documents').execute();
    const version = await readContentVersion(t.db);
    expect(await prepareDatabase(t.db, CONTENT_DIR)).toBe((version ?? 0) + 1);
    expect(await count('content_documents')).toBeGreaterThan(100);
    expect(await prepareDatabase(t.db, CONTENT_DIR)).toBeNull();
  });
});
