import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import { FRAGMENT_SETTLING_ATTRIBUTE, PAGE_FRAGMENT_PATH, type PageFragment } from '@muyuan/contract/prerender';
import type { ArticleDetail } from '@muyuan/contract/shapes';
import { type DetailKind, findRoute } from '@muyuan/contract/sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { importContent } from '../src/content-import/import.ts';
import { formatFinding, lintRenderedText, type RenderedText } from '../src/content-lint/index.ts';
import { TICKER_SYMBOL } from '../src/prerender/head-tags.ts';
import { databases } from './helpers/databases.ts';
import { decode, type PageHtml, readPage } from './helpers/page-html.ts';
import { renderedTexts } from './helpers/rendered-text.ts';
import { get, getData } from './helpers/requests.ts';
import { CONTENT_DIR, createTestApp, type TestApp } from './helpers/test-app.ts';

const ORIGIN = 'https://www.example.com';
const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DETAIL_CALLS: Record<DetailKind, keyof typeof API_PATHS> = {
  news: 'newsDetail',
  securitiesNews: 'securitiesNewsDetail',
  dynamic: 'dynamicDetail',
};

const pathOf = (url: string) => url.slice(ORIGIN.length);
const langOfPath = (path: string): Lang => (path === '/en/' || path.startsWith('/en/') ? 'en' : 'zh');
const routeOfPath = (path: string) => (path === '/en/' ? '/' : langOfPath(path) === 'en' ? path.slice(3) : path);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Text without its spaces: inline links and line breaks space the HTML's text differently. */
const bare = (text: string) => text.replace(/\s+/g, '');

/** A page as a crawler fetches it: no script, HTML accepted. */
const fetchPage = (t: TestApp, path: string, userAgent = DESKTOP, headers: Record<string, string> = {}) =>
  get(t.app, path, undefined, { accept: 'text/html', 'user-agent': userAgent, ...headers });

async function sitemapLocs(t: TestApp): Promise<string[]> {
  const res = await get(t.app, '/sitemap.xml');
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ''));
}

describe.each(databases())('prerendered path addresses on %s', (dialect) => {
  let t: TestApp;
  /** Every sitemap address and what its HTML says. */
  const pages = new Map<string, PageHtml>();
  /** Every sitemap address's HTML as sent. */
  const bodies = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(dialect, { webDist: WEB_DIST, siteUrl: ORIGIN });
    for (const loc of await sitemapLocs(t)) {
      const res = await fetchPage(t, pathOf(loc));
      expect(res.statusCode, loc).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      pages.set(loc, readPage(res.body));
      bodies.set(loc, res.body);
    }
  }, 180_000);
  afterAll(async () => t?.cleanup());

  it('lists every page of the navigation in its languages, every article and every survey record', async () => {
    const locs = [...pages.keys()];
    for (const path of ['/', '/en/', '/feedProcessing', '/en/feedProcessing', '/party', '/announcement']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
    }
    // Chinese-only pages have no English address; search results and the report lookup are not listed.
    expect(locs).not.toContain(`${ORIGIN}/en/party`);
    expect(locs.some((l) => /\/search|\/honest\/query/.test(l))).toBe(false);
    for (const lang of ['zh', 'en'] as const) {
      const news = await getData<{ list: { id: string }[] }>(t.app, `${API_PATHS.newsList}?pageSize=100`, lang);
      for (const item of news.list) {
        expect(locs).toContain(`${ORIGIN}${lang === 'en' ? '/en' : ''}/detail/news/${item.id}`);
      }
    }
  });

  it('answers each address with no script needed: its title, description, heading and body text', async () => {
    for (const [loc, page] of pages) {
      const path = pathOf(loc);
      const lang = langOfPath(path);
      const route = routeOfPath(path);
      expect(page.lang, loc).toBe(lang === 'en' ? 'en' : 'zh-CN');
      expect(page.h1, loc).toHaveLength(1);
      expect(page.meta.get('description'), loc).toBeTruthy();
      expect(page.payload?.route, loc).toBe(route);
      const detail = /^\/detail\/(\w+)\/(.+)$/.exec(route);
      if (detail) {
        // An article: the API's title, summary and text are in the HTML.
        const [, kind, id] = detail;
        const article = await getData<ArticleDetail>(
          t.app,
          `${API_PATHS[DETAIL_CALLS[kind as DetailKind]]}?id=${id}`,
          lang,
        );
        expect(page.h1[0]).toBe(squash(article.title));
        expect(page.title?.startsWith(article.title)).toBe(true);
        expect(page.meta.get('description')).toBe(article.summary);
        const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(article.content)?.[1] ?? '';
        expect(page.rootText).toContain(squash(decode(firstParagraph.replace(/<[^>]+>/g, ''))).slice(0, 40));
        continue;
      }
      if (route.includes('?')) continue; // a survey record: checked with the survey list below
      const copy = await t.db
        .selectFrom('page_copy')
        .selectAll()
        .where('link', '=', route)
        .where('lang', '=', lang)
        .executeTakeFirstOrThrow();
      expect(page.meta.get('description'), loc).toBe(copy.description);
      if (route !== '/') {
        expect(page.h1[0], loc).toBe(copy.title);
        expect(page.title?.startsWith(copy.title), loc).toBe(true);
      }
      // Every line of the copy without a figure (figures are shown converted: 4026.00万) is on the page.
      for (const line of copy.body_text.split('\n').filter((l) => l.trim().length > 3 && !/\d/.test(l))) {
        expect(bare(page.rootText), `${loc}: ${line}`).toContain(bare(line));
      }
    }
  });

  // The content lint checks the copy as written; code puts sentences together from it (a chart's text
  // alternative, "播放视频：<title>"). Here, where every page is rendered anyway, what the pages show and
  // say is held to the copy's punctuation rules, in both layouts and both languages.
  it('punctuates what every page shows and says as the copy is punctuated (both layouts, both languages)', async () => {
    const texts: RenderedText[] = [];
    for (const [loc, body] of bodies) {
      const path = pathOf(loc);
      texts.push(...renderedTexts(path, body));
      texts.push(...renderedTexts(`${path} (phone)`, (await fetchPage(t, path, PHONE)).body));
    }
    // What code writes is among it: the chart's description, the play buttons' names.
    const financial = texts.filter((x) => x.page === '/financial');
    expect(financial.some((x) => x.where.endsWith(' desc') && x.text.includes('年度'))).toBe(true);
    expect(texts.some((x) => x.where === 'button.play-button[aria-label]' && x.lang === 'zh')).toBe(true);
    expect(lintRenderedText(texts).map(formatFinding)).toEqual([]);
    // It renders every page's phone layout (190-odd renders): 22–30 s on a slow machine under the full suite.
  }, 120_000);

  it('shows the lists and records the API holds on the pages that list them', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const prefix = lang === 'en' ? '/en' : '';
      const news = await getData<{ list: { title: string }[] }>(t.app, `${API_PATHS.newsList}?pageSize=10`, lang);
      const centre = pages.get(`${ORIGIN}${prefix}/enterpriseDynamics`);
      for (const item of news.list.slice(0, 5)) expect(centre?.rootText).toContain(squash(item.title));
      const surveys = await getData<{ list: { id: string; title: string; summary: string }[] }>(
        t.app,
        API_PATHS.surveyList,
        lang,
      );
      for (const survey of surveys.list) {
        const record = pages.get(`${ORIGIN}${prefix}/securities/detail?id=${encodeURIComponent(survey.id)}`);
        expect(record?.title?.startsWith(survey.title), survey.id).toBe(true);
        expect(record?.rootText).toContain(squash(survey.title));
        expect(record?.meta.get('description')).toBe(survey.summary);
      }
    }
    const notices = await getData<{ list: { title: string }[] }>(t.app, `${API_PATHS.noticeList}?pageSize=5`, 'zh');
    for (const notice of notices.list) expect(pages.get(`${ORIGIN}/announcement`)?.rootText).toContain(notice.title);
  });

  it('links every page of both languages to the other and back, with x-default Chinese', () => {
    for (const [loc, page] of pages) {
      const canonical = page.links.filter((l) => l.rel === 'canonical');
      expect(
        canonical.map((l) => l.href),
        loc,
      ).toEqual([loc]);
      const alternates = page.links.filter((l) => l.rel === 'alternate' && l.hreflang);
      if (alternates.length === 0) continue;
      const zh = alternates.find((l) => l.hreflang === 'zh-CN')?.href;
      const en = alternates.find((l) => l.hreflang === 'en')?.href;
      expect(alternates.find((l) => l.hreflang === 'x-default')?.href, loc).toBe(zh);
      expect([zh, en], loc).toContain(loc);
      for (const twin of [zh, en]) {
        const other = pages.get(twin ?? '');
        expect(other, `${loc} names ${twin}, which the sitemap lacks`).toBeDefined();
        const back = other?.links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]);
        expect(back, twin).toEqual(
          expect.arrayContaining([
            ['zh-CN', zh],
            ['en', en],
            ['x-default', zh],
          ]),
        );
      }
    }
    // A Chinese-only page has no alternates.
    expect(pages.get(`${ORIGIN}/party`)?.links.some((l) => l.hreflang)).toBe(false);
  });

  it('links each page to its hash twin, which the app shows the same', () => {
    for (const [loc, page] of pages) {
      const path = pathOf(loc);
      const lang = langOfPath(path);
      const hash = `${ORIGIN}${lang === 'en' ? '/en/' : '/'}#${routeOfPath(path)}`;
      expect(
        page.links.filter((l) => l.hashTwin).map((l) => l.href),
        loc,
      ).toEqual([hash]);
    }
  });

  // Every page's picture is drawn on first asking (about 9 s for all on a quiet machine, three times that
  // beside CI's other suites).
  it('carries the share card: Open Graph and the microdata WeChat reads, with a picture that loads', {
    timeout: 90_000,
  }, async () => {
    const images = new Set<string>();
    for (const [loc, page] of pages) {
      expect(page.meta.get('og:title'), loc).toBe(page.title);
      expect(page.meta.get('og:description'), loc).toBe(page.meta.get('description'));
      expect(page.meta.get('og:url'), loc).toBe(loc);
      expect(page.meta.get('itemprop' in {} ? '' : 'name'), loc).toBe(page.title);
      expect(page.itemScope, `${loc}: the itemprop metas belong to the page's item`).toBe(true);
      expect(page.meta.get('og:image'), loc).toMatch(/^https:\/\/www\.example\.com\//);
      expect(page.meta.get('image'), loc).toBe(page.meta.get('og:image'));
      images.add(page.meta.get('og:image') ?? '');
    }
    for (const image of images) {
      const res = await get(t.app, pathOf(image));
      expect(res.statusCode, image).toBe(200);
      expect(res.headers['content-type'], image).toMatch(/^image\/(png|jpeg|webp)$/);
    }
    // The page's own banner is its picture.
    const banners = await getData<{ picInfo: string }[]>(
      t.app,
      `${API_PATHS.commonBanners}?module=feedProcessing`,
      'zh',
    );
    const stem = banners[0]?.picInfo.replace(/^\/media\//, '').replace(/\.svg$/, '');
    expect(pages.get(`${ORIGIN}/feedProcessing`)?.meta.get('og:image')).toBe(`${ORIGIN}/share-images/${stem}.png`);
  });

  it('describes the company with its ticker, the place of each page, and each article', async () => {
    for (const [loc, page] of pages) {
      const graph = (page.jsonLd[0] as { '@graph': Record<string, unknown>[] })['@graph'];
      const organization = graph.find((node) => node['@type'] === 'Corporation');
      expect(organization?.tickerSymbol, loc).toBe(TICKER_SYMBOL);
      const crumbs = graph.find((node) => node['@type'] === 'BreadcrumbList') as {
        itemListElement: { position: number; item: string }[];
      };
      expect(crumbs.itemListElement.at(-1)?.item, loc).toBe(loc);
      // Articles and survey records are articles.
      const article = graph.find((node) => node['@type'] === 'NewsArticle');
      expect(Boolean(article), loc).toBe(/\/detail[/?]/.test(loc));
      if (article) expect(page.title?.startsWith(String(article.headline)), loc).toBe(true);
    }
    // The ticker is the company's share as the quote API lists it.
    const quotes = await getData<{ code: string; kind: string }[]>(t.app, API_PATHS.stockMarketList, 'zh');
    expect(quotes.filter((q) => q.kind === 'stock').map((q) => q.code)).toEqual([TICKER_SYMBOL.split(':')[1]]);
  });

  it('serves /robots.txt naming the sitemap', async () => {
    const res = await get(t.app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sends an English address of a Chinese-only page to the page English shows instead', async () => {
    const res = await fetchPage(t, '/en/party');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/en${findRoute('/introduction')?.item.link}`);
  });

  it('answers a missing article and an unknown address with 404 pages that are not indexed', async () => {
    const article = await fetchPage(t, '/detail/news/no-such-article');
    expect(article.statusCode).toBe(404);
    expect(readPage(article.body).meta.get('robots')).toBe('noindex, follow');
    const unknown = await fetchPage(t, '/en/no-such-page');
    expect(unknown.statusCode).toBe(404);
    const page = readPage(unknown.body);
    expect(page.lang).toBe('en');
    expect(page.h1).toHaveLength(1);
    expect(page.meta.get('robots')).toBe('noindex, follow');
    // An API client still gets the envelope, and a page spelled with a trailing slash its own address.
    expect((await get(t.app, '/no-such-page', 'zh')).json()).toMatchObject({ code: 404 });
    const slash = await fetchPage(t, '/feedProcessing/');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/feedProcessing');
  });

  it('renders the phone layout for a phone and keeps each layout with its own ETag', async () => {
    const desktop = await fetchPage(t, '/culture');
    const phone = await fetchPage(t, '/culture', PHONE);
    expect(desktop.body).toContain('site is-desktop');
    expect(phone.body).toContain('site is-mobile');
    expect(desktop.headers.vary).toContain('User-Agent');
    expect(desktop.headers['cache-control']).toBe('no-cache');
    expect(phone.headers.etag).not.toBe(desktop.headers.etag);
    const again = await fetchPage(t, '/culture', DESKTOP, { 'if-none-match': String(desktop.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never keeps a private page whose address carries a token: sent no-store, rendered anew each time', async () => {
    const token = 'subscriber-id.forged-but-secret-looking-token';
    for (const path of [`/subscribe?confirm=${token}`, `/en/subscribe?manage=${token}`]) {
      const first = await fetchPage(t, path);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(t.app.contentState.cache.get(JSON.stringify(['page', ORIGIN, false, path]))).toBeUndefined();
    }
    const fragment = await get(t.app, `${PAGE_FRAGMENT_PATH}/subscribe?manage=${token}`, undefined, {
      'user-agent': DESKTOP,
    });
    expect(fragment.statusCode).toBe(200);
    expect(fragment.headers['cache-control']).toBe('no-store');
    // The page itself, without a token, is kept like any other.
    expect((await fetchPage(t, '/subscribe')).headers['cache-control']).toBe('no-cache');
    expect(t.app.contentState.cache.get(JSON.stringify(['page', ORIGIN, false, '/subscribe']))).toBeDefined();
  });

  it("carries its first screen's rules in the head and the style sheet at the end of the body, switched on once parsed", async () => {
    const sheetOf = (html: string) =>
      /<link media="print" data-site-css rel="stylesheet" crossorigin href="([^"]+)">/.exec(html)?.[1];
    for (const [loc, html] of bodies) {
      const head = html.slice(0, html.indexOf('</head>'));
      // Nothing in the head holds the first paint back: no style sheet, the rules inline.
      expect(head, loc).not.toMatch(/<link rel="stylesheet"/);
      const rules = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      expect(rules, loc).toContain('.site-header{');
      expect(rules, loc).toContain('.site-main{');
      expect(rules, loc).toMatch(/html\[data-contrast=(high|"high")\]/);
      const sheet = sheetOf(html);
      expect(sheet, loc).toMatch(/^\/assets\/style-.*\.css$/);
      expect(html, loc).toContain(`<noscript><link rel="stylesheet" crossorigin href="${sheet}"></noscript></body>`);
    }
    const sheet = sheetOf(bodies.get(`${ORIGIN}/`) ?? '') ?? '';
    const whole = (await get(t.app, sheet)).body;
    // Only the first screen's: the footer's rules and those of the blocks further down wait for the sheet.
    const home = /<style>([\s\S]*?)<\/style>/.exec(bodies.get(`${ORIGIN}/`) ?? '')?.[1] ?? '';
    expect(whole).toContain('.footer-columns{');
    expect(home).not.toContain('.footer-columns{');
    expect(home.length).toBeLessThan(whole.length / 3);
    // A hash address's fragment brings its first screen's rules too.
    const fragment = (
      await get(t.app, `${PAGE_FRAGMENT_PATH}/culture`, undefined, { 'user-agent': PHONE })
    ).json() as PageFragment;
    expect(fragment.css).toContain('.mobile-menu{');
    expect(fragment.css).not.toContain('.footer-columns{');
    // And the rule of its first frame, which the path pages go without (their HTML is to fit one round trip).
    expect(fragment.css).toContain(`html[${FRAGMENT_SETTLING_ATTRIBUTE}] .page>*+*`);
    expect(home).not.toContain(FRAGMENT_SETTLING_ATTRIBUTE);
  });

  it('links pages by their path addresses, so a crawler finds every page by following links', () => {
    const links = pages.get(`${ORIGIN}/feedProcessing`)?.rootLinks ?? [];
    expect(links).toContain('/valueBreeding');
    expect(links.some((href) => href.startsWith('#/'))).toBe(false);
    expect(pages.get(`${ORIGIN}/en/feedProcessing`)?.rootLinks).toContain('/en/valueBreeding');
  });

  it("answers a hash address's page fragment: the same page with hash links, its data, styles and code", async () => {
    for (const path of ['/feedProcessing', '/en/feedProcessing', '/culture', '/en/introduction']) {
      const served = pages.get(`${ORIGIN}${path}`);
      const res = await get(t.app, `${PAGE_FRAGMENT_PATH}${path}`, undefined, { 'user-agent': DESKTOP });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const fragment = res.json() as PageFragment;
      expect(fragment.route).toBe(routeOfPath(path));
      expect(fragment.title).toBe(served?.title);
      expect(fragment.data).toEqual(served?.payload?.data);
      const shown = readPage(`<html><head></head><body><div id="root">${fragment.html}</div></body></html>`);
      expect(shown.h1).toEqual(served?.h1);
      expect(bare(shown.rootText)).toBe(bare(served?.rootText ?? ''));
      // Links as the app writes them at a hash address: no path address of a page.
      expect(shown.rootLinks).toContain('#/');
      expect(shown.rootLinks.filter((href) => /^\/(en\/)?[a-zA-Z]+$/.test(href))).toEqual([]);
      const headStyles = served?.links.filter((l) => l.rel === 'stylesheet').map((l) => l.href) ?? [];
      for (const file of fragment.styles) expect(headStyles).toContain(file);
      // The page's own code, which the path page names for the app loader and starts nothing of itself.
      expect(fragment.scripts.length, path).toBeGreaterThan(0);
      expect(served?.pageModules).toEqual(fragment.scripts);
      expect(served?.scriptTags).toBe(0);
      for (const file of [...fragment.styles, ...fragment.scripts])
        expect((await get(t.app, file)).statusCode).toBe(200);
    }
    expect(
      (await get(t.app, `${PAGE_FRAGMENT_PATH}/feedProcessing`, undefined, { 'user-agent': PHONE })).body,
    ).toContain('site is-mobile');
    // None for a missing page or article, nor for the English address of a Chinese-only page: the app renders those.
    for (const path of ['/no-such-page', '/detail/news/no-such-item', '/en/party']) {
      expect((await get(t.app, `${PAGE_FRAGMENT_PATH}${path}`)).statusCode, path).toBe(404);
    }
  });
});

describe.each(databases())('prerendered pages follow the content on %s', (dialect) => {
  let t: TestApp;
  let content: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { webDist: WEB_DIST, siteUrl: ORIGIN });
    content = mkdtempSync(join(tmpdir(), 'muyuan-content-'));
    cpSync(CONTENT_DIR, content, { recursive: true });
  });
  afterAll(async () => {
    await t?.cleanup();
    rmSync(content, { recursive: true, force: true });
  });

  it('shows a news item imported after start in the sitemap and at its address, without a restart', async () => {
    const before = await fetchPage(t, '/enterpriseDynamics');
    const news = join(content, 'data/news.yaml');
    writeFileSync(
      news,
      `${readFileSync(news, 'utf8')}
- id: news-imported-later
  category: company
  date: 2030-01-02
  zh:
    title: 牧原新建饲料厂投产
    summary: 新饲料厂于今日投产，供应周边两百公里内的养殖场。
    body: |
      新建饲料厂今日正式投产，采用高温调质工艺。
  en:
    title: A new feed mill starts production
    summary: The new mill supplies the farms within 200 km.
    body: |
      The new feed mill started production today, using heat conditioning.
`,
    );
    await importContent(t.db, content);
    await t.app.contentState.refresh();

    const locs = await sitemapLocs(t);
    expect(locs).toContain(`${ORIGIN}/detail/news/news-imported-later`);
    expect(locs).toContain(`${ORIGIN}/en/detail/news/news-imported-later`);
    const sitemap = (await get(t.app, '/sitemap.xml')).body;
    expect(sitemap).toMatch(
      /<loc>https:\/\/www\.example\.com\/detail\/news\/news-imported-later<\/loc><lastmod>2030-01-02<\/lastmod>/,
    );
    const page = readPage((await fetchPage(t, '/detail/news/news-imported-later')).body);
    expect(page.h1).toEqual(['牧原新建饲料厂投产']);
    expect(page.rootText).toContain('新建饲料厂今日正式投产');
    // The news centre lists it first: its cached page was dropped with the old content.
    const after = await fetchPage(t, '/enterpriseDynamics');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(readPage(after.body).rootText).toContain('牧原新建饲料厂投产');
  });

  it('dates the pages by the last import that changed the content', async () => {
    const lastmod = (body: string) => /<loc>[^<]*\/feedProcessing<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1];
    const first = lastmod((await get(t.app, '/sitemap.xml')).body);
    expect(first).toBeDefined();
    // The same content again: the date stays.
    await importContent(t.db, content);
    await t.app.contentState.refresh();
    expect(lastmod((await get(t.app, '/sitemap.xml')).body)).toBe(first);
  });
});
