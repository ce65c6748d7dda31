import { tokenizeForIndex } from './tokenizer.ts';

/** Pages tokenized between two turns of the event loop: a 500-page report must not hold requests up. */
const PAGES_PER_TURN = 2;
/** Counts stop here (a byte each); BM25 saturates long before. */
const MAX_FREQUENCY = 0xff;
/** Above this share of Han characters a document counts as written in Chinese. */
const CHINESE_SHARE = 0.2;
const HAN = /\p{Script=Han}/gu;
const LETTER = /\p{L}/gu;
/** Latin words: the terms a query word may match as a prefix (numbers match whole, as typed). */
const PREFIXABLE = /^[a-z]/;
/** Prefix lookups start from the words sharing the query word's first characters. */
const BUCKET = 3;

const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A term's id: a 32-bit FNV-1a hash of its UTF-16 units, so the index keeps no dictionary of terms
 * (600,000 strings for 1,000 reports of figures and names: most of the heap). Two terms sharing a hash
 * would make a document match a word it lacks; among a million terms that is one query word in some
 * 4,000, and its pages are then looked up by the word itself, which finds none to show.
 */
export function termId(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Signed: Int32Array elements stay small integers in the engine, where uint32 above 2^31 would not.
  return h | 0;
}

/**
 * The words of one PDF as the index keeps them: the ids of its distinct terms, sorted, and how often
 * each occurs. Typed arrays, not maps: 1,000 documents of 20 pages hold millions of (term, document)
 * pairs, which as MiniSearch's nested maps would not fit in an instance's heap (see document-index.ts).
 */
export interface DocumentTerms {
  ids: Int32Array;
  freqs: Uint8Array;
  /** Tokens in the document, for BM25's length normalization. */
  length: number;
  /** Whether most of its letters are Chinese. */
  chinese: boolean;
}

/**
 * The Latin words every document held, by their first characters, for prefix queries ("feed" finds
 * feeding). English has few enough words to keep them all; words of removed documents stay until the
 * index is built anew.
 */
export class LatinWords {
  private readonly buckets = new Map<string, Set<string>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(term: string): void {
    if (term.length < BUCKET || !PREFIXABLE.test(term)) return;
    const key = term.slice(0, BUCKET);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new Set();
      this.buckets.set(key, bucket);
    }
    if (!bucket.has(term)) {
      bucket.add(term);
      this.count++;
    }
  }

  /** Ids of the longer words beginning with `prefix`, at most `limit`, shortest first: feeds and feeding before feedstuffs. */
  longerThan(prefix: string, limit: number): number[] {
    if (prefix.length < BUCKET) return [];
    const found: string[] = [];
    for (const word of this.buckets.get(prefix.slice(0, BUCKET)) ?? [])
      if (word.length > prefix.length && word.startsWith(prefix)) found.push(word);
    found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    return found.slice(0, limit).map(termId);
  }
}

/** The terms of a document's pages, tokenized as the site's pages are, a few pages per turn. */
export async function termsOf(pages: readonly string[], words: LatinWords): Promise<DocumentTerms> {
  const counts = new Map<number, number>();
  let length = 0;
  let han = 0;
  let letters = 0;
  for (const [n, text] of pages.entries()) {
    for (const token of tokenizeForIndex(text)) {
      const id = termId(token);
      const seen = counts.get(id);
      if (seen === undefined) words.add(token);
      counts.set(id, (seen ?? 0) + 1);
      length++;
    }
    han += text.match(HAN)?.length ?? 0;
    letters += text.match(LETTER)?.length ?? 0;
    if (n % PAGES_PER_TURN === PAGES_PER_TURN - 1) await yieldTurn();
  }
  const ids = Int32Array.from(counts.keys()).sort();
  const freqs = Uint8Array.from(ids, (id) => Math.min(counts.get(id) ?? 0, MAX_FREQUENCY));
  return { ids, freqs, length, chinese: letters > 0 && han / letters >= CHINESE_SHARE };
}

/** How often the term occurs in the document (0 when it does not). */
export function frequencyOf(terms: DocumentTerms, id: number): number {
  const { ids, freqs } = terms;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = ids[mid] ?? 0;
    if (at === id) return freqs[mid] ?? 0;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}
