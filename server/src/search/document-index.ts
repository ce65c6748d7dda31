import type { Lang } from '@muyuan/contract/lang';
import type { DocumentKind } from '@muyuan/contract/search';
import { type DocumentTerms, frequencyOf, LatinWords, termId, termsOf } from './document-terms.ts';
import { tokenizeForQuery } from './tokenizer.ts';

/** A PDF as one language's results show it: its address, its hash and the published record that uses it. */
export interface DocumentEntry {
  file: string;
  hash: string;
  kind: DocumentKind;
  title: string;
  publishDate: string | null;
  year: number;
}

/** One file content's words, as read by the reader at `readAt` (a new read, e.g. by OCR, is indexed again). */
interface IndexedText {
  terms: DocumentTerms;
  ocr: boolean;
  readAt: string;
}

export interface DocumentFilters {
  kind?: DocumentKind | undefined;
  year?: number | undefined;
}

export interface DocumentMatch {
  entry: DocumentEntry;
  ocr: boolean;
  chinese: boolean;
  score: number;
}

export interface DocumentResult {
  total: number;
  matches: DocumentMatch[];
  kinds: Map<DocumentKind, number>;
  years: Map<number, number>;
  /** The query's terms, for finding the pages and cutting their snippets. */
  terms: string[];
}

/** At most this many index terms stand for one Latin query word read as a prefix. */
const PREFIX_EXPANSIONS = 24;
/** A word found by prefix counts less than the word itself (MiniSearch's default weight). */
const PREFIX_WEIGHT = 0.375;
const K1 = 1.2;
const B = 0.75;

/** What one query word looks for: its own term and the longer words it begins. */
interface QueryWord {
  ids: { id: number; weight: number }[];
}

/**
 * The words of every published PDF, one entry per file content (hash), with one catalogue per language
 * saying which addresses hold which content and which record shows them. Searching ranks documents by
 * BM25 over the whole file, as the site search does over pages; the pages to show are found afterwards
 * in the database, for the few documents on the page of results only (content/search/document-texts.ts),
 * so the pages' text never sits in memory.
 */
export class DocumentIndex {
  private readonly words = new LatinWords();
  private readonly texts = new Map<string, IndexedText>();
  private totalLength = 0;
  /** Texts removed or replaced since the index was made: their Latin words stay until a rebuild. */
  private droppedTexts = 0;
  private readonly catalogues = new Map<Lang, DocumentEntry[]>();

  /** Hashes indexed, with the read time each was indexed at. */
  indexed(): Map<string, string> {
    return new Map([...this.texts].map(([hash, t]) => [hash, t.readAt]));
  }

  /** Documents indexed, Latin words kept for prefixes, texts dropped since the index was made: for logs and the rebuild rule. */
  get size(): { texts: number; latinWords: number; dropped: number } {
    return { texts: this.texts.size, latinWords: this.words.size, dropped: this.droppedTexts };
  }

  /** Indexes (or indexes again) one file content from its pages' text. */
  async add(hash: string, pages: readonly string[], ocr: boolean, readAt: string): Promise<void> {
    const terms = await termsOf(pages, this.words);
    this.remove(hash);
    this.texts.set(hash, { terms, ocr, readAt });
    this.totalLength += terms.length;
  }

  remove(hash: string): void {
    const old = this.texts.get(hash);
    if (!old) return;
    this.totalLength -= old.terms.length;
    this.texts.delete(hash);
    this.droppedTexts++;
  }

  setCatalogue(lang: Lang, entries: readonly DocumentEntry[]): void {
    this.catalogues.set(lang, [...entries]);
  }

  private queryWords(terms: readonly string[]): QueryWord[] {
    return terms.map((term) => {
      const ids = [{ id: termId(term), weight: 1 }];
      for (const id of this.words.longerThan(term, PREFIX_EXPANSIONS)) ids.push({ id, weight: PREFIX_WEIGHT });
      return { ids };
    });
  }

  /**
   * Ranked documents of one language, paged. All query words must occur in a document (AND); when no
   * document has them all, any may (OR), as in the site search. The facet counts ignore their own filter.
   */
  search(lang: Lang, keyword: string, filters: DocumentFilters, pageNum: number, pageSize: number): DocumentResult {
    const terms = tokenizeForQuery(keyword);
    const entries = this.catalogues.get(lang) ?? [];
    const words = this.queryWords(terms);
    const n = this.texts.size;
    const avgLength = n > 0 ? this.totalLength / n : 1;

    // Per file content: each query word's weighted frequency; then each word's document frequency.
    const perText = new Map<string, { text: IndexedText; tf: number[] }>();
    const df = words.map(() => 0);
    for (const [hash, text] of this.texts) {
      const tf = words.map((w) => w.ids.reduce((sum, { id, weight }) => sum + weight * frequencyOf(text.terms, id), 0));
      if (tf.every((f) => f === 0)) continue;
      for (const [i, f] of tf.entries()) if (f > 0) df[i] = (df[i] ?? 0) + 1;
      perText.set(hash, { text, tf });
    }
    const idf = df.map((d) => Math.log(1 + (n - d + 0.5) / (d + 0.5)));
    const scoreOf = (text: IndexedText, tf: number[]) =>
      tf.reduce((sum, f, i) => {
        const norm = f + K1 * (1 - B + (B * text.terms.length) / avgLength);
        return sum + ((idf[i] ?? 0) * f * (K1 + 1)) / norm;
      }, 0);

    const matchesOf = (all: boolean): DocumentMatch[] =>
      entries.flatMap((entry) => {
        const found = perText.get(entry.hash);
        if (!found || (all && found.tf.some((f) => f === 0))) return [];
        const { text, tf } = found;
        return [{ entry, ocr: text.ocr, chinese: text.terms.chinese, score: scoreOf(text, tf) }];
      });
    let matches = matchesOf(true);
    if (matches.length === 0) matches = matchesOf(false);

    const kinds = new Map<DocumentKind, number>();
    const years = new Map<number, number>();
    const shown: DocumentMatch[] = [];
    for (const m of matches) {
      const kindOk = !filters.kind || m.entry.kind === filters.kind;
      const yearOk = filters.year === undefined || m.entry.year === filters.year;
      if (yearOk) kinds.set(m.entry.kind, (kinds.get(m.entry.kind) ?? 0) + 1);
      if (kindOk) years.set(m.entry.year, (years.get(m.entry.year) ?? 0) + 1);
      if (kindOk && yearOk) shown.push(m);
    }
    shown.sort(
      (a, b) =>
        b.score - a.score ||
        (b.entry.publishDate ?? '').localeCompare(a.entry.publishDate ?? '') ||
        a.entry.file.localeCompare(b.entry.file),
    );
    return {
      total: shown.length,
      matches: shown.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      kinds,
      years,
      terms,
    };
  }
}
