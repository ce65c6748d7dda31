/**
 * CJK characters and the full-width punctuation written with them: ideographs (with extension A and the
 * compatibility block), CJK symbols and punctuation, and the full-width forms (（）：，).
 */
const CJK = '\\u3000-\\u303f\\u3400-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';
/** A run of Chinese: CJK characters, with the spaces, digits and dots that fall between them. */
const RUN = new RegExp(`([${CJK}]+(?:[\\s\\d.·-]+[${CJK}]+)*)`);

export interface TextRun {
  text: string;
  chinese: boolean;
}

/**
 * A text cut into runs of Chinese and of anything else, in order (empty pieces dropped): an English page
 * quoting a Chinese document marks the Chinese runs with their language, so a screen reader reads them
 * in a Chinese voice and the English wording's checks leave them alone.
 */
export function chineseRuns(text: string): TextRun[] {
  return text
    .split(RUN)
    .map((piece, i) => ({ text: piece, chinese: i % 2 === 1 }))
    .filter((run) => run.text !== '');
}
