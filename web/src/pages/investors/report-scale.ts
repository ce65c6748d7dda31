import type { Lang } from '@muyuan/contract/lang';
import { formatNumber } from '../../i18n/format-number.ts';

/** What a key figure counts: money (kept in yuan) or pigs (kept in head). */
export type Quantity = 'yuan' | 'head';

/**
 * The scale a key figure is written in, as an annual report writes its tables: the unit named once
 * (in the column heading, the chart's caption), plain grouped figures below it. Amounts in 亿元 with two
 * decimals in Chinese (1,379.47), in RMB million without decimals in English (137,947); pigs in 万头 and
 * in million head, two decimals (7,160.10, 71.60). The copy's `unitYuan`/`unitHead` labels name these
 * units, so a change here changes them too.
 */
export interface ReportScale {
  divisor: number;
  decimals: number;
}

const SCALES: Record<Lang, Record<Quantity, ReportScale>> = {
  zh: { yuan: { divisor: 100_000_000, decimals: 2 }, head: { divisor: 10_000, decimals: 2 } },
  en: { yuan: { divisor: 1_000_000, decimals: 0 }, head: { divisor: 1_000_000, decimals: 2 } },
};

export function reportScale(quantity: Quantity, lang: Lang): ReportScale {
  return SCALES[lang][quantity];
}

/**
 * A value already divided into its scale, grouped by thousands, with a true minus sign for a loss
 * (−42.63, not -42.63).
 */
export function formatScaled(shown: number, decimals: number): string {
  const text = formatNumber(Math.abs(shown), decimals, decimals);
  return shown < 0 && Number(text.replace(/,/g, '')) !== 0 ? `−${text}` : text;
}

/** A key figure in its scale: 137947000000 → "1,379.47" (zh), "137,947" (en). */
export function reportFigure(value: number, quantity: Quantity, lang: Lang): string {
  const { divisor, decimals } = reportScale(quantity, lang);
  return formatScaled(value / divisor, decimals);
}
