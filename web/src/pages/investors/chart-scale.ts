import type { Lang } from '@muyuan/contract/lang';

/** The band of the spec's unit converter a set of values is shown in: 亿 or 万 in Chinese, millions in English. */
export interface Band {
  divisor: number;
  /** Prefix of the unit: 亿, 万, million, or nothing. */
  word: string;
}

/** The converter's band for the largest magnitude among the values, so every bar of a chart shares one unit. */
export function converterBand(values: readonly number[], lang: Lang): Band {
  const largest = Math.max(0, ...values.map(Math.abs));
  if (lang === 'en') return largest > 10_000 ? { divisor: 1_000_000, word: 'million' } : { divisor: 1, word: '' };
  if (largest > 100_000_000) return { divisor: 100_000_000, word: '亿' };
  if (largest > 10_000) return { divisor: 10_000, word: '万' };
  return { divisor: 1, word: '' };
}

/** A round step (1, 2 or 5 × a power of ten) that divides `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * Axis ticks covering `values` and zero (bars grow from zero), at round steps: [0, 40, 80, 120, 160]
 * for values up to 137.9; a loss adds ticks below zero.
 */
export function niceTicks(values: readonly number[], count = 4): number[] {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  if (min === max) return [0, 1];
  const step = niceStep(max - min, count);
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= Math.ceil(max / step) * step + step / 2; v += step) {
    ticks.push(Math.round(v / step) * step);
  }
  return ticks;
}
