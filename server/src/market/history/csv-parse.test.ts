import type { DailyBar } from '@muyuan/contract/price-history';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvProblem, PriceCsvError, parsePriceCsv } from './csv-parse.ts';
import { decodeCsvBytes } from './csv-text.ts';
import { barsToCsv } from './csv-write.ts';

const TODAY = '2026-02-13';
const HEADER = 'date,open,high,low,close,volume,amount';
const GOOD = '2026-02-12,41.87,41.93,40.44,41.05,23808500,983826741';

/** The problems a refused text was refused with (the test fails if it was accepted). */
function refusal(text: string): CsvProblem[] {
  try {
    parsePriceCsv(text, TODAY);
  } catch (error) {
    if (error instanceof PriceCsvError) return [...error.problems];
    throw error;
  }
  throw new Error('the file was accepted');
}

const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('parsePriceCsv', () => {
  it('reads bars oldest first, whatever the order of the lines, skipping blank lines and quotes', () => {
    const bars = parsePriceCsv(
      `${HEADER}\r\n2026-02-13,41.20,42.35,40.98,41.86,18652400,780356200\r\n\r\n"2026/02/12","41.87",41.93,40.44,41.05,23808500,983826741\r\n`,
      TODAY,
    );
    expect(bars).toEqual([
      { date: '2026-02-12', open: 41.87, high: 41.93, low: 40.44, close: 41.05, volume: 23808500, amount: 983826741 },
      { date: '2026-02-13', open: 41.2, high: 42.35, low: 40.98, close: 41.86, volume: 18652400, amount: 780356200 },
    ]);
  });

  it('reads the Chinese header vendors write, and the English one in any case', () => {
    const zh = parsePriceCsv(`日期,开盘,最高,最低,收盘,成交量,成交额\n${GOOD}`, TODAY);
    const upper = parsePriceCsv(`${HEADER.toUpperCase()}\n${GOOD}`, TODAY);
    expect(zh).toEqual(upper);
    expect(zh).toHaveLength(1);
  });

  it.each([
    ['date,open,high,low,close,volume', /缺少 amount/, /missing amount/],
    ['date,open,high,low,close,volume,amount,turnover', /多出 turnover/, /unexpected turnover/],
    ['date,open,low,high,close,volume,amount', /列的顺序不对/, /out of order/],
    ['日期,开盘,最高,最低,收盘,成交量', /缺少 成交额/, /missing 成交额/],
  ])('refuses the header %s at line 1, in both languages', (header, zh, en) => {
    const [problem, ...rest] = refusal(`${header}\n${GOOD}`);
    expect(rest).toEqual([]);
    expect(problem?.line).toBe(1);
    expect(problem?.zh).toMatch(zh);
    expect(problem?.en).toMatch(en);
  });

  it('refuses a file whose first line is blank, and a header without bars', () => {
    expect(refusal(`\n${HEADER}\n${GOOD}`)).toEqual([expect.objectContaining({ line: 1 })]);
    expect(refusal(`${HEADER}\n\n`)).toEqual([
      { line: 2, zh: '表头之后没有数据', en: 'there are no bars after the header' },
    ]);
  });

  it.each([
    ['2026-02-30,41.87,41.93,40.44,41.05,1,1', '日期“2026-02-30”不是有效日期', '"2026-02-30" is not a valid date'],
    ['13/02/2026,41.87,41.93,40.44,41.05,1,1', '日期“13/02/2026”不是有效日期', '"13/02/2026" is not a valid date'],
    ['2026-02-16,41.87,41.93,40.44,41.05,1,1', '日期 2026-02-16 在未来', 'the date 2026-02-16 is in the future'],
    ['2026-02-12,0,41.93,40.44,41.05,1,1', '开盘价应大于 0', 'open must be above 0'],
    ['2026-02-12,41.87,41.93,-40.44,41.05,1,1', '最低价应大于 0', 'low must be above 0'],
    ['2026-02-12,41,40,41.5,41,1,1', '最高价 40 低于最低价 41.5', 'high 40 is below low 41.5'],
    [
      '2026-02-12,42,41.93,40.44,41.05,1,1',
      '开盘价 42 不在最低价与最高价之间（40.44–41.93）',
      'open 42 is outside low–high (40.44–41.93)',
    ],
    [
      '2026-02-12,41,41.93,40.44,40.4,1,1',
      '收盘价 40.4 不在最低价与最高价之间（40.44–41.93）',
      'close 40.4 is outside low–high (40.44–41.93)',
    ],
    ['2026-02-12,41.87,41.93,40.44,41.05,-1,1', '成交量不能为负', 'volume must not be negative'],
    ['2026-02-12,41.87,41.93,40.44,41.05,1,-5', '成交额不能为负', 'amount must not be negative'],
    ['2026-02-12,41.87,41.93,40.44,1e3,1,1', '收盘价“1e3”不是数字', 'close "1e3" is not a number'],
    ['2026-02-12,41.87,41.93,40.44,41.05,1', '应有 7 列，实有 6 列', 'expected 7 columns, found 6'],
  ])('refuses %s with its line number', (row, zh, en) => {
    expect(refusal(file(GOOD.replace('2026-02-12', '2026-02-11'), row))).toEqual([{ line: 3, zh, en }]);
  });

  it('refuses a day given twice, naming the line it repeats', () => {
    expect(refusal(file(GOOD, '2026-02-13,41.20,42.35,40.98,41.86,1,1', GOOD))).toEqual([
      { line: 4, zh: '日期 2026-02-12 与第 2 行重复', en: 'the date 2026-02-12 repeats line 2' },
    ]);
  });

  it('refuses the whole file with every problem, and lists at most 20 of them in its message', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `2025-01-${String(i + 1).padStart(2, '0')},1,1,1,1,-1,1`);
    const error = (() => {
      try {
        parsePriceCsv(file(GOOD, ...rows), TODAY);
      } catch (e) {
        return e as PriceCsvError;
      }
    })();
    expect(error?.problems.map((p) => p.line)).toEqual(rows.map((_, i) => i + 3));
    const zh = PriceCsvError.describe(error?.problems ?? [], 'zh').split('\n');
    expect(zh[0]).toBe('价格文件未导入，问题如下：');
    expect(zh[1]).toBe('第 3 行：成交量不能为负');
    expect(zh.at(-1)).toBe('另有 5 处问题未列出');
    expect(error?.message.split('\n')).toHaveLength(22);
    expect(error?.message.split('\n').at(-1)).toBe('and 5 more problem(s)');
  });

  it('reads back what the CSV writer writes, in either language (property)', () => {
    const price = fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 1000);
    const bar = fc
      .record({
        day: fc.integer({ min: 0, max: 2900 }),
        prices: fc.array(price, { minLength: 4, maxLength: 4 }),
        volume: fc.integer({ min: 0, max: 2 ** 40 }),
        amount: fc.integer({ min: 0, max: 2 ** 45 }),
      })
      .map(({ day, prices, volume, amount }): DailyBar => {
        const [a = 1, b = 1, c = 1, d = 1] = prices;
        const low = Math.min(a, b, c, d);
        const high = Math.max(a, b, c, d);
        const date = new Date(Date.UTC(2018, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
        return { date, open: b, high, low, close: c, volume, amount };
      });
    const bars = fc.uniqueArray(bar, { selector: (b) => b.date, minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(bars, fc.constantFrom('zh' as const, 'en' as const), (list, lang) => {
        const sorted = [...list].sort((x, y) => (x.date < y.date ? -1 : 1));
        expect(parsePriceCsv(barsToCsv(list, lang), TODAY)).toEqual(sorted);
      }),
    );
  });
});

describe('decodeCsvBytes', () => {
  /** `日期,开盘,最高,最低,收盘,成交量,成交额` as GBK bytes (encoded by Python's `gbk` codec). */
  const GBK_HEADER = Buffer.from('c8d5c6da2cbfaac5cc2cd7eeb8df2cd7eeb5cd2ccad5c5cc2cb3c9bdbbc1bf2cb3c9bdbbb6ee', 'hex');
  const ZH_HEADER = '日期,开盘,最高,最低,收盘,成交量,成交额';

  it('reads UTF-8 with and without a byte-order mark, dropping the mark', () => {
    const plain = Buffer.from(`${ZH_HEADER}\n${GOOD}\n`, 'utf8');
    expect(decodeCsvBytes(plain)).toEqual({ text: `${ZH_HEADER}\n${GOOD}\n`, encoding: 'utf-8' });
    const marked = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), plain]);
    expect(decodeCsvBytes(marked)).toEqual({ text: `${ZH_HEADER}\n${GOOD}\n`, encoding: 'utf-8-bom' });
  });

  it('reads bytes that are not UTF-8 as GBK, and the parser takes the result', () => {
    const bytes = Buffer.concat([GBK_HEADER, Buffer.from(`\n${GOOD}\n`, 'ascii')]);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const { text, encoding } = decodeCsvBytes(bytes);
    expect(encoding).toBe('gbk');
    expect(text.split('\n')[0]).toBe(ZH_HEADER);
    expect(parsePriceCsv(text, TODAY)).toHaveLength(1);
  });

  it('treats plain ASCII as UTF-8 (it is both)', () => {
    expect(decodeCsvBytes(Buffer.from(`${HEADER}\n`, 'ascii')).encoding).toBe('utf-8');
  });
});
