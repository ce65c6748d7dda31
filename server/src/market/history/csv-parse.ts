import type { Localized } from '@muyuan/contract/lang';
import { type DailyBar, isCalendarDate, PRICE_CSV_HEADERS } from '@muyuan/contract/price-history';
import { BAR_FIELD_NAMES, barProblems } from './bar-rules.ts';

/** One thing wrong with a price file, at its line (1 is the header), in both languages. */
export interface CsvProblem {
  line: number;
  zh: string;
  en: string;
}

/** A price file refused whole: every problem found, each with its line number. */
export class PriceCsvError extends Error {
  override name = 'PriceCsvError';
  /** Problems listed in a refusal; a file wrong throughout (a wrong column order) would list thousands. */
  static readonly MAX_LISTED = 20;
  constructor(readonly problems: readonly CsvProblem[]) {
    super(PriceCsvError.describe(problems, 'en'));
  }

  /** The refusal as text in one language: one problem a line, at most MAX_LISTED of them. */
  static describe(problems: readonly CsvProblem[], lang: 'zh' | 'en'): string {
    const listed = problems
      .slice(0, PriceCsvError.MAX_LISTED)
      .map((p) => (lang === 'zh' ? `第 ${p.line} 行：${p.zh}` : `line ${p.line}: ${p.en}`));
    const more = problems.length - listed.length;
    if (more > 0) listed.push(lang === 'zh' ? `另有 ${more} 处问题未列出` : `and ${more} more problem(s)`);
    const head = lang === 'zh' ? '价格文件未导入，问题如下：' : 'The price file was not imported:';
    return [head, ...listed].join('\n');
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** `2026-02-13`, `2026/02/13` or `20260213`, as exchanges and vendors write a day. */
const DAY = /^(\d{4})([-/]?)(\d{2})\2(\d{2})$/;

/** A field without its surrounding spaces and double quotes (`"41.86"`), which spreadsheets add. */
const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

function headerProblem(fields: string[]): CsvProblem | null {
  const lower = fields.map((f) => f.toLowerCase());
  const en = PRICE_CSV_HEADERS.en as readonly string[];
  const zh = PRICE_CSV_HEADERS.zh as readonly string[];
  if (en.every((c, i) => lower[i] === c) && lower.length === en.length) return null;
  if (zh.every((c, i) => fields[i] === c) && fields.length === zh.length) return null;
  const names = lower.some((f) => zh.includes(f)) ? zh : en;
  const missing = names.filter((c) => !lower.includes(c.toLowerCase()));
  const extra = fields.filter((f) => !names.includes(names === en ? f.toLowerCase() : f));
  const expected = names.join(',');
  const zhParts = [`表头应为 ${expected}`];
  const enParts = [`the header must be ${expected}`];
  if (missing.length > 0) {
    zhParts.push(`缺少 ${missing.join('、')}`);
    enParts.push(`missing ${missing.join(', ')}`);
  }
  if (extra.length > 0) {
    zhParts.push(`多出 ${extra.join('、')}`);
    enParts.push(`unexpected ${extra.join(', ')}`);
  }
  if (missing.length === 0 && extra.length === 0) {
    zhParts.push('列的顺序不对');
    enParts.push('the columns are out of order');
  }
  return { line: 1, zh: zhParts.join('；'), en: enParts.join('; ') };
}

const NUMBER_FIELDS = ['open', 'high', 'low', 'close', 'volume', 'amount'] as const;

/** One data row as a bar, or the problems of that row (all of them, so a fix takes one round). */
function readRow(fields: string[], line: number, today: string): DailyBar | CsvProblem[] {
  const at = (problem: Localized): CsvProblem => ({ line, ...problem });
  if (fields.length !== NUMBER_FIELDS.length + 1) {
    return [at({ zh: `应有 7 列，实有 ${fields.length} 列`, en: `expected 7 columns, found ${fields.length}` })];
  }
  const problems: CsvProblem[] = [];
  const [dateText = '', ...numberTexts] = fields;
  const day = DAY.exec(dateText);
  const date = day ? `${day[1]}-${day[3]}-${day[4]}` : '';
  if (!day || !isCalendarDate(date)) {
    problems.push(at({ zh: `日期“${dateText}”不是有效日期`, en: `"${dateText}" is not a valid date` }));
  }
  const values: Partial<Record<(typeof NUMBER_FIELDS)[number], number>> = {};
  NUMBER_FIELDS.forEach((name, i) => {
    const text = numberTexts[i] ?? '';
    if (NUMBER.test(text)) values[name] = Number(text);
    else {
      const { zh, en } = BAR_FIELD_NAMES[name];
      problems.push(at({ zh: `${zh}“${text}”不是数字`, en: `${en} "${text}" is not a number` }));
    }
  });
  if (problems.length > 0) return problems;
  const bar = { date, ...values } as DailyBar;
  const impossible = barProblems(bar, today);
  return impossible.length > 0 ? impossible.map(at) : bar;
}

/**
 * Parses a price history CSV (`date,open,high,low,close,volume,amount`, or the same columns under their
 * Chinese names) into bars, oldest first. Strict: the file is refused whole (PriceCsvError) with every
 * problem and its line: a wrong or missing column, a date that is not a day of the calendar or is after
 * `today` (Beijing), a price not above 0, high below low, open or close outside low–high, a negative
 * volume or amount, a day given twice. Blank lines are skipped. Fields hold no commas, so quoting is
 * only ever around a whole field and a small parser reads the shape exactly.
 */
export function parsePriceCsv(text: string, today: string): DailyBar[] {
  const lines = text.split(/\r\n|\n|\r/);
  const rows = lines
    .map((raw, i) => ({ line: i + 1, fields: raw.split(',').map(unquote) }))
    .filter((row) => row.fields.some((f) => f !== ''));
  const header = rows[0];
  if (header?.line !== 1) {
    throw new PriceCsvError([
      {
        line: 1,
        zh: `第一行应为表头 ${PRICE_CSV_HEADERS.en.join(',')}`,
        en: `the first line must be the header ${PRICE_CSV_HEADERS.en.join(',')}`,
      },
    ]);
  }
  const problems: CsvProblem[] = [];
  const wrongHeader = headerProblem(header.fields);
  if (wrongHeader) throw new PriceCsvError([wrongHeader]);
  const bars: DailyBar[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, fields } of rows.slice(1)) {
    const bar = readRow(fields, line, today);
    if (Array.isArray(bar)) {
      problems.push(...bar);
      continue;
    }
    const earlier = firstLineOf.get(bar.date);
    if (earlier !== undefined) {
      problems.push({
        line,
        zh: `日期 ${bar.date} 与第 ${earlier} 行重复`,
        en: `the date ${bar.date} repeats line ${earlier}`,
      });
      continue;
    }
    firstLineOf.set(bar.date, line);
    bars.push(bar);
  }
  if (rows.length === 1) problems.push({ line: 2, zh: '表头之后没有数据', en: 'there are no bars after the header' });
  if (problems.length > 0) throw new PriceCsvError(problems);
  return bars.sort((a, b) => (a.date < b.date ? -1 : 1));
}
