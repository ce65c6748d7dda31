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

/** How many documents are indexed between two turns of the event loop while an index is built. */
const BUILD_CHUNK = 10;

/** One MiniSearch index per language over news, announcements, securities news, dynamics and pages. */
export class SearchIndex {
  private constructor(
    private readonly indexes: Map<Lang, MiniSearch<SearchDocument>>,
    /** Each language's documents by key, with their text prepared for excerpts once, here. */
    private readonly docs: Map<Lang, Map<string, { doc: SearchDocument; excerpt: SnippetSource }>>,
  ) {}

  /** An index that finds nothing: what an instance searches before its first content load. */
  static empty(): SearchIndex {
    return new SearchIndex(new Map(), new Map());
  }

  /**
   * Indexes the documents a few at a time, giving the event loop a turn in between: segmenting and
   * indexing the whole site takes a few hundred ms, which requests arriving during a content change
   * must not wait for (they are answered meanwhile, searches from the index being replaced).
   */
  static async build(documents: Record<Lang, SearchDocument[]>): Promise<SearchIndex> {
    const indexes = new Map<Lang, MiniSearch<SearchDocument>>();
    const docs = new Map<Lang, Map<string, { doc: SearchDocument; excerpt: SnippetSource }>>();
    for (const lang of ['zh', 'en'] as const) {
      const index = new MiniSearch<SearchDocument>({
        idField: 'key',
        fields: ['title', 'text'],
        tokenize: tokenizeForIndex,
        searchOptions: { tokenize: tokenizeForQuery, boost: { title: 3 } },
      });
      await index.addAllAsync(documents[lang], { chunkSize: BUILD_CHUNK });
      indexes.set(lang, index);
      docs.set(
        lang,
        new Map(documents[lang].map((doc) => [doc.key, { doc, excerpt: snippetSource(doc.text || doc.title) }])),
      );
    }
    return new SearchIndex(indexes, docs);
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
