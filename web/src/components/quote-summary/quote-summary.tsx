import type { Quote } from '@muyuan/contract/stock-market';
import { useT } from '../../i18n/t.ts';
import { beijingTime, direction, signed } from '../../lib/price-change.ts';
import './quote-summary.css';

/**
 * A delayed quote at a glance: name and code, price, change and change % (red up, green down, by
 * the Chinese convention, and always with a sign and an arrow so colour is never the only cue),
 * the quote time in Beijing time and its source.
 */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const t = useT();
  const way = direction(quote.change);
  const arrow = way === 'up' ? '▲' : way === 'down' ? '▼' : '';
  return (
    <div className="quote-summary" data-direction={way}>
      <p className="quote-name">
        {quote.name} <span className="quote-code">{quote.code}</span>
      </p>
      <p className="quote-price">
        <span className="quote-price-value">{quote.price.toFixed(2)}</span>
        <span className="quote-change">
          <span aria-hidden="true">{arrow} </span>
          <span className="visually-hidden">{t(`priceMove.${way}`)} </span>
          {signed(quote.change, 2)} ({signed(quote.changePercent, 2, '%')})
        </span>
      </p>
      <p className="quote-time">
        <time dateTime={quote.quoteTime}>{beijingTime(quote.quoteTime)}</time> · {quote.source}
      </p>
      <p className="quote-note">{quote.delayNote}</p>
    </div>
  );
}
