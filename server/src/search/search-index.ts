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

/** How many documents are indexed between two turns of the event loop while an index is built or updated. */
const CHUNK = 10;
/** Above this share of a language's documents added, changed or removed, its index is built anew. */
const UPDATE_AT_MOST = 0.25;

interface Entry {
  doc: SearchDocument;
  /** The text prepared for excerpts once, when the document is indexed. */
  excerpt: SnippetSource;
}

/** One language's index and its documents by key. */
interface LangIndex {
  index: MiniSearch<SearchDocument>;
  docs: Map<string, Entry>;
}

const entryOf = (doc: SearchDocument): Entry => ({ doc, excerpt: snippetSource(doc.text || doc.title) });

const sameDocument = (a: SearchDocument, b: SearchDocument) =>
  a.title === b.title &&
  a.text === b.text &&
  a.route === b.route &&
  a.publishDate === b.publishDate &&
  a.kind === b.kind &&
  a.id === b.id;

/** Whether the language's index holds `doc` as it is. */
const sameOld = (current: LangIndex, doc: SearchDocument) => {
  const old = current.docs.get(doc.key)?.doc;
  return old !== undefined && sameDocument(old, doc);
};

/** A turn of the event loop for the requests waiting. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function newMiniSearch(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    idField: 'key',
    fields: ['title', 'text'],
    tokenize: tokenizeForIndex,
    searchOptions: { tokenize: tokenizeForQuery, boost: { title: 3 } },
  });
}

/** One MiniSearch index per language over news, announcements, securities news, dynamics and pages. */
export class SearchIndex {
  private readonly langs = new Map<Lang, LangIndex>();

  /** An index that finds nothing: what an instance searches before its first content load. */
  static empty(): SearchIndex {
    return new SearchIndex();
  }

  /** An index of the documents (see update). */
  static async build(documents: Record<Lang, SearchDocument[]>): Promise<SearchIndex> {
    const index = new SearchIndex();
    await index.update(documents);
    return index;
  }

  /**
   * Brings the index to `documents`, a few documents per turn of the event loop: segmenting and
   * indexing the whole site takes hundreds of ms (seconds with thousands of articles), which requests
   * arriving during a publish must not wait for. A publish changes a few documents of many: those are
   * added, replaced or discarded in place, and searches meanwhile see the index between two of them. A
   * language where much changed (a first load, a large import) is built anew beside the old one and
   * swapped in when whole. Answers how many documents were indexed.
   */
  async update(documents: Record<Lang, SearchDocument[]>): Promise<number> {
    let indexed = 0;
    for (const lang of ['zh', 'en'] as const) {
      const current = this.langs.get(lang);
      const next = documents[lang];
      const changed = current ? next.filter((doc) => !sameOld(current, doc)) : next;
      const nextKeys = new Set(next.map((doc) => doc.key));
      const removed = current ? [...current.docs.keys()].filter((key) => !nextKeys.has(key)) : [];
      const work = changed.length + removed.length;
      if (!current || work > Math.max(next.length, current.docs.size) * UPDATE_AT_MOST) {
        const index = newMiniSearch();
        await index.addAllAsync(next, { chunkSize: CHUNK });
        this.langs.set(lang, { index, docs: new Map(next.map((doc) => [doc.key, entryOf(doc)])) });
        indexed += next.length;
        continue;
      }
      for (const [n, key] of removed.entries()) {
        current.index.discard(key);
        current.docs.delete(key);
        if (n % CHUNK === CHUNK - 1) await yieldTurn();
      }
      for (const [n, doc] of changed.entries()) {
        if (current.docs.has(doc.key)) current.index.replace(doc);
        else current.index.add(doc);
        current.docs.set(doc.key, entryOf(doc));
        if (n % CHUNK === CHUNK - 1) await yieldTurn();
      }
      indexed += changed.length;
    }
    return indexed;
  }

  /**
   * Ranked hits, paged. All query words must match (AND); when that finds nothing, any word may
   * (OR), so a long query still returns the closest pages. Latin words also match as prefixes.
   */
  search(lang: Lang, keyword: string, pageNum: number, pageSize: number): SearchResult {
    const own = this.langs.get(lang);
    if (!own) return { total: 0, hits: [] };
    const { index, docs } = own;
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
