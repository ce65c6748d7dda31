import type { Quote } from '@muyuan/contract/stock-market';
import type { RawQuote } from './quote-provider.ts';

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** Adds change (price − previous close, 3 decimals) and change % (2 decimals; 0 without a previous close). */
export function withChange(q: RawQuote): Quote {
  const change = round(q.price - q.prevClose, 3);
  const changePercent = q.prevClose === 0 ? 0 : round(((q.price - q.prevClose) / q.prevClose) * 100, 2);
  return { ...q, change, changePercent };
}
