import type { Lang } from '@muyuan/contract/lang';
import { type Hit, matchesOf, strRule } from './str-rule.ts';

/**
 * House rule: numbers as an editor writes them. Both languages: a range takes an en dash (`0–4 °C`,
 * `8:30–17:30`), a negative number the minus sign (`−18 °C`). English: thousands separators in prose
 * (`100,000 yuan`, `RMB 137,947 million`); codes (stock, bond, postcode) stay as issued. Chinese: figures
 * in Arabic numerals (`200公里`, `10万元`), not in Chinese numerals (`二百公里`, `十万元`).
 * A statistic's `num` field holds the plain number the unit converter formats, so it is not read here.
 */
export interface NumberFormatOptions {
  lang: Lang;
  /** Identifiers written as issued (`127045`), from content/terms.yml `codes`. */
  codes: string[];
}

interface Check {
  pattern: RegExp;
  message: (written: string) => string;
}

/** `0-4`, `8:30-17:30`, `2024-2025`: a hyphen between two short numbers (not a date, phone or record number). */
const HYPHEN_RANGE: Check = {
  pattern: /(?<![\w.\-–−])\d{1,4}(?::\d{2})?-\d{1,4}(?::\d{2})?(?![\w\-–])/u,
  message: (w) => `range "${w}" takes an en dash: write "${w.replace('-', '–')}"`,
};
/** `-18 °C`: a hyphen used as a minus sign. */
const HYPHEN_MINUS: Check = {
  pattern: /(?<![\w.)\]\-–−])-(?=\d)/u,
  message: () => 'a negative number takes the minus sign "−" (U+2212), not a hyphen',
};
/**
 * `100000 yuan`, `137947 million`: a long number without thousands separators in English prose. Not a
 * code: one listed in terms.yml `codes`, one after "code", "ISO", "GB" …, or one in brackets (`(127045)`).
 */
const NO_THOUSANDS_SEPARATOR: Check = {
  pattern:
    /(?<![\d.,\-–−/:#]|(?:code|bond|[Pp]ostcode|No\.|ICP|ISO|GB|GB\/T|number|[Ff]ax|[Tt]el|[Pp]hone|hotline)\s|\()(?:[1-9]\d{4,}|[1-9]\d{3}(?=(?:\.\d+)?\s*(?:million|billion|yuan|RMB|tonnes|head|pigs|km|employees)\b))(?![\d,])/u,
  message: (w) => `"${w}" needs thousands separators: write "${withSeparators(w)}"`,
};
/** `二百公里`, `十万元`: a figure with a unit written in Chinese numerals. */
const CHINESE_NUMERAL_FIGURE: Check = {
  pattern:
    /(?<![\d.数几余多第上近逾成〇零一二两三四五六七八九十百千万亿])(?=[〇零一二两三四五六七八九十百千万亿]*[十百千万亿])[〇零一二两三四五六七八九十][〇零一二两三四五六七八九十百千万亿]*(?=公里|千米|公斤|千克|吨|摄氏度|℃|小时|分钟|毫升|元|头)/u,
  message: (w) => `figure "${w}" in Chinese numerals: write it in Arabic numerals (200公里, 10万元)`,
};

const CHECKS: Record<Lang, Check[]> = {
  en: [HYPHEN_RANGE, HYPHEN_MINUS, NO_THOUSANDS_SEPARATOR],
  zh: [HYPHEN_RANGE, HYPHEN_MINUS, CHINESE_NUMERAL_FIGURE],
};

export function scanNumberFormat(text: string, { lang, codes }: NumberFormatOptions): Hit[] {
  return CHECKS[lang]
    .flatMap((check) =>
      matchesOf(check.pattern, text)
        .filter((m) => !codes.includes(m[0]))
        .map((m) => ({ index: m.index, length: m[0].length, message: check.message(m[0]) })),
    )
    .sort((a, b) => a.index - b.index);
}

function withSeparators(digits: string): string {
  return Number(digits).toLocaleString('en-GB');
}

export const numberFormatRule = strRule(scanNumberFormat);
