/**
 * Tokenizers for MiniSearch over Chinese and English text. Word boundaries come from
 * Intl.Segmenter; Chinese segmentation is not always what a visitor types, so runs of CJK characters
 * are also indexed as single characters and character bigrams: any one- or two-character word
 * (饲料, 育种) then matches wherever it occurs, whatever the segmenter decided.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK_RUN = /[\p{Script=Han}]+/gu;
const HAS_CJK = /\p{Script=Han}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(`${chars[i]}${chars[i + 1]}`);
  return out;
}

function words(text: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(text.toLowerCase())) {
    if (s.isWordLike) out.push(s.segment);
  }
  return out;
}

/** Index side: segmenter words, plus every CJK character and bigram. */
export function tokenizeForIndex(text: string): string[] {
  const tokens = words(text);
  for (const [run] of text.matchAll(CJK_RUN)) {
    tokens.push(...run);
    if (run.length > 1) tokens.push(...bigrams(run));
  }
  return tokens;
}

/**
 * Query side: latin words as the segmenter finds them; CJK text as bigrams only, so that with AND
 * semantics a Chinese query matches documents containing it (every bigram present).
 */
export function tokenizeForQuery(text: string): string[] {
  const tokens: string[] = [];
  // Segmenting is the dearest step of a search; a query of Chinese only has no Latin words to find.
  if (LETTER_OR_DIGIT.test(text.replace(CJK_RUN, ''))) {
    for (const word of words(text)) {
      if (!HAS_CJK.test(word)) tokens.push(word);
    }
  }
  for (const [run] of text.matchAll(CJK_RUN)) tokens.push(...bigrams(run));
  return [...new Set(tokens)];
}
