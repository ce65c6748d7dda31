import type { Lang } from '@muyuan/contract/lang';
import { formatFigure } from '@muyuan/contract/unit-converter';

/**
 * An amount through the spec's unit converter (`formatFigure`), negative ones too (a loss): the
 * converter reads plain positive numbers only, so the sign is written in front of the converted value.
 */
export function formatAmount(value: number, lang: Lang): string {
  const text = formatFigure(String(Math.abs(value)), lang);
  return value < 0 ? `−${text}` : text;
}

/** A figure and its unit, spaced as each language writes them: 13.20亿元, 1,320.00 million yuan. */
export function withUnit(figure: string, unit: string, lang: Lang): string {
  return lang === 'en' ? `${figure} ${unit}` : `${figure}${unit}`;
}

/**
 * The change from last year in percent, two decimals; null when last year's figure was zero or a
 * loss, where a percentage would mislead (a loss turning into a profit is not a "−350%" change).
 */
export function yearOnYear(previous: number, current: number): number | null {
  if (!(previous > 0) || !Number.isFinite(current)) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 100;
}
