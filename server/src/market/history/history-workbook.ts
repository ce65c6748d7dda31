import type { Lang } from '@muyuan/contract/lang';
import { PRICE_CSV_HEADERS, type PriceHistory } from '@muyuan/contract/price-history';
import { dateCell, type SheetColumn, tableWorkbook } from '../../downloads/workbook.ts';

type Bar = PriceHistory['bars'][number];

const NOTES = {
  zh: {
    sheet: '日线',
    notesName: '说明',
    lines: (h: PriceHistory) => [
      `证券代码：${h.code}；区间：${h.from}至${h.to}。`,
      '价格单位为元；成交量：股票为股、可转债为张；成交额单位为元。',
      ...(h.sample ? ['本文件中的历史行情为示意数据，并非交易所实际行情。'] : []),
      '数据仅供参考，不构成投资建议。',
    ],
  },
  en: {
    sheet: 'Daily',
    notesName: 'Notes',
    lines: (h: PriceHistory) => [
      `Security code: ${h.code}; range: ${h.from} to ${h.to}.`,
      'Prices in yuan; volume in shares for the stock and in bonds for the convertible bond; turnover in yuan.',
      ...(h.sample ? ["The price history in this file is sample data, not the exchange's actual trading."] : []),
      'For reference only; not investment advice.',
    ],
  },
} as const;

/** The history as a workbook: a row per trading day, the column headings of the CSV in the same language. */
export function historyWorkbook(history: PriceHistory, lang: Lang): Promise<Buffer> {
  const [date, open, high, low, close, volume, amount] = PRICE_CSV_HEADERS[lang];
  const price = (header: string, value: (bar: Bar) => number): SheetColumn<Bar> => ({
    header,
    width: 10,
    format: '0.00',
    value,
  });
  const words = NOTES[lang];
  return tableWorkbook<Bar>({
    name: words.sheet,
    columns: [
      { header: date, width: 12, format: 'yyyy-mm-dd', value: (bar) => dateCell(bar.date) },
      price(open, (bar) => bar.open),
      price(high, (bar) => bar.high),
      price(low, (bar) => bar.low),
      price(close, (bar) => bar.close),
      { header: volume, width: 16, format: '#,##0', value: (bar) => bar.volume },
      { header: amount, width: 20, format: '#,##0.00', value: (bar) => bar.amount },
    ],
    rows: history.bars,
    notes: words.lines(history),
    notesName: words.notesName,
  });
}

/** `002714_2025-02-14_2026-02-13_zh.xlsx`; `_sample` when the bars are generated sample data. */
export function historyFileName(history: PriceHistory, lang: Lang, extension: 'csv' | 'xlsx'): string {
  return `${history.code}_${history.from}_${history.to}_${lang}${history.sample ? '_sample' : ''}.${extension}`;
}
