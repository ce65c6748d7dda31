import type { Lang } from './lang.ts';

const HUNDRED_MILLION = 100_000_000;
const TEN_THOUSAND = 10_000;
const MILLION = 1_000_000;

/** The spec's message for input that is not a number; Chinese in both languages, as the spec says. */
export const NOT_NUMERIC_MESSAGE = '请传入数值类型的数据';

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** Thousands separators in the whole part of a fixed-point figure, as English writes them: 1320.00 → 1,320.00. */
function withThousandsSeparators(fixed: string): string {
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Shortens a large figure for display (spec section 9): above 100,000,000 in 亿, above 10,000 in 万,
 * both with two decimals; in English both bands are shown in millions, with thousands separators
 * (1,320.00 million) as English writes figures. Smaller values keep two decimals.
 */
export function convertUnit(value: unknown, lang: Lang = 'zh'): string {
  const n = toNumber(value);
  if (n === null) return NOT_NUMERIC_MESSAGE;
  if (n > HUNDRED_MILLION) {
    return lang === 'en'
      ? `${withThousandsSeparators((n / MILLION).toFixed(2))} million`
      : `${(n / HUNDRED_MILLION).toFixed(2)}亿`;
  }
  if (n > TEN_THOUSAND) {
    return lang === 'en'
      ? `${withThousandsSeparators((n / MILLION).toFixed(2))} million`
      : `${(n / TEN_THOUSAND).toFixed(2)}万`;
  }
  return n.toFixed(2);
}

/** Plain decimal numbers (no codes with leading zeros, no years written as text). */
const PLAIN_NUMBER = /^(?:[1-9]\d*|0)(?:\.\d+)?$/;

/**
 * How a statistic's figure is shown: a plain number above 10,000 goes through the spec's unit
 * converter (4026万 / 40.26 million from 40260000); everything else (a stock code, a year, 85 °C,
 * figures already written in 万) is shown as written, which the converter would spoil ("2714.00").
 */
export function formatFigure(num: string, lang: Lang): string {
  const trimmed = num.trim();
  if (!PLAIN_NUMBER.test(trimmed) || Number(trimmed) <= TEN_THOUSAND) return trimmed;
  return convertUnit(trimmed, lang);
}

/**
 * A figure with its unit as one line of text, as a visitor reads it (search index and excerpts):
 * 4026.00万头 in Chinese, 40.26 million pigs in English (a space before a Latin unit).
 */
export function figureText(num: string, unit: string | undefined, lang: Lang): string {
  const figure = formatFigure(num, lang);
  if (!unit) return figure;
  return lang === 'en' ? `${figure} ${unit}` : `${figure}${unit}`;
}
