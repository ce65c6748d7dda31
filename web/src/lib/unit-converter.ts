import type { Lang } from '@muyuan/contract/lang';

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

/**
 * Shortens a large figure for display (spec section 9): above 100,000,000 in 亿, above 10,000 in 万,
 * both with two decimals; in English both bands are shown in millions. Smaller values keep two decimals.
 */
export function convertUnit(value: unknown, lang: Lang = 'zh'): string {
  const n = toNumber(value);
  if (n === null) return NOT_NUMERIC_MESSAGE;
  if (n > HUNDRED_MILLION) {
    return lang === 'en' ? `${(n / MILLION).toFixed(2)} million` : `${(n / HUNDRED_MILLION).toFixed(2)}亿`;
  }
  if (n > TEN_THOUSAND) {
    return lang === 'en' ? `${(n / MILLION).toFixed(2)} million` : `${(n / TEN_THOUSAND).toFixed(2)}万`;
  }
  return n.toFixed(2);
}
