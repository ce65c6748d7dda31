import type { Localized } from '@muyuan/contract/lang';
import type { DailyBar } from '@muyuan/contract/price-history';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Beijing calendar day of an instant, `YYYY-MM-DD`: trading days are Beijing's. */
export const beijingDate = (at: Date): string => new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

type NumberField = Exclude<keyof DailyBar, 'date'>;
export const BAR_FIELD_NAMES: Record<NumberField, Localized> = {
  open: { zh: '开盘价', en: 'open' },
  high: { zh: '最高价', en: 'high' },
  low: { zh: '最低价', en: 'low' },
  close: { zh: '收盘价', en: 'close' },
  volume: { zh: '成交量', en: 'volume' },
  amount: { zh: '成交额', en: 'amount' },
};

/**
 * What makes a bar impossible, in both languages (empty: the bar can be stored): a day after `today`,
 * a price not above 0, high below low, open or close outside low–high, a negative volume or amount. One
 * rule set for every way a bar comes in (a CSV file, the live feed's close).
 */
export function barProblems(bar: DailyBar, today: string): Localized[] {
  const problems: Localized[] = [];
  if (bar.date > today) problems.push({ zh: `日期 ${bar.date} 在未来`, en: `the date ${bar.date} is in the future` });
  for (const name of ['open', 'high', 'low', 'close'] as const) {
    const { zh, en } = BAR_FIELD_NAMES[name];
    if (!(bar[name] > 0)) problems.push({ zh: `${zh}应大于 0`, en: `${en} must be above 0` });
  }
  for (const name of ['volume', 'amount'] as const) {
    const { zh, en } = BAR_FIELD_NAMES[name];
    if (!(bar[name] >= 0)) problems.push({ zh: `${zh}不能为负`, en: `${en} must not be negative` });
  }
  const { open, high, low, close } = bar;
  // A price at or below 0 is the whole story: comparing it with the others would only repeat it.
  if (![open, high, low, close].every((p) => p > 0)) return problems;
  if (high < low) {
    problems.push({ zh: `最高价 ${high} 低于最低价 ${low}`, en: `high ${high} is below low ${low}` });
    return problems;
  }
  for (const name of ['open', 'close'] as const) {
    const value = name === 'open' ? open : close;
    if (value < low || value > high) {
      const { zh, en } = BAR_FIELD_NAMES[name];
      problems.push({
        zh: `${zh} ${value} 不在最低价与最高价之间（${low}–${high}）`,
        en: `${en} ${value} is outside low–high (${low}–${high})`,
      });
    }
  }
  return problems;
}
