import { describe, expect, it } from 'vitest';
import { type SearchDocument, SearchIndex } from './search-index.ts';

const doc = (id: string, title: string, text: string): SearchDocument => ({
  key: `news:${id}`,
  id,
  kind: 'news',
  title,
  text,
  route: `/newsDetail?id=${id}`,
  publishDate: '2026-11-20',
});

/** Twenty articles per language, so that changing a few is an update in place, not a rebuild. */
const corpus = (): Record<'zh' | 'en', SearchDocument[]> => ({
  zh: Array.from({ length: 20 }, (_, i) => doc(`n${i}`, `饲料工厂第${i}期`, `育种与养殖的第${i}篇报道`)),
  en: Array.from({ length: 20 }, (_, i) => doc(`n${i}`, `Feed mill report ${i}`, `Breeding and farming, part ${i}`)),
});

const ids = (index: SearchIndex, lang: 'zh' | 'en', keyword: string) =>
  index
    .search(lang, keyword, 1, 100)
    .hits.map((hit) => hit.id)
    .sort();

describe('SearchIndex.update', () => {
  it('adds, replaces and discards the documents that changed, and finds what a fresh index finds', async () => {
    const before = corpus();
    const index = await SearchIndex.build(before);
    expect(ids(index, 'en', 'barn')).toEqual([]);

    const after = corpus();
    after.en[3] = doc('n3', 'Pig barn of the year', 'A new barn');
    after.zh[3] = doc('n3', '年度猪舍', '新猪舍落成');
    after.en.splice(5, 1);
    after.zh.splice(5, 1);
    after.en.push(doc('n99', 'Second barn opens', 'Another barn'));
    after.zh.push(doc('n99', '第二座猪舍', '又一座猪舍'));
    expect(await index.update(after)).toBe(4);

    const fresh = await SearchIndex.build(after);
    for (const [lang, keyword] of [
      ['en', 'barn'],
      ['en', 'report'],
      ['en', 'feed mill'],
      ['zh', '猪舍'],
      ['zh', '饲料'],
      ['zh', '报道'],
    ] as const) {
      expect(ids(index, lang, keyword), `${lang} ${keyword}`).toEqual(ids(fresh, lang, keyword));
    }
    expect(ids(index, 'en', 'barn')).toEqual(['n3', 'n99']);
    expect(ids(index, 'en', 'report')).not.toContain('n5');
    expect(ids(index, 'en', 'report')).not.toContain('n3');
    expect(index.search('en', 'barn', 1, 10).hits.find((hit) => hit.id === 'n3')?.title).toBe('Pig barn of the year');
  });

  it('indexes nothing again when nothing changed, and builds anew when most of it did', async () => {
    const index = await SearchIndex.build(corpus());
    expect(await index.update(corpus())).toBe(0);
    const renamed = corpus();
    for (const lang of ['zh', 'en'] as const)
      renamed[lang] = renamed[lang].map((d) => ({ ...d, title: `${d.title} renamed`, text: 'pasture' }));
    expect(await index.update(renamed)).toBe(40);
    expect(ids(index, 'en', 'pasture')).toHaveLength(20);
    expect(ids(index, 'en', 'breeding')).toEqual([]);
  });
});
