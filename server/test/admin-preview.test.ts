import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathAddress } from '@muyuan/contract/addresses';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { API_PATHS } from '@muyuan/contract/api-paths';
import { detailRoute, redirectFor } from '@muyuan/contract/sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/config.ts';
import { previewDocument } from '../src/editorial/preview/preview-document.ts';
import { ADMIN_ORIGIN, call, type Enrolled, enrollWithPassword, FakeClock } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { readPage } from './helpers/page-html.ts';
import { get } from './helpers/requests.ts';
import { CONTENT_DIR, createTestApp, type TestApp } from './helpers/test-app.ts';

type Json = Record<string, unknown>;

const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const NEWS = parse(readFileSync(resolve(CONTENT_DIR, 'data/news.yaml'), 'utf8')) as (Json & { id: string })[];

const draftPath = (collection: string, id: string) => withParams(ADMIN_PATHS.contentDraft, { collection, id });
const previewPath = (collection: string, id: string, query: Record<string, string> = {}) =>
  `${withParams(ADMIN_PATHS.contentPreview, { collection, id })}?${new URLSearchParams(query)}`;

describe.each(databases())('a draft previewed as the page it would make (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let editor: Enrolled;
  let otherEditor: Enrolled;
  let viewer: Enrolled;
  let compliance: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, { webDist: WEB_DIST }, { clock: clock.now });
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    otherEditor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    compliance = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  }, 60_000);
  afterAll(async () => t?.cleanup());

  const as = (who: Enrolled) => ({ cookie: who.cookie });
  const saveDraft = async (who: Enrolled, collection: string, id: string, json: unknown) => {
    const res = await call(t.app, 'PUT', draftPath(collection, id), as(who), { json, baseVersion: null });
    expect(res.statusCode, res.body).toBe(200);
  };
  const preview = (who: Enrolled, collection: string, id: string, query: Record<string, string> = {}) =>
    call(t.app, 'GET', previewPath(collection, id, query), as(who));
  const livePage = (path: string, userAgent = DESKTOP) =>
    get(t.app, path, undefined, { accept: 'text/html', 'user-agent': userAgent });

  it('shows an unchanged record exactly as the live page, in both languages and both layouts', async () => {
    const published = NEWS.find((n) => n.en) as Json & { id: string };
    await saveDraft(editor, 'news', published.id, published);
    for (const [lang, device, userAgent] of [
      ['zh', 'desktop', DESKTOP],
      ['en', 'phone', PHONE],
    ] as const) {
      const res = await preview(editor, 'news', published.id, { lang, device });
      expect(res.statusCode, res.body).toBe(200);
      const address = lang === 'en' ? `/en${detailRoute('news', published.id)}` : detailRoute('news', published.id);
      expect(res.headers['x-preview-address']).toBe(address);
      const live = await livePage(address, userAgent);
      expect(live.statusCode).toBe(200);
      // The live page as a preview sends it (no scripts, links in a new tab): the same render to the byte.
      expect(res.body).toBe(previewDocument(live.body));
      expect(live.body).toContain('<script');
      expect(res.body).not.toContain('<script');
    }
  }, 60_000);

  it('shows a new article that is not published, and leaves the live site as it was', async () => {
    const draft = {
      id: 'preview-only',
      category: 'company',
      date: '2026-11-20',
      zh: { title: '预览中的新闻标题', summary: '摘要', body: '只在预览中出现的正文。' },
      en: { title: 'A headline seen in preview', summary: 'Summary', body: 'Text seen only in a preview.' },
    };
    await saveDraft(editor, 'news', draft.id, draft);
    const zh = await preview(editor, 'news', draft.id);
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(readPage(zh.body).title).toContain(draft.zh.title);
    expect(zh.body).toContain(draft.zh.body);
    const en = await preview(editor, 'news', draft.id, { lang: 'en', device: 'phone' });
    expect(readPage(en.body).title).toContain(draft.en.title);
    expect(en.body).toContain(draft.en.body);
    // Nothing of it reached the public site.
    expect((await livePage(detailRoute('news', draft.id))).statusCode).toBe(404);
    // The record's own page is the default; another page of the site may be asked for.
    const home = await preview(editor, 'news', draft.id, { route: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['x-preview-address']).toBe('/');
  }, 60_000);

  it('is sent never to be cached, indexed, run or framed by another site', async () => {
    const res = await preview(editor, 'news', 'preview-only');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('<head><base target="_blank">');
    // The console may frame it (the back office's pages allow same-origin frames).
    const admin = await get(t.app, '/admin/', undefined, { host: new URL(ADMIN_ORIGIN).host });
    expect(admin.statusCode).toBe(200);
    expect(String(admin.headers['content-security-policy'])).toContain("frame-src 'self' blob:");
  });

  it('runs the app on the draft: the page with its entry module, the layout asked for, and an API that answers from the draft', async () => {
    const appPath = (lang: 'zh' | 'en', query: Record<string, string> = {}) =>
      `${withParams(ADMIN_PATHS.contentPreviewApp, { collection: 'news', id: 'preview-only', lang })}?${new URLSearchParams(query)}`;
    const res = await call(t.app, 'GET', appPath('en', { device: 'phone' }), as(editor));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    // The server's render of the draft, the app's entry as a module, no inline script at all.
    expect(readPage(res.body).title).toContain('A headline seen in preview');
    expect(res.body).toContain('class="site is-mobile"');
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const code = scripts.filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''));
    expect(code.map(([, attributes, body]) => [attributes?.trim(), body])).toEqual([
      [expect.stringMatching(/^type="module" src="\/assets\/index-[\w-]+\.js"$/), ''],
    ]);
    const apiBase = /<meta name="api-base" content="([^"]+)">/.exec(res.body)?.[1] as string;
    expect(res.body).toContain('<meta name="layout" content="phone">');

    // The app's calls, under the base: the draft's site answers them; the live API does not know the article.
    const detail = (base: string) => `${base}${API_PATHS.newsDetail}?id=preview-only`;
    const answered = await call(t.app, 'GET', detail(apiBase.replaceAll('&amp;', '&')), as(editor));
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.title).toBe('A headline seen in preview');
    expect(answered.headers['cache-control']).toBe('private, no-store');
    expect((await get(t.app, detail(''), 'en')).statusCode).toBe(404);
    // Staff with the content roles only; nothing but the public API under it.
    expect((await call(t.app, 'GET', detail(apiBase))).statusCode).toBe(401);
    expect((await call(t.app, 'GET', detail(apiBase), as(compliance))).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `${apiBase}${ADMIN_PATHS.me}`, as(editor))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `${apiBase}/sitemap.xml`, as(editor))).statusCode).toBe(404);
  });

  it('answers the console’s frame and the tab it opens, and no picture or form of a page', async () => {
    const appPath = `${withParams(ADMIN_PATHS.contentPreviewApp, { collection: 'news', id: 'preview-only', lang: 'zh' })}`;
    const frame = { fetchDest: 'iframe', fetchMode: 'navigate', fetchSite: 'same-origin' };
    const tab = { fetchDest: 'document', fetchMode: 'navigate', fetchSite: 'same-origin' };
    for (const path of [previewPath('news', 'preview-only'), appPath])
      for (const loaded of [frame, tab]) {
        const res = await call(t.app, 'GET', path, { ...as(editor), ...loaded });
        expect([path, loaded.fetchDest, res.statusCode]).toEqual([path, loaded.fetchDest, 200]);
      }
    // Anything else with the cookie is refused, even here: a picture, a frame of another route.
    const picture = { fetchDest: 'image', fetchMode: 'no-cors', fetchSite: 'same-origin' };
    const asPicture = await call(t.app, 'GET', previewPath('news', 'preview-only'), { ...as(editor), ...picture });
    expect([asPicture.statusCode, asPicture.headers['x-error-code']]).toEqual([403, 'not_console_fetch']);
    const recordPath = withParams(ADMIN_PATHS.contentRecord, { collection: 'news', id: 'preview-only' });
    expect((await call(t.app, 'GET', recordPath, { ...as(editor), ...frame })).statusCode).toBe(403);
  });

  it("lets readers preview someone else's draft by its author, and no one without the content roles", async () => {
    const record = await call(
      t.app,
      'GET',
      withParams(ADMIN_PATHS.contentRecord, { collection: 'news', id: 'preview-only' }),
      as(editor),
    );
    const author = (record.json().data.drafts as { author: string }[])[0]?.author as string;
    expect((await preview(viewer, 'news', 'preview-only', { author })).statusCode).toBe(200);
    // Without an author, it is the caller's own draft, which the other editor does not have.
    const none = await preview(otherEditor, 'news', 'preview-only');
    expect([none.statusCode, none.headers['x-error-code']]).toEqual([404, 'no_draft']);
    expect((await preview(compliance, 'news', 'preview-only', { author })).statusCode).toBe(403);
    const anonymous = await call(t.app, 'GET', previewPath('news', 'preview-only'));
    expect(anonymous.statusCode).toBe(401);
  });

  it('follows a Chinese-only page to the page English shows instead, and refuses addresses that are not pages', async () => {
    const notices = parse(readFileSync(resolve(CONTENT_DIR, 'data/notices.yaml'), 'utf8')) as (Json & {
      id: string;
    })[];
    const notice = notices[0] as Json & { id: string };
    await saveDraft(editor, 'notices', notice.id, notice);
    const en = await preview(editor, 'notices', notice.id, { lang: 'en' });
    expect(en.statusCode, en.body).toBe(200);
    // The announcements are Chinese only: in English the site shows its section's first English page.
    const english = redirectFor('/announcement', 'en');
    expect(english).not.toBe('/announcement');
    expect(en.headers['x-preview-address']).toBe(pathAddress('en', english));
    const missing = await preview(editor, 'notices', notice.id, { route: '/no-such-page' });
    expect([missing.statusCode, missing.headers['x-error-code']]).toEqual([404, 'no_preview_page']);
    for (const route of ['//evil.example/', 'relative', '/#/culture', '/新闻']) {
      const res = await preview(editor, 'notices', notice.id, { route });
      expect(res.statusCode, route).toBe(400);
    }
  });

  it('refuses a draft that would leave the site invalid, naming the field', async () => {
    const notices = parse(readFileSync(resolve(CONTENT_DIR, 'data/notices.yaml'), 'utf8')) as Json[];
    const broken: Json = { ...(notices[0] as Json), type: 'no-such-type' };
    const saved = await call(t.app, 'PUT', draftPath('notices', String(broken.id)), as(otherEditor), {
      json: broken,
      baseVersion: null,
    });
    // A draft is checked on its own; the reference to another collection is checked with the whole site.
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await preview(otherEditor, 'notices', String(broken.id));
    expect([res.statusCode, res.headers['x-error-code']]).toEqual([400, 'publish_invalid']);
    expect(JSON.stringify(res.json().data.fields)).toContain('type');
  });
});

describe('preview without the web build', () => {
  it('says plainly that there are no pages to preview', async () => {
    const clock = new FakeClock();
    const t = await createTestApp('sqlite', {}, { clock: clock.now });
    try {
      const editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
      const news = NEWS[0] as Json & { id: string };
      await call(
        t.app,
        'PUT',
        draftPath('news', news.id),
        { cookie: editor.cookie },
        { json: news, baseVersion: null },
      );
      const res = await call(t.app, 'GET', previewPath('news', news.id), { cookie: editor.cookie });
      expect([res.statusCode, res.headers['x-error-code']]).toEqual([503, 'preview_unavailable']);
      expect(res.json().msg).toBe('The server has no build of the site pages, so nothing can be previewed');
    } finally {
      await t.cleanup();
    }
  });
});
