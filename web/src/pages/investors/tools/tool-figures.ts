import { formatYuan } from '../../../i18n/format-number.ts';
import { useLang } from '../../../i18n/lang-context.tsx';

/** A rate as the tools show it: "−21.30%" with two decimals; "—" where there is none. */
export const percentText = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(2)}%`);

/** Yuan to the fen in the page's language (¥1,074.00 / CN¥1,074.00): rounded only here, never in the computation. */
export function useMoney(): (yuan: number) => string {
  const lang = useLang();
  return (yuan) => formatYuan(lang, Math.round(yuan * 100) / 100);
}
