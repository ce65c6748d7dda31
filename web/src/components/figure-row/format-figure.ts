import type { Lang } from '@muyuan/contract/lang';
import { convertUnit } from '../../lib/unit-converter.ts';

/** Plain decimal numbers (no codes with leading zeros, no years written as text). */
const PLAIN_NUMBER = /^(?:[1-9]\d*|0)(?:\.\d+)?$/;
const CONVERTER_THRESHOLD = 10_000;

/**
 * How a statistic's figure is shown: a plain number above 10,000 goes through the spec's unit
 * converter (4026万 / 40.26 million from 40260000); everything else (a stock code, a year, 85 °C,
 * figures already written in 万) is shown as written, which the converter would spoil ("2714.00").
 */
export function formatFigure(num: string, lang: Lang): string {
  const trimmed = num.trim();
  if (!PLAIN_NUMBER.test(trimmed) || Number(trimmed) <= CONVERTER_THRESHOLD) return trimmed;
  return convertUnit(trimmed, lang);
}
