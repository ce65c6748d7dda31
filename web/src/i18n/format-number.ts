import type { Lang } from '@muyuan/contract/lang';

/**
 * Numbers as `Intl.NumberFormat` writes them in Chinese (`zh-CN`) and English, without Intl: the first Intl
 * object a page makes loads the engine's locale data in one long task (80 ms on a slow phone), and the
 * site's two languages write numbers the same simple way: digits grouped by three with a comma, a point
 * before the fraction, a hyphen-minus. format-number.test.ts checks every case against Intl itself.
 */

/** The digits of a non-negative finite number's shortest decimal form (the one `String` gives) around the point. */
function decimalDigits(abs: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = String(abs).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  if (exponentText === undefined) return { whole: head, fraction: tail };
  const digits = head + tail;
  const point = head.length + Number(exponentText);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits (`'199'` → `'200'`, `'99'` → `'100'`). */
function increment(digits: string): string {
  let carry = 1;
  let out = '';
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry;
    out = String(sum % 10) + out;
    carry = sum > 9 ? 1 : 0;
  }
  return carry ? `1${out}` : out;
}

/**
 * `value` with at least `minFraction` and at most `maxFraction` fraction digits, rounded half away from zero
 * on the number's shortest decimal form (0.015 → 0.02, as Intl does; `toFixed` would give 0.01), integer
 * digits grouped by three.
 */
export function formatNumber(value: number, minFraction = 0, maxFraction = 3): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  let { whole, fraction } = decimalDigits(Math.abs(value));
  if (fraction.length > maxFraction) {
    const roundUp = Number(fraction[maxFraction]) >= 5;
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const sum = increment(whole + fraction);
      whole = sum.slice(0, sum.length - maxFraction);
      fraction = sum.slice(sum.length - maxFraction);
    }
  }
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minFraction, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** An amount in yuan as `Intl.NumberFormat(lang, { style: 'currency', currency: 'CNY' })` writes it. */
export function formatYuan(lang: Lang, value: number): string {
  const text = formatNumber(value, 2, 2);
  const sign = lang === 'en' ? 'CN¥' : '¥';
  return text.startsWith('-') ? `-${sign}${text.slice(1)}` : `${sign}${text}`;
}
