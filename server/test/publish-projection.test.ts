import { resolve } from 'node:path';
import { ADMIN_PATHS, type AdminPath, withParams } from '@muyuan/contract/admin/paths';
import { describe, expect, it } from 'vitest';
import { PROJECTION_VERSION } from '../src/content-model/collection-rows.ts';
import { readContentMeta, readContentVersion, writeContentMeta } from '../src/content-model/content-meta.ts';
import type { ContentRows } from '../src/content-model/to-rows.ts';
import { publishedRows } from '../src/editorial/project.ts';
import { prepareDatabase } from '../src/prepare-database.ts';
import { call } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { staffedApp } from './helpers/staffed-app.ts';
import { CONTENT_DIR } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const MEDIA_DIR = resolve(CONTENT_DIR, 'media');

/** A table's rows in one order whatever order they were written in (values as the database gives them back). */
const sorted = (rows: readonly unknown[]) =>
  rows.map((row) => JSON.stringify(row, Object.keys(row as Json).sort())).sort();

/**
 * A publish writes only the rows of the record it changes (or of its collection, where rows take their
 * order from the file), so these tests hold the tables to what projecting every published document
 * gives (`publishedRows`, the preview's and the re-projection's full projection) after each kind of change.
 */
describe.each(databases())('a publish projects only what it changed, and the tables stay whole (%s)', (dialect) => {
  const {
    t,
    staff: { publisher },
  } = staffedApp(dialect, { publisher: ['publisher'] });

  const path = (p: AdminPath, collection: string, id: string) => withParams(p, { collection, id, number: 0 });
  const record = async (collection: string, id: string): Promise<{ json: Json; version: number }> => {
    const res = await call(t.app, 'GET', path(ADMIN_PATHS.contentRecord, collection, id), { cookie: publisher.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const publish = async (collection: string, id: string, json: Json, baseVersion: number | null) => {
    const res = await call(
      t.app,
      'POST',
      path(ADMIN_PATHS.contentPublish, collection, id),
      { cookie: publisher.cookie },
      {
        json,
        baseVersion,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const unpublish = async (collection: string, id: string, baseVersion: number) => {
    const res = await call(
      t.app,
      'POST',
      path(ADMIN_PATHS.contentUnpublish, collection, id),
      { cookie: publisher.cookie },
      {
        baseVersion,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const firstId = async (collection: string): Promise<string> => {
    const res = await call(t.app, 'GET', withParams(ADMIN_PATHS.contentRecords, { collection }), {
      cookie: publisher.cookie,
    });
    return res.json().data.list[0].id as string;
  };

  /** Every content table as stored, and as a full projection of the published documents would write it. */
  async function expectTablesWhole() {
    const { rows } = await publishedRows(t.db, MEDIA_DIR);
    for (const [table, expected] of Object.entries(rows) as [keyof ContentRows, unknown[]][]) {
      const stored = await t.db.selectFrom(table).selectAll().execute();
      // Inserted values come back as the database types them (booleans as 0/1 and so on): compare through a write.
      expect(stored.length, table).toBe(expected.length);
      const keys = Object.keys((stored[0] ?? {}) as Json);
      const shaped = expected.map((row) => Object.fromEntries(keys.map((k) => [k, (row as Json)[k] ?? null])));
      expect(sorted(stored), table).toEqual(sorted(shaped));
    }
  }

  it('a changed article, a new one, an unpublished banner, a reordered history and the site settings leave every table as a full projection would', async () => {
    const newsId = await firstId('news');
    const news = await record('news', newsId);
    const zh = news.json.zh as Json;
    await publish(
      'news',
      newsId,
      { ...news.json, zh: { ...zh, title: `${zh.title}（修订）`, body: '## 修订\n\n新的**正文**。' } },
      news.version,
    );

    await publish(
      'dynamics',
      'dynamic-projection-new',
      {
        id: 'dynamic-projection-new',
        date: '2026-11-20',
        cover: null,
        zh: { title: '新的动态', summary: '摘要', body: '正文。' },
      },
      null,
    );

    const bannerId = await firstId('banners');
    await unpublish('banners', bannerId, (await record('banners', bannerId)).version);

    // History takes each entry's order from its place in the file: its rows are replaced whole.
    const courseId = await firstId('course');
    const course = await record('course', courseId);
    const courseZh = course.json.zh as Json;
    await publish(
      'course',
      courseId,
      { ...course.json, zh: { ...courseZh, title: `${courseZh.title}（新）` } },
      course.version,
    );

    const site = await record('site', 'site');
    await publish('site', 'site', site.json, site.version);

    await expectTablesWhole();
    const articles = await t.db
      .selectFrom('articles')
      .select(['id', 'title', 'content_html'])
      .where('id', '=', newsId)
      .where('lang', '=', 'zh')
      .execute();
    expect(articles).toEqual([
      { id: newsId, title: `${zh.title}（修订）`, content_html: expect.stringContaining('<strong>正文</strong>') },
    ]);
    expect(await t.db.selectFrom('banners').select('id').where('id', '=', bannerId).execute()).toEqual([]);
  });

  it('projects every published document again at start when the rows were built by another release, once', async () => {
    const before = await readContentVersion(t.db);
    // Rows as an earlier release might have built them, and its mark.
    await t.db.updateTable('articles').set({ content_html: '<p>old rendering</p>' }).execute();
    await writeContentMeta(t.db, { projection: String(PROJECTION_VERSION - 1) });

    expect(await prepareDatabase(t.db, CONTENT_DIR)).toBeNull();
    await expectTablesWhole();
    expect(await readContentMeta(t.db, 'projection')).toBe(String(PROJECTION_VERSION));
    expect(await readContentVersion(t.db)).toBe((before ?? 0) + 1);

    // Current rows: nothing is written again.
    await prepareDatabase(t.db, CONTENT_DIR);
    expect(await readContentVersion(t.db)).toBe((before ?? 0) + 1);
  });
});
