import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { PageCopy } from '@muyuan/contract/page-copy';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { prepareDatabase } from '../src/prepare-database.ts';
import { call } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { get, getData } from './helpers/requests.ts';
import { staffedApp } from './helpers/staffed-app.ts';
import { CONTENT_DIR } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
const seedCopy = (id: string, lang: 'zh' | 'en') =>
  parse(readFileSync(resolve(CONTENT_DIR, 'pages', id, `${lang}.yaml`), 'utf8')) as PageCopy;
const copyPath = (id: string) => `${API_PATHS.pageCopy}?id=${id}`;

/**
 * The pages' copy as a collection (decision 251): served by the API from the database, published from the
 * console with the rest of the content's rules, and given once from the seed to a database that predates it.
 */
describe.each(databases())("a page's copy is content like the rest (%s)", (dialect) => {
  const {
    t,
    staff: { publisher },
  } = staffedApp(dialect, { publisher: ['publisher'] });

  const record = async (id: string): Promise<{ json: Json; version: number }> => {
    const res = await call(t.app, 'GET', withParams(ADMIN_PATHS.contentRecord, { collection: 'pages', id }), {
      cookie: publisher.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('serves each page’s copy in each language as the seed gives it; null where a page has no English; 404 for no page', async () => {
    const zh = await getData<PageCopy>(t.app, copyPath('introduction'), 'zh');
    expect(zh.title).toBe(seedCopy('introduction', 'zh').title);
    expect(zh.blocks).toEqual(seedCopy('introduction', 'zh').blocks);
    expect((await getData<PageCopy>(t.app, copyPath('introduction'), 'en')).title).toBe(
      seedCopy('introduction', 'en').title,
    );
    expect(await getData(t.app, copyPath('party'), 'en')).toBeNull();
    expect((await get(t.app, copyPath('no-such-page'), 'zh')).statusCode).toBe(404);
    expect((await get(t.app, `${API_PATHS.pageCopy}?id=${encodeURIComponent('../x')}`, 'zh')).statusCode).toBe(400);
  });

  it('refuses a publish whose English picture is described in Chinese, naming the page and field, and keeps the copy', async () => {
    const page = await record('contact');
    const en = page.json.en as PageCopy;
    const at = en.blocks.findIndex((b) => 'imageAlt' in b && b.imageAlt);
    expect(at).toBeGreaterThanOrEqual(0);
    const blocks = en.blocks.map((b, i) => (i === at ? { ...b, imageAlt: '总部地图' } : b));
    const res = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentPublish, { collection: 'pages', id: 'contact' }),
      { cookie: publisher.cookie },
      { json: { ...page.json, en: { ...en, blocks } }, baseVersion: page.version },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.fields).toEqual([
      {
        collection: 'pages',
        id: 'contact',
        path: `en.blocks[${at}].imageAlt`,
        message: expect.stringContaining('has Chinese characters'),
      },
    ]);
    expect((await getData<PageCopy>(t.app, copyPath('contact'), 'en')).blocks).toEqual(en.blocks);
  });

  it('gives a database seeded before page copy was a collection the pages from the seed at start, once, and nothing else', async () => {
    const newsBefore = await t.db
      .selectFrom('content_documents')
      .select(['record_id', 'version'])
      .where('collection', '=', 'news')
      .execute();
    // As an earlier release left it: no page documents, rows without their copy.
    await t.db.deleteFrom('content_versions').where('collection', '=', 'pages').execute();
    await t.db.deleteFrom('content_documents').where('collection', '=', 'pages').execute();
    await t.db.updateTable('page_copy').set({ copy_json: '{}' }).execute();

    expect(await prepareDatabase(t.db, CONTENT_DIR)).toBeNull();
    expect((await record('introduction')).json.zh).toEqual(seedCopy('introduction', 'zh'));
    expect((await getData<PageCopy>(t.app, copyPath('introduction'), 'zh')).title).toBe(
      seedCopy('introduction', 'zh').title,
    );
    expect(await t.db.selectFrom('page_copy').select('id').where('copy_json', '=', '{}').execute()).toEqual([]);
    expect(
      await t.db
        .selectFrom('content_documents')
        .select(['record_id', 'version'])
        .where('collection', '=', 'news')
        .execute(),
    ).toEqual(newsBefore);
    const pages = await t.db
      .selectFrom('content_documents')
      .select('record_id')
      .where('collection', '=', 'pages')
      .execute();
    await prepareDatabase(t.db, CONTENT_DIR);
    expect(
      await t.db.selectFrom('content_documents').select('record_id').where('collection', '=', 'pages').execute(),
    ).toEqual(pages);
  });
});
