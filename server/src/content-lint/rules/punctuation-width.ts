import type { Lang } from '@muyuan/contract/lang';
import { type Hit, matchesOf, strRule } from './str-rule.ts';

/**
 * House rule: punctuation takes the width of the language around it. English text uses half-width
 * punctuation (a full-width `，` or `（` is a slip of the Chinese keyboard); Chinese text uses full-width
 * punctuation next to Chinese characters (`来源：`, `（达100 kg）`), while half-width stays right between
 * Latin letters and digits (`8:30`, `CFU/ml`, `2.48`).
 */
export interface PunctuationWidthOptions {
  lang: Lang;
}

const FULL_TO_HALF: Record<string, string> = {
  '，': ',',
  '。': '.',
  '：': ':',
  '；': ';',
  '！': '!',
  '？': '?',
  '（': '(',
  '）': ')',
  '“': '"',
  '”': '"',
  '‘': "'",
  '’': "'",
  '、': ',',
  '【': '[',
  '】': ']',
  '《': '"',
  '》': '"',
  '「': '"',
  '」': '"',
};
const HALF_TO_FULL: Record<string, string> = {
  ',': '，',
  '.': '。',
  ':': '：',
  ';': '；',
  '!': '！',
  '?': '？',
  '(': '（',
  ')': '）',
};

const FULL_WIDTH_IN_ENGLISH = /[，。：；！？（）“”‘’、【】《》「」]/u;
const HAN = '\\p{Script=Han}';
/** A stop or pause after a Chinese character, or a bracket touching one. */
const HALF_WIDTH_IN_CHINESE = new RegExp(
  `(?<=${HAN})[,.:;!?(]|\\((?=${HAN})|\\)(?=${HAN})|(?<=${HAN}[^()（）]*)\\)`,
  'u',
);

export function scanPunctuationWidth(text: string, { lang }: PunctuationWidthOptions): Hit[] {
  if (lang === 'en') {
    return matchesOf(FULL_WIDTH_IN_ENGLISH, text).map((m) => ({
      index: m.index,
      length: m[0].length,
      message: `full-width "${m[0]}" in English text: write "${FULL_TO_HALF[m[0]] ?? m[0]}"`,
    }));
  }
  return matchesOf(HALF_WIDTH_IN_CHINESE, text)
    .filter((m) => !isDecimalPointOrEllipsis(text, m.index))
    .map((m) => ({
      index: m.index,
      length: m[0].length,
      message: `half-width "${m[0]}" in Chinese text: write "${HALF_TO_FULL[m[0]] ?? m[0]}"`,
    }));
}

/** `…` written as dots and a dot before a digit are not sentence stops. */
function isDecimalPointOrEllipsis(text: string, index: number): boolean {
  return text[index] === '.' && (text[index + 1] === '.' || /\d/.test(text[index + 1] ?? ''));
}

export const punctuationWidthRule = strRule(scanPunctuationWidth);
