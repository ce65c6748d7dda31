import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_PATHS, type AdminPath, withParams } from '@muyuan/contract/admin/paths';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { Page } from '@muyuan/contract/paging';
import type { SearchHit } from '@muyuan/contract/search';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { verifyAuditChain } from '../src/admin/audit.ts';
import { buildApp } from '../src/app.ts';
import { readContentVersion } from '../src/content-model/content-meta.ts';
import { call, type Enrolled, enrollWithPassword, FakeClock, sessionHeaders } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { get, getData, qs } from './helpers/requests.ts';
import { CONTENT_DIR, createTestApp, type TestApp, testConfig } from './helpers/test-app.ts';

type Json = Record<string, unknown>;
type Article = { id: string; zh: Json & { title: string; summary: string }; en?: Json & { title: string } } & Json;

const yamlOf = <T>(file: string) => parse(readFileSync(resolve(CONTENT_DIR, file), 'utf8')) as T;
const NEWS = yamlOf<Article[]>('data/news.yaml');
const NOTICES = yamlOf<(Json & { id: string; type: string })[]>('data/notices.yaml');

/** A new bilingual company news article, valid as it stands. */
const article = (id: string, title: string): Article => ({
  id,
  category: 'company',
  date: '2026-11-20',
  zh: { title: `${title}（中文）`, summary: '摘要', body: '正文第一段。' },
  en: { title: `${title} (English)`, summary: 'Summary', body: 'The first paragraph.' },
});

const path = (p: AdminPath, collection: string, id = '', number = 0) => withParams(p, { collection, id, number });

describe.each(databases())('the back office edits and publishes content (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let editor: Enrolled;
  let otherEditor: Enrolled;
  let publisher: Enrolled;
  let viewer: Enrolled;
  let compliance: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    otherEditor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    publisher = await enrollWithPassword(t.app, t.db, clock, ['publisher']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    compliance = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  });
  afterAll(async () => t?.cleanup());

  const as = (who: Enrolled) => ({ cookie: who.cookie });
  const saveDraft = (who: Enrolled, collection: string, id: string, json: unknown, baseVersion: number | null) =>
    call(t.app, 'PUT', path(ADMIN_PATHS.contentDraft, collection, id), as(who), { json, baseVersion });
  const publish = (collection: string, id: string, body: Json = {}) =>
    call(t.app, 'POST', path(ADMIN_PATHS.contentPublish, collection, id), as(publisher), body);
  const record = async (collection: string, id: string, who: Enrolled = viewer) => {
    const res = await call(t.app, 'GET', path(ADMIN_PATHS.contentRecord, collection, id), as(who));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const newsTitles = async (lang: 'zh' | 'en') =>
    (await getData<Page<ArticleSummary>>(t.app, `${GET_ENDPOINTS.newsList.path}?pageSize=100`, lang)).list.map(
      (a) => a.title,
    );
  const search = (keyword: string, lang: 'zh' | 'en') =>
    getData<Page<SearchHit>>(t.app, `${GET_ENDPOINTS.searchKey.path}?${qs({ keyword })}`, lang);

  it('lists every collection with its counts, and its records with titles, status and missing English', async () => {
    const res = await call(t.app, 'GET', ADMIN_PATHS.contentCollections, as(viewer));
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as Json[];
    expect(list).toHaveLength(28);
    const news = list.find((c) => c.collection === 'news');
    const withoutEnglish = NEWS.filter((n) => !n.en).length;
    expect(news).toMatchObject({
      file: 'data/news.yaml',
      single: false,
      records: NEWS.length,
      englishMissing: withoutEnglish,
    });
    expect(list.find((c) => c.collection === 'site')).toMatchObject({ single: true, records: 1 });
    expect(list.find((c) => c.collection === 'notices')).toMatchObject({ englishMissing: 0 });
    // The pages' copy: one record per page of the site; four pages are Chinese only.
    expect(list.find((c) => c.collection === 'pages')).toMatchObject({
      file: 'pages',
      records: readdirSync(resolve(CONTENT_DIR, 'pages')).length,
      englishMissing: readdirSync(resolve(CONTENT_DIR, 'pages')).filter(
        (id) => !existsSync(resolve(CONTENT_DIR, 'pages', id, 'en.yaml')),
      ).length,
    });

    const records = (await call(t.app, 'GET', path(ADMIN_PATHS.contentRecords, 'news'), as(viewer))).json().data.list;
    expect(records.map((r: Json) => r.id)).toEqual(NEWS.map((n) => n.id));
    expect(records[0]).toMatchObject({
      title: { zh: NEWS[0]?.zh.title, en: NEWS[0]?.en?.title ?? null },
      published: true,
      drafts: 0,
      version: 1,
      english: NEWS[0]?.en ? 'current' : 'missing',
    });
  });

  it("keeps an editor's draft off the public site until a publisher publishes it; then the list and search show it at once", async () => {
    const draft = article('news-console-pig-barns', 'Console barns 2026');
    const saved = await saveDraft(editor, 'news', draft.id, draft, null);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await newsTitles('zh')).not.toContain(draft.zh.title);
    expect((await record('news', draft.id, editor)).draft).toMatchObject({ json: draft, baseVersion: null });
    const listed = (await call(t.app, 'GET', path(ADMIN_PATHS.contentRecords, 'news'), as(viewer))).json().data.list;
    expect(listed.at(-1)).toMatchObject({ id: draft.id, published: false, drafts: 1, version: 0 });

    // An editor may not publish, and a publisher publishes the editor's draft by naming its author.
    const refused = await call(t.app, 'POST', path(ADMIN_PATHS.contentPublish, 'news', draft.id), as(editor), {});
    expect(refused.statusCode).toBe(403);
    const author = (await record('news', draft.id, publisher)).drafts[0].author;
    const done = await publish('news', draft.id, { author });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ version: 1, published: true });

    expect(await newsTitles('zh')).toContain(draft.zh.title);
    expect(await newsTitles('en')).toContain(draft.en?.title);
    const detail = await getData<{ title: string }>(t.app, `${GET_ENDPOINTS.newsDetail.path}?id=${draft.id}`, 'en');
    expect(detail.title).toBe(draft.en?.title);
    expect((await search('Console barns', 'en')).list.map((h) => h.title)).toContain(draft.en?.title);
    expect((await record('news', draft.id, editor)).draft).toBeNull();
  });

  it('refuses with 409 and the current version to publish a draft started from a version that is no longer current', async () => {
    const base = NEWS[1] as Article;
    const current = await record('news', base.id);
    const mine = { ...base, zh: { ...base.zh, title: '编辑甲的标题' } };
    const theirs = { ...base, zh: { ...base.zh, summary: '编辑乙的摘要' } };
    expect((await saveDraft(editor, 'news', base.id, mine, current.version)).statusCode).toBe(200);
    expect((await saveDraft(otherEditor, 'news', base.id, theirs, current.version)).statusCode).toBe(200);

    const authors = (await record('news', base.id, publisher)).drafts.map((d: Json) => d.author);
    expect(authors).toHaveLength(2);
    const first = await publish('news', base.id, { author: (await record('news', base.id, editor)).draft.author });
    expect(first.statusCode, first.body).toBe(200);
    const second = await publish('news', base.id, {
      author: (await record('news', base.id, otherEditor)).draft.author,
    });
    expect(second.statusCode).toBe(409);
    expect(second.headers['x-error-code']).toBe('stale_base');
    expect(second.json().data).toEqual({ currentVersion: current.version + 1, baseVersion: current.version });
    expect(await newsTitles('zh')).toContain('编辑甲的标题');
    // Given JSON is held to its base version too.
    const stale = await publish('news', base.id, { json: theirs, baseVersion: current.version });
    expect(stale.statusCode).toBe(409);
  });

  it("answers a record that fails its schema 400 with each field's path in the caller's language, and saves nothing", async () => {
    const bad = {
      ...article('news-bad-one', 'Bad'),
      date: 'yesterday',
      zh: { title: 42, summary: '摘要', body: '正文' },
    };
    const res = await call(
      t.app,
      'PUT',
      path(ADMIN_PATHS.contentDraft, 'news', 'news-bad-one'),
      { ...as(editor) },
      { json: bad, baseVersion: null },
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-error-code']).toBe('invalid_record');
    const fields = res.json().data.fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path).sort()).toEqual(['date', 'zh.title']);
    expect(res.json().msg).toBe('The record is not valid; check the fields marked');

    const zh = await t.app.inject({
      method: 'PUT',
      url: path(ADMIN_PATHS.contentDraft, 'news', 'news-bad-one'),
      headers: { lang: 'zh', origin: 'http://localhost:8080', ...sessionHeaders(editor.cookie) },
      payload: { json: bad, baseVersion: null },
    });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('内容未通过校验，请检查标出的字段');
    expect(zh.json().data.fields.find((f: Json) => f.path === 'zh.title').message).toMatch(/[\u4e00-\u9fff]/);

    const missingMedia = { ...article('news-bad-two', 'Bad'), cover: '/media/covers/none-such.svg' };
    const media = await saveDraft(editor, 'news', 'news-bad-two', missingMedia, null);
    expect(media.json().data.fields).toEqual([
      { path: 'cover', message: 'media file not found: /media/covers/none-such.svg' },
    ]);
    const wrongId = await saveDraft(editor, 'news', 'news-bad-three', article('news-other-id', 'Bad'), null);
    expect(wrongId.json().data.fields[0]).toMatchObject({ path: 'id' });
    const gone = await call(t.app, 'GET', path(ADMIN_PATHS.contentRecord, 'news', 'news-bad-one'), as(editor));
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a publish that would break a reference between collections, naming record and field, and changes nothing', async () => {
    const notice = NOTICES[0] as Json & { id: string };
    const version = await readContentVersion(t.db);
    const res = await publish('notices', notice.id, { json: { ...notice, type: 'rumour' }, baseVersion: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-error-code']).toBe('publish_invalid');
    expect(res.json().data.fields).toEqual([
      {
        collection: 'notices',
        id: notice.id,
        path: 'type',
        message: 'unknown kind "rumour" (not in data/notice-types.yaml)',
      },
    ]);
    // Unpublishing a kind announcements still use is refused the same way.
    const kind = await call(
      t.app,
      'POST',
      path(ADMIN_PATHS.contentUnpublish, 'noticeTypes', notice.type as string),
      as(publisher),
      {
        baseVersion: 1,
      },
    );
    expect(kind.statusCode).toBe(400);
    expect(kind.json().data.fields[0]).toMatchObject({ collection: 'notices', path: 'type' });
    expect(await readContentVersion(t.db)).toBe(version);
    expect((await record('notices', notice.id)).version).toBe(1);
    expect((await record('noticeTypes', notice.type as string)).published).toBe(true);
  });

  it('unpublishes a record (gone from the public API, kept in the back office), compares versions and restores one', async () => {
    const target = NEWS[2] as Article;
    const edited = { ...target, zh: { ...target.zh, title: '第二版标题' } };
    expect((await publish('news', target.id, { json: edited, baseVersion: 1 })).statusCode).toBe(200);
    const hidden = await call(t.app, 'POST', path(ADMIN_PATHS.contentUnpublish, 'news', target.id), as(publisher), {
      baseVersion: 2,
    });
    expect(hidden.json().data).toEqual({ version: 3, published: false });
    expect((await get(t.app, `${GET_ENDPOINTS.newsDetail.path}?id=${target.id}`, 'zh')).statusCode).toBe(404);
    expect(await newsTitles('zh')).not.toContain('第二版标题');
    expect(await record('news', target.id)).toMatchObject({ published: false, version: 3, json: edited });

    const versions = (await call(t.app, 'GET', path(ADMIN_PATHS.contentVersions, 'news', target.id), as(viewer))).json()
      .data.list;
    expect(versions.map((v: Json) => [v.number, v.source, v.published])).toEqual([
      [3, 'console', false],
      [2, 'console', true],
      [1, 'import', true],
    ]);
    expect(versions[0].actorName).toBe(`Name of ${publisher.email}`);
    const one = await call(t.app, 'GET', path(ADMIN_PATHS.contentVersion, 'news', target.id, 1), as(viewer));
    expect(one.json().data).toMatchObject({ number: 1, json: target });

    const diff = await call(
      t.app,
      'GET',
      `${path(ADMIN_PATHS.contentDiff, 'news', target.id)}?from=1&to=2`,
      as(viewer),
    );
    expect(diff.json().data).toEqual({
      from: 1,
      to: 2,
      changes: [{ path: 'zh.title', kind: 'changed', before: target.zh.title, after: '第二版标题' }],
    });

    const restored = await call(t.app, 'POST', path(ADMIN_PATHS.contentRestore, 'news', target.id, 1), as(publisher), {
      baseVersion: 3,
    });
    expect(restored.json().data).toEqual({ version: 4, published: true });
    const back = await getData<{ title: string }>(t.app, `${GET_ENDPOINTS.newsDetail.path}?id=${target.id}`, 'zh');
    expect(back.title).toBe(target.zh.title);
    const latest = await call(t.app, 'GET', path(ADMIN_PATHS.contentVersion, 'news', target.id, 4), as(viewer));
    expect(latest.json().data).toMatchObject({ source: 'restore', json: target });
  });

  it('marks English older when only the Chinese changed, and current again once the English is updated', async () => {
    const target = NEWS.find((n) => n.en && n.id !== NEWS[1]?.id && n.id !== NEWS[2]?.id) as Article;
    const before = (await call(t.app, 'GET', ADMIN_PATHS.contentCollections, as(viewer))).json().data.list;
    const olderBefore = before.find((c: Json) => c.collection === 'news').englishOlder;
    const { version } = await record('news', target.id);
    const zhOnly = { ...target, zh: { ...target.zh, summary: '只改了中文摘要' } };
    expect((await publish('news', target.id, { json: zhOnly, baseVersion: version })).statusCode).toBe(200);
    expect((await record('news', target.id)).english).toBe('older');
    const after = (await call(t.app, 'GET', ADMIN_PATHS.contentCollections, as(viewer))).json().data.list;
    expect(after.find((c: Json) => c.collection === 'news').englishOlder).toBe(olderBefore + 1);

    const both = { ...zhOnly, en: { ...target.en, summary: 'Only the English summary changed' } };
    expect((await publish('news', target.id, { json: both, baseVersion: version + 1 })).statusCode).toBe(200);
    expect((await record('news', target.id)).english).toBe('current');
  });

  it('lets viewers read, and shows compliance nothing of content', async () => {
    for (const url of [ADMIN_PATHS.contentCollections, path(ADMIN_PATHS.contentRecords, 'news')]) {
      expect((await call(t.app, 'GET', url, as(viewer))).statusCode).toBe(200);
      expect((await call(t.app, 'GET', url, as(compliance))).statusCode).toBe(403);
    }
    const draft = await saveDraft(viewer, 'news', 'news-by-viewer', article('news-by-viewer', 'x'), null);
    expect(draft.statusCode).toBe(403);
    const pub = await call(t.app, 'POST', path(ADMIN_PATHS.contentPublish, 'news', NEWS[0]?.id ?? ''), as(editor), {});
    expect(pub.statusCode).toBe(403);
  });

  it('answers unknown collections, records and versions 404, and malformed, mistyped or huge bodies 4xx, never 5xx', async () => {
    const unknown = await call(t.app, 'GET', path(ADMIN_PATHS.contentRecords, 'recipes'), as(viewer));
    expect([unknown.statusCode, unknown.headers['x-error-code']]).toEqual([404, 'unknown_collection']);
    const noRecord = await call(t.app, 'GET', path(ADMIN_PATHS.contentVersions, 'news', 'no-such-news'), as(viewer));
    expect([noRecord.statusCode, noRecord.headers['x-error-code']]).toEqual([404, 'unknown_record']);
    const noVersion = await call(
      t.app,
      'GET',
      path(ADMIN_PATHS.contentVersion, 'news', NEWS[0]?.id ?? '', 99),
      as(viewer),
    );
    expect([noVersion.statusCode, noVersion.headers['x-error-code']]).toEqual([404, 'unknown_version']);
    const otherSite = await saveDraft(editor, 'site', 'not-site', {}, null);
    expect(otherSite.statusCode).toBe(404);

    const malformed = await t.app.inject({
      method: 'PUT',
      url: path(ADMIN_PATHS.contentDraft, 'news', 'x'),
      headers: {
        origin: 'http://localhost:8080',
        ...sessionHeaders(editor.cookie),
        'content-type': 'application/json',
      },
      payload: '{"json": {',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await saveDraft(
      editor,
      'news',
      'news-huge',
      { ...article('news-huge', 'x'), pad: 'x'.repeat(600_000) },
      null,
    );
    expect(huge.statusCode).toBe(413);

    const writes = [
      { method: 'PUT' as const, url: ADMIN_PATHS.contentDraft, who: editor },
      { method: 'POST' as const, url: ADMIN_PATHS.contentPublish, who: publisher },
      { method: 'POST' as const, url: ADMIN_PATHS.contentUnpublish, who: publisher },
      { method: 'POST' as const, url: ADMIN_PATHS.contentRestore, who: publisher },
    ];
    const collections = ['news', 'site', 'financialFigures', 'quotes', 'notices', 'x'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.constantFrom(...collections),
        fc.oneof(fc.constantFrom(NEWS[0]?.id ?? 'a', 'site', '2023'), fc.string({ minLength: 1, maxLength: 80 })),
        fc.oneof(
          fc.jsonValue(),
          fc.record({ json: fc.jsonValue(), baseVersion: fc.oneof(fc.integer(), fc.constant(null)) }),
          fc.record({ json: fc.dictionary(fc.string(), fc.jsonValue()), baseVersion: fc.nat(3) }),
        ),
        async (route, collection, id, body) => {
          const url = withParams(route.url, { collection, id, number: 1 });
          const res = await call(t.app, route.method, url, as(route.who), body ?? null);
          expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('shows a publish on another instance sharing the database within 2 s (its content version poll)', async () => {
    const other = await buildApp(testConfig({ dataDir: t.config.dataDir, contentPollMs: 200 }), { db: t.db });
    try {
      const draft = article('news-second-instance', 'Second instance');
      const started = Date.now();
      expect((await publish('news', draft.id, { json: draft, baseVersion: null })).statusCode).toBe(200);
      let seen = false;
      while (!seen && Date.now() - started < 5000) {
        const res = await get(other, `${GET_ENDPOINTS.newsDetail.path}?id=${draft.id}`, 'en');
        seen = res.statusCode === 200 && res.json().data.title === draft.en?.title;
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await other.close();
    }
  });

  it('writes one audit row per change, naming the record and its versions, and the chain verifies', async () => {
    const rows = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'content_%')
      .orderBy('seq')
      .execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const action of ['content_draft_save', 'content_publish', 'content_unpublish', 'content_restore']) {
      expect(actions.has(action)).toBe(true);
    }
    const restore = rows.find((r) => r.action === 'content_restore');
    expect(restore?.object).toBe(`content:news/${NEWS[2]?.id}`);
    expect(JSON.parse(restore?.detail ?? '{}')).toEqual({ from: 3, to: 4, restored: 1 });
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, rows: expect.any(Number) });
  });
});
