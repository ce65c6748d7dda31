import type { Lang } from '@muyuan/contract/lang';
import { type DailyBar, PRICE_CSV_HEADERS } from '@muyuan/contract/price-history';

/**
 * Bars as a price CSV, one line per day, LF line ends: the header in `lang` (the English one is the
 * import's; the Chinese one, which the import reads too, is what a Chinese spreadsheet user expects).
 * Prices with `decimals` places when given (the seed's files), else as short as they are exact.
 */
export function barsToCsv(bars: readonly DailyBar[], lang: Lang, decimals?: number): string {
  const price = (value: number) => (decimals === undefined ? String(value) : value.toFixed(decimals));
  const lines = bars.map((b) =>
    [b.date, price(b.open), price(b.high), price(b.low), price(b.close), String(b.volume), String(b.amount)].join(','),
  );
  return `${[PRICE_CSV_HEADERS[lang].join(','), ...lines].join('\n')}\n`;
}
