import type { Lang } from '@muyuan/contract/lang';
import type { SearchHit, SearchKind } from '@muyuan/contract/search';
import MiniSearch from 'minisearch';
import { type SnippetSource, snippet, snippetSource } from './snippet.ts';
import { tokenizeForIndex, tokenizeForQuery } from './tokenizer.ts';

/** A searchable record of one language. */
export interface SearchDocument {
  /** Unique within the index: `<kind>:<id>`. */
  key: string;
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  route: string;
  publishDate: string | null;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
}

/** One MiniSearch index per language over news, announcements, securities news, dynamics and pages. */
export class SearchIndex {
  private readonly indexes = new Map<Lang, MiniSearch<SearchDocument>>();
  /** Each language's documents by key, with their text prepared for excerpts once, here. */
  private readonly docs = new Map<Lang, Map<string, { doc: SearchDocument; excerpt: SnippetSource }>>();

  constructor(documents: Record<Lang, SearchDocument[]>) {
    for (const lang of ['zh', 'en'] as const) {
      const index = new MiniSearch<SearchDocument>({
        idField: 'key',
        fields: ['title', 'text'],
        tokenize: tokenizeForIndex,
        searchOptions: { tokenize: tokenizeForQuery, boost: { title: 3 } },
      });
      index.addAll(documents[lang]);
      this.indexes.set(lang, index);
      this.docs.set(
        lang,
        new Map(documents[lang].map((doc) => [doc.key, { doc, excerpt: snippetSource(doc.text || doc.title) }])),
      );
    }
  }

  /**
   * Ranked hits, paged. All query words must match (AND); when that finds nothing, any word may
   * (OR), so a long query still returns the closest pages. Latin words also match as prefixes.
   */
  search(lang: Lang, keyword: string, pageNum: number, pageSize: number): SearchResult {
    const index = this.indexes.get(lang);
    const docs = this.docs.get(lang);
    if (!index || !docs) return { total: 0, hits: [] };
    const prefix = (term: string) => term.length >= 3 && /^[a-z0-9]/.test(term);
    // The query is segmented once, for both passes and the excerpts.
    const terms = tokenizeForQuery(keyword);
    const tokenize = () => terms;
    let results = index.search(keyword, { combineWith: 'AND', prefix, tokenize });
    if (results.length === 0) results = index.search(keyword, { combineWith: 'OR', prefix, tokenize });
    const hits = results.slice((pageNum - 1) * pageSize, pageNum * pageSize).flatMap((r) => {
      const found = docs.get(String(r.id));
      if (!found) return [];
      const { doc, excerpt } = found;
      return [
        {
          id: doc.id,
          kind: doc.kind,
          title: doc.title,
          snippet: snippet(excerpt, terms),
          route: doc.route,
          publishDate: doc.publishDate,
          score: Math.round(r.score * 1000) / 1000,
        },
      ];
    });
    return { total: results.length, hits };
  }
}
