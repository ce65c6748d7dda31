import { MAX_SEARCH_KEYWORD_LENGTH } from '@muyuan/contract/constants';
import type { Lang } from '@muyuan/contract/lang';
import { type DocumentSearch, searchDocuments } from '@muyuan/contract/search';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeContentMeta } from '../src/content-model/content-meta.ts';
import { PARAMETER_RULES } from '../src/http/parameter-rules.ts';
import { databases } from './helpers/databases.ts';
import { storeDocument } from './helpers/document-rows.ts';
import { get, getData, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const ESG_2023 = '/media/files/reports/2023-esg-report.pdf';
const ESG_2024 = '/media/files/reports/2024-esg-report.pdf';
const ANNUAL_2023_ZH = '/media/files/notices/2024-annual-summary.pdf';
const ANNUAL_2023_EN = '/media/files/periodic/2023-annual-summary-en.pdf';
const BOND_LISTING = '/media/files/notices/2021-bond-listing.pdf';
const DIVIDEND = '/media/files/notices/2022-dividend-implementation.pdf';
const POLL_MS = 100;

const find = (t: TestApp, lang: Lang, params: Record<string, string | number>) =>
  getData<DocumentSearch>(t.app, `${searchDocuments.path}?${qs(params)}`, lang);

/** What the reader would have stored for some of the seed's PDFs, and for a few it must not show. */
async function storeSeedTexts(t: TestApp): Promise<void> {
  await storeDocument(t.db, {
    paths: [ESG_2023],
    hash: 'esg-2023',
    pages: [
      '牧原股份2023年度ESG报告 目录',
      '董事长致辞：坚持绿色发展',
      '我们在粪污资源化利用方面取得进展，沼气发电项目全面投运。',
    ],
  });
  await storeDocument(t.db, {
    paths: [ANNUAL_2023_ZH],
    hash: 'annual-2023-zh',
    pages: ['牧原股份2023年年度报告摘要', '报告期内，公司生猪出栏6381.6万头，育种体系持续优化。'],
  });
  await storeDocument(t.db, {
    paths: [ANNUAL_2023_EN],
    hash: 'annual-2023-en',
    pages: [
      'Muyuan Foods 2023 Annual Report Summary',
      'Revenue grew while hog prices stayed low.',
      'Feed costs fell through the year.',
      'Biosecurity rules were tightened on every farm.',
    ],
  });
  await storeDocument(t.db, {
    paths: [BOND_LISTING],
    hash: 'bond-listing',
    pages: ['牧原股份关于可转换公司债券上市的公告'],
  });
  await storeDocument(t.db, {
    paths: [ESG_2024],
    hash: 'esg-2024-scan',
    source: 'ocr',
    pages: ['牧原股份2024年度ESG报告：屋顶光伏电站'],
  });
  // Words that no search may find: a file that failed, a scan not yet read by OCR, a file nobody publishes.
  await storeDocument(t.db, {
    paths: ['/media/files/notices/2021-q1-report.pdf'],
    hash: 'damaged',
    status: 'failed',
    pages: ['损坏文件里的独角兽'],
  });
  await storeDocument(t.db, {
    paths: ['/media/files/reports/2020-csr-report.pdf'],
    hash: 'scan',
    status: 'no-text',
    pages: ['扫描件里的独角兽'],
  });
  await storeDocument(t.db, {
    paths: ['/media/files/unused/orphan.pdf'],
    hash: 'orphan',
    pages: ['孤立文件里的独角兽'],
  });
}

describe.each(databases())('searchDocuments on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { contentPollMs: POLL_MS });
    await storeSeedTexts(t);
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('finds a Chinese phrase on the page that holds it, with a snippet and a link to that page', async () => {
    const result = await find(t, 'zh', { keyword: '沼气发电' });
    expect(result.total).toBe(1);
    expect(result.list[0]).toMatchObject({
      title: '2023年度环境、社会及治理（ESG）报告',
      kind: 'responsibilityReport',
      year: 2023,
      publishDate: null,
      file: ESG_2023,
      fileLang: 'zh',
      ocr: false,
    });
    expect(result.list[0]?.pages).toHaveLength(1);
    expect(result.list[0]?.pages[0]).toMatchObject({ page: 3, route: `${ESG_2023}#page=3` });
    expect(result.list[0]?.pages[0]?.snippet).toContain('沼气发电');
  });

  it('finds an English word on its page of the English PDF, under the English title', async () => {
    const result = await find(t, 'en', { keyword: 'biosecurity' });
    expect(result.list.map((d) => d.file)).toEqual([ANNUAL_2023_EN]);
    expect(result.list[0]).toMatchObject({
      title: '2023 Annual Report Summary',
      kind: 'periodicReport',
      publishDate: '2024-04-26',
      fileLang: 'en',
    });
    expect(result.list[0]?.pages.map((p) => p.page)).toEqual([4]);
    expect(result.list[0]?.pages[0]?.snippet).toContain('Biosecurity');
    // The English PDF belongs to the English site only.
    expect((await find(t, 'zh', { keyword: 'biosecurity' })).total).toBe(0);
  });

  it('shows a record in English under its English title, whatever the language of its PDF', async () => {
    const result = await find(t, 'en', { keyword: '沼气发电' });
    expect(result.list[0]).toMatchObject({
      title: '2023 Environmental, Social and Governance (ESG) Report',
      fileLang: 'zh',
      file: ESG_2023,
    });
  });

  it('shows the Chinese-only announcements in English results too, under their Chinese titles', async () => {
    const result = await find(t, 'en', { keyword: '可转换公司债券' });
    expect(result.list.map((d) => [d.kind, d.title, d.year])).toEqual([
      ['announcement', '关于可转换公司债券上市的公告', 2021],
    ]);
  });

  it('names a periodic report filed as an announcement as the periodic report', async () => {
    const result = await find(t, 'zh', { keyword: '育种体系' });
    expect(result.list.map((d) => [d.kind, d.title, d.year, d.publishDate])).toEqual([
      ['periodicReport', '2023年年度报告摘要', 2023, '2024-04-26'],
    ]);
  });

  it('marks text read by OCR', async () => {
    const result = await find(t, 'zh', { keyword: '光伏电站' });
    expect(result.list.map((d) => [d.file, d.ocr])).toEqual([[ESG_2024, true]]);
  });

  it('filters by kind and year and counts each filter without itself', async () => {
    const all = await find(t, 'zh', { keyword: '牧原股份' });
    expect(all.total).toBe(4);
    const announcements = await find(t, 'zh', { keyword: '牧原股份', kind: 'announcement' });
    expect(announcements.list.map((d) => d.file)).toEqual([BOND_LISTING]);
    expect(announcements.years).toEqual([{ year: 2021, count: 1 }]);
    const of2023 = await find(t, 'zh', { keyword: '牧原股份', year: 2023 });
    expect(of2023.list.map((d) => d.file).sort()).toEqual([ANNUAL_2023_ZH, ESG_2023].sort());
    expect(of2023.kinds).toEqual([
      { kind: 'announcement', count: 0 },
      { kind: 'periodicReport', count: 1 },
      { kind: 'responsibilityReport', count: 1 },
      { kind: 'other', count: 0 },
    ]);
    expect(of2023.years).toEqual([
      { year: 2024, count: 1 },
      { year: 2023, count: 2 },
      { year: 2021, count: 1 },
    ]);
    const both = await find(t, 'zh', { keyword: '牧原股份', year: 2023, kind: 'periodicReport' });
    expect(both.list.map((d) => d.file)).toEqual([ANNUAL_2023_ZH]);
  });

  it('pages the ranked documents and keeps the total', async () => {
    const all = await find(t, 'zh', { keyword: '牧原股份', pageSize: 10 });
    const pages = await Promise.all(
      [1, 2].map((pageNum) => find(t, 'zh', { keyword: '牧原股份', pageSize: 2, pageNum })),
    );
    expect(pages.map((p) => p.total)).toEqual([4, 4]);
    expect(pages.flatMap((p) => p.list.map((d) => d.file))).toEqual(all.list.map((d) => d.file));
    expect(pages[1]?.pageNum).toBe(2);
    const scores = all.list.map((d) => d.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds no words in a failed file, an unread scan or a file no published record uses', async () => {
    for (const lang of ['zh', 'en'] as const) {
      expect((await find(t, lang, { keyword: '独角兽' })).total).toBe(0);
    }
  });

  it('finds a file read after the index was built within a content poll, without a new content version', async () => {
    const version = t.app.contentState.version;
    await storeDocument(t.db, {
      paths: [DIVIDEND],
      hash: 'dividend',
      pages: ['封面', '2021年年度权益分派实施公告正文'],
    });
    await vi.waitFor(
      async () => {
        const result = await find(t, 'zh', { keyword: '权益分派实施' });
        expect(result.list.map((d) => [d.file, d.pages[0]?.page])).toEqual([[DIVIDEND, 2]]);
      },
      { timeout: POLL_MS * 30, interval: POLL_MS / 2 },
    );
    expect(t.app.contentState.version).toBe(version);
  });

  it('finds a scan once OCR has read it, and a file replaced under the same address by its new text', async () => {
    await t.db
      .updateTable('document_texts')
      .set({ status: 'text', source: 'ocr', read_at: new Date().toISOString() })
      .where('hash', '=', 'scan')
      .execute();
    await storeDocument(t.db, { paths: [], hash: 'bond-listing-v2', pages: ['更正后的上市公告：债券简称牧原转债'] });
    await t.db
      .updateTable('document_files')
      .set({ hash: 'bond-listing-v2', seen_at: new Date().toISOString() })
      .where('path', '=', BOND_LISTING)
      .execute();
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
    const scan = await find(t, 'zh', { keyword: '独角兽' });
    expect(scan.list.map((d) => [d.file, d.ocr, d.pages[0]?.page])).toEqual([
      ['/media/files/reports/2020-csr-report.pdf', true, 1],
    ]);
    expect((await find(t, 'zh', { keyword: '牧原转债' })).list.map((d) => d.file)).toEqual([BOND_LISTING]);
    expect((await find(t, 'zh', { keyword: '可转换' })).total).toBe(0);
  });

  it("shows a PDF an article attaches as another document, under the attachment's title, once the article is published", async () => {
    const file = `/media/u/${'ab'.repeat(32)}.pdf`;
    const attach = (lang: Lang, title: string) =>
      t.db
        .updateTable('articles')
        .set({ attachments_json: JSON.stringify([{ title, url: file, size: 1000 }]) })
        .where('id', '=', 'news-2021-slaughter-plant')
        .where('lang', '=', lang)
        .execute();
    await storeDocument(t.db, { paths: [file], hash: 'brochure', pages: ['冷链物流中心 cold chain logistics'] });
    await attach('zh', '屠宰厂简介（PDF）');
    await attach('en', 'Slaughter plant brochure (PDF)');
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
    // Not yet: which records use which files is read again when the content version moves.
    expect((await find(t, 'zh', { keyword: '冷链物流' })).total).toBe(0);

    await writeContentMeta(t.db, { version: String((t.app.contentState.version ?? 0) + 1) });
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
    const zh = await find(t, 'zh', { keyword: '冷链物流' });
    const en = await find(t, 'en', { keyword: 'cold chain', kind: 'other' });
    expect(zh.list.map((d) => [d.kind, d.title, d.publishDate, d.year])).toEqual([
      ['other', '屠宰厂简介（PDF）', '2021-09-18', 2021],
    ]);
    expect(en.list.map((d) => [d.kind, d.title, d.file])).toEqual([['other', 'Slaughter plant brochure (PDF)', file]]);
  });

  it("shows a library PDF another record names under that record's title, in the languages that name it", async () => {
    const file = `/media/u/${'cd'.repeat(32)}.pdf`;
    const row = await t.db
      .selectFrom('content_documents')
      .select(['json', 'title_en'])
      .where('record_id', '=', 'leader-chairman')
      .executeTakeFirstOrThrow();
    const record = JSON.parse(row.json) as { en: { bio: string } };
    record.en.bio = `${record.en.bio} [CV](${file})`;
    await t.db
      .updateTable('content_documents')
      .set({ json: JSON.stringify(record), published: 1 })
      .where('record_id', '=', 'leader-chairman')
      .execute();
    await storeDocument(t.db, {
      paths: [file],
      hash: 'chairman-cv',
      pages: ['Curriculum vitae', 'Veterinary science degree'],
    });
    await writeContentMeta(t.db, { version: String((t.app.contentState.version ?? 0) + 1) });
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
    const en = await find(t, 'en', { keyword: 'veterinary' });
    expect(en.list.map((d) => [d.kind, d.title, d.pages[0]?.page])).toEqual([['other', row.title_en, 2]]);
    expect((await find(t, 'zh', { keyword: 'veterinary' })).total).toBe(0);
  });

  it('forgets the files no longer used, building the index anew when most of it went', async () => {
    await t.db.deleteFrom('document_files').where('path', '!=', ESG_2023).execute();
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
    expect(t.app.contentState.documents.indexSize).toMatchObject({ texts: 1, dropped: 0 });
    expect((await find(t, 'zh', { keyword: '牧原股份' })).list.map((d) => d.file)).toEqual([ESG_2023]);
    expect((await find(t, 'en', { keyword: '沼气发电' })).list[0]?.pages[0]?.page).toBe(3);
  });

  it.each([
    ['keyword=', 'keyword'],
    ['keyword=%20%20', 'keyword'],
    [`keyword=${'x'.repeat(MAX_SEARCH_KEYWORD_LENGTH + 1)}`, 'keyword'],
    ['', 'keyword'],
    ['keyword=a&keyword=b', 'keyword'],
    ['keyword=feed&year=23', 'year'],
    ['keyword=feed&year=twenty', 'year'],
    ['keyword=feed&kind=video', 'kind'],
    ['keyword=feed&kind=announcement&kind=other', 'kind'],
    ['keyword=feed&pageNum=abc', 'pageNum'],
    ['keyword=feed&pageSize=101', 'pageSize'],
  ])('refuses ?%s with a 400 naming %s in the visitor language', async (query, field) => {
    const zh = await get(t.app, `${searchDocuments.path}?${query}`, 'zh');
    const en = await get(t.app, `${searchDocuments.path}?${query}`, 'en');
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: 400, msg: `请求参数无效：${field} ${PARAMETER_RULES[field]?.zh}`, data: null });
    expect(en.json()).toEqual({
      code: 400,
      msg: `Invalid request parameter: ${field} ${PARAMETER_RULES[field]?.en}`,
      data: null,
    });
  });
});
