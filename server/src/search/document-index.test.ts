import { describe, expect, it } from 'vitest';
import { type DocumentEntry, DocumentIndex } from './document-index.ts';
import { pageHits } from './page-hits.ts';

const entry = (hash: string, over: Partial<DocumentEntry> = {}): DocumentEntry => ({
  file: `/media/files/${hash}.pdf`,
  hash,
  kind: 'announcement',
  title: `Document ${hash}`,
  publishDate: '2024-04-20',
  year: 2024,
  ...over,
});

const PAGES: Record<string, string[]> = {
  annual: [
    '公司概况与主要财务指标',
    '本年度生猪出栏量稳步增长，饲料成本下降',
    'Feed conversion improved across all farms',
  ],
  esg: ['环境保护与粪污资源化利用', '社会责任：乡村振兴与员工关怀'],
  english: ['Letter to shareholders', 'Biosecurity and feeding programmes', 'Outlook for the year ahead'],
};

async function corpus(): Promise<DocumentIndex> {
  const index = new DocumentIndex();
  for (const [hash, pages] of Object.entries(PAGES))
    await index.add(hash, pages, hash === 'esg', '2026-12-01T00:00:00Z');
  index.setCatalogue('zh', [
    entry('annual', { kind: 'periodicReport', year: 2023, title: '2023年年度报告' }),
    entry('esg', { kind: 'responsibilityReport', year: 2024, publishDate: null, title: '2024年ESG报告' }),
  ]);
  index.setCatalogue('en', [
    entry('annual', { kind: 'periodicReport', year: 2023, title: '2023 Annual Report' }),
    entry('english', { kind: 'other', year: 2024, title: 'Shareholder letter' }),
  ]);
  return index;
}

const files = (index: DocumentIndex, lang: 'zh' | 'en', keyword: string, filters = {}) =>
  index.search(lang, keyword, filters, 1, 10).matches.map((m) => m.entry.hash);

describe('DocumentIndex', () => {
  it('finds Chinese words by their bigrams and English words by prefix, in the language that shows the file', async () => {
    const index = await corpus();
    expect(files(index, 'zh', '饲料成本')).toEqual(['annual']);
    expect(files(index, 'zh', '乡村振兴')).toEqual(['esg']);
    expect(files(index, 'en', 'feed').sort()).toEqual(['annual', 'english']);
    expect(files(index, 'en', 'biosecurity')).toEqual(['english']);
    // The ESG report is not on the English site: its words find nothing there.
    expect(files(index, 'en', '乡村振兴')).toEqual([]);
    expect(index.search('en', 'feed', {}, 1, 10).matches.find((m) => m.entry.hash === 'annual')?.entry.title).toBe(
      '2023 Annual Report',
    );
  });

  it('wants every word when some document has them all, any word otherwise', async () => {
    const index = await corpus();
    expect(files(index, 'en', 'feeding shareholders')).toEqual(['english']);
    expect(files(index, 'en', 'shareholders conversion').sort()).toEqual(['annual', 'english']);
  });

  it('filters by kind and year and counts each facet without its own filter', async () => {
    const index = await corpus();
    const all = index.search('en', 'feed', {}, 1, 10);
    expect(all.total).toBe(2);
    const kinds = index.search('en', 'feed', { kind: 'other' }, 1, 10);
    expect(kinds.matches.map((m) => m.entry.hash)).toEqual(['english']);
    expect(Object.fromEntries(kinds.kinds)).toEqual({ periodicReport: 1, other: 1 });
    expect(Object.fromEntries(kinds.years)).toEqual({ 2024: 1 });
    const year = index.search('en', 'feed', { year: 2023 }, 1, 10);
    expect(year.matches.map((m) => m.entry.hash)).toEqual(['annual']);
    expect(Object.fromEntries(year.kinds)).toEqual({ periodicReport: 1 });
  });

  it('pages the ranked documents and keeps the total', async () => {
    const index = await corpus();
    const first = index.search('en', 'feed', {}, 1, 1);
    const second = index.search('en', 'feed', {}, 2, 1);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.matches, ...second.matches].map((m) => m.entry.hash).sort()).toEqual(['annual', 'english']);
    expect(first.matches[0]?.score).toBeGreaterThanOrEqual(second.matches[0]?.score ?? 0);
  });

  it('forgets a removed text and indexes a text read again anew', async () => {
    const index = await corpus();
    index.remove('annual');
    expect(files(index, 'zh', '饲料成本')).toEqual([]);
    await index.add('esg', ['扫描件经光学识别：污水处理'], true, '2026-12-02T00:00:00Z');
    expect(files(index, 'zh', '污水处理')).toEqual(['esg']);
    expect(files(index, 'zh', '乡村振兴')).toEqual([]);
    expect(index.search('zh', '污水处理', {}, 1, 1).matches[0]).toMatchObject({ ocr: true, chinese: true });
    expect(index.indexed().get('esg')).toBe('2026-12-02T00:00:00Z');
  });
});

describe('pageHits', () => {
  it('ranks the pages holding most of the terms first, with a snippet around the match', () => {
    const pages = [
      { page: 1, text: 'Contents and a word on feed' },
      { page: 2, text: 'Nothing here' },
      { page: 3, text: `${'Preface. '.repeat(20)}The feed mill doubled its feed output and cut costs.` },
    ];
    const hits = pageHits(pages, ['feed', 'mill']);
    expect(hits.map((h) => h.page)).toEqual([3, 1]);
    expect(hits[0]?.snippet).toMatch(/^….*feed mill doubled/);
  });

  it('shows at most three pages', () => {
    const pages = Array.from({ length: 6 }, (_, i) => ({ page: i + 1, text: `第${i + 1}页：饲料与育种` }));
    expect(pageHits(pages, ['饲料']).map((h) => h.page)).toEqual([1, 2, 3]);
  });
});
