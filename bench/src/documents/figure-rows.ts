import type { Script } from './pdf-writer.ts';

/**
 * The figures and names of a report's tables: what gives a real filing thousands of distinct terms
 * (amounts, subsidiaries, places) where report-like sentences alone repeat a few hundred. Each page
 * gets rows of made-up names with amounts, drawn from a generator seeded by the document and the page,
 * so the index holds as many terms per document as a filing of that length (a few thousand).
 */

/** Rows of figures at the foot of each page. */
export const FIGURE_ROWS: Record<Script, number> = { chinese: 10, latin: 12 };

/** mulberry32: a small seeded generator, the same numbers on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 2,500 ideographs spread over U+4E00–U+70C4, below the bench's own words (from U+8000, corpus-text.ts). */
const HAN_POOL = Array.from({ length: 2500 }, (_, i) => String.fromCodePoint(0x4e00 + i * 5));
/** Consonant-vowel syllables; names never begin with q or j, as the bench's own Latin words do. */
const CONSONANTS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';

const amount = (next: () => number) => Math.floor(next() * 10 ** (3 + Math.floor(next() * 5))).toLocaleString('en-US');

function hanTerm(next: () => number): string {
  return Array.from({ length: 4 }, () => HAN_POOL[Math.floor(next() * HAN_POOL.length)]).join('');
}

function latinName(next: () => number): string {
  const syllable = () =>
    (CONSONANTS[Math.floor(next() * CONSONANTS.length)] ?? 'b') + (VOWELS[Math.floor(next() * VOWELS.length)] ?? 'a');
  const name = syllable() + syllable() + syllable();
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** One page's rows of figures: three names, each with an amount, a row. */
export function figureRows(doc: number, page: number, script: Script): string[] {
  const next = generator(doc * 1000 + page + 1);
  return Array.from({ length: FIGURE_ROWS[script] }, () =>
    script === 'chinese'
      ? `${hanTerm(next)}：${amount(next)}元；${hanTerm(next)}：${amount(next)}元；${hanTerm(next)}。`
      : `${latinName(next)} ${latinName(next)}: ${amount(next)}; ${latinName(next)} ${latinName(next)}: ${amount(next)}; ${latinName(next)}.`,
  );
}
