/** Characters of context on each side of the first match. */
export const SNIPPET_RADIUS = 40;

/** Latin letters and digits: a cut between two of them would split a word. */
const WORD_CHAR = /[\p{Script=Latin}\p{N}'’-]/u;

/** Moves `at` away from the middle of a Latin word: left for a start, right for an end. */
function toBoundary(text: string, at: number, direction: -1 | 1): number {
  let i = at;
  const inWord = (j: number) =>
    j > 0 && j < text.length && WORD_CHAR.test(text[j - 1] ?? '') && WORD_CHAR.test(text[j] ?? '');
  while (inWord(i) && i > 0 && i < text.length) i += direction;
  return i;
}

/** A text ready for excerpts: whitespace collapsed, and its lower-case form to find terms in. */
export interface SnippetSource {
  flat: string;
  lower: string;
}

/** Done once per document when the search index is built, not on every search that shows it. */
export function snippetSource(text: string): SnippetSource {
  const flat = text.replace(/\s+/g, ' ').trim();
  return { flat, lower: flat.toLowerCase() };
}

/**
 * A short excerpt of `text` around the first place any of `terms` occurs, cut between words (never
 * inside an English word; Chinese characters are words of their own), with an ellipsis where text
 * was left out. Whitespace is collapsed; no match gives the beginning of the text.
 */
export function snippet(text: string | SnippetSource, terms: readonly string[], radius = SNIPPET_RADIUS): string {
  const { flat, lower } = typeof text === 'string' ? snippetSource(text) : text;
  const found = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = found.length > 0 ? Math.min(...found) : 0;
  let start = toBoundary(flat, Math.max(0, first - radius), -1);
  let end = toBoundary(flat, Math.min(flat.length, first + radius * 2), 1);
  while (flat[start] === ' ') start++;
  while (end > start && flat[end - 1] === ' ') end--;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
