import { commonIdeographs } from './radical-forms.ts';

/**
 * A page's text as pdfjs gives it (runs of text, each saying whether a line ends after it) made into one
 * searchable line: runs joined, line ends and runs of white space made one space, and no space left
 * between two CJK characters (Chinese has none between words; a PDF breaks its lines and spaces its
 * justified glyphs anywhere), while English words keep theirs; radical look-alikes become the
 * ideographs they stand for (radical-forms.ts).
 */

/** One run of text on a page (pdfjs' TextItem, the fields used). */
export interface TextRun {
  str: string;
  /** A line ends after this run. */
  hasEOL: boolean;
}

/**
 * Han ideographs (with extensions and compatibility forms), kana, CJK punctuation and the
 * full-width forms: characters between which a space is never a word boundary.
 */
const CJK =
  '\\u2e80-\\u2fdf\\u3000-\\u303f\\u3040-\\u30ff\\u3100-\\u312f\\u3190-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uffef\\u{20000}-\\u{3134f}';
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, 'gu');
/** Control characters (NUL and the like), which some PDFs map unmapped glyphs to. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/gu;

/** The runs of one page as one line of text ('' for a page without text). */
export function pageText(runs: readonly TextRun[]): string {
  const joined = runs.map((run) => (run.hasEOL ? `${run.str}\n` : run.str)).join('');
  return commonIdeographs(joined).replace(CONTROL, ' ').replace(SPACE_BETWEEN_CJK, '').replace(/\s+/gu, ' ').trim();
}
