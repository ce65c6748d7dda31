import type { Quote } from '@muyuan/contract/stock-market';
import { useEndpoint } from '../../api/endpoint.ts';
import en from '../../i18n/locales/en/sparkline.json';
import zh from '../../i18n/locales/zh-CN/sparkline.json';
import { useMessages } from '../../i18n/t.ts';
import { daysBefore } from '../../lib/price-change.ts';
import './quote-sparkline.css';

const MESSAGES = { zh, en };
const WIDTH = 160;
const HEIGHT = 44;
/** Three months of calendar days. */
const DAYS = 92;

/**
 * The last three months of a security's closes as a small line beside its quote: a picture whose words
 * (the first and last close) are its accessible name. Nothing when the history has fewer than two days.
 */
export default function QuoteSparkline({ quote }: { quote: Quote }) {
  const t = useMessages(MESSAGES);
  const to = quote.quoteTime.slice(0, 10);
  const history = useEndpoint('priceHistory', { code: quote.code, from: daysBefore(to, DAYS), to });
  const bars = history.data?.bars ?? [];
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last || bars.length < 2) return <span className="quote-sparkline-space" aria-hidden="true" />;
  const closes = bars.map((bar) => bar.close);
  const low = Math.min(...closes);
  const span = Math.max(...closes) - low || 1;
  const points = closes
    .map(
      (close, i) =>
        `${((i / (closes.length - 1)) * WIDTH).toFixed(1)},${(HEIGHT - 2 - ((close - low) / span) * (HEIGHT - 4)).toFixed(1)}`,
    )
    .join(' ');
  const label = t('sparkline', {
    from: first.date,
    first: first.close.toFixed(2),
    to: last.date,
    last: last.close.toFixed(2),
  });
  return (
    <figure className="quote-sparkline" data-direction={last.close >= first.close ? 'up' : 'down'}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={history.data?.sample ? t('sparklineSample', { label }) : label}
      >
        <polyline points={points} fill="none" vectorEffect="non-scaling-stroke" />
      </svg>
    </figure>
  );
}
