import type { Quote } from '@muyuan/contract/stock-market';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { beijingTime } from '../../lib/beijing-time.ts';
import { direction, signed } from '../../lib/price-change.ts';
import { formatAge, isQuoteStale } from '../../lib/quote-freshness.ts';
import './quote-summary.css';

/**
 * A delayed quote at a glance: name and code, price, change and change % (red up, green down, by
 * the Chinese convention, and always with a sign and an arrow so colour is never the only cue),
 * the quote time in Beijing time and its source, the delay note, a live feed's status (trading,
 * halted, closed) beside the name, and a warning with the quote's age
 * once it is older than the delay note promises. Every place that shows a quote shows it through
 * this, so the staleness rule and its wording are the same everywhere.
 */
export function QuoteSummary({ quote, now }: { quote: Quote; now: Date }) {
  const t = useT();
  const lang = useLang();
  const way = direction(quote.change);
  const arrow = way === 'up' ? '▲' : way === 'down' ? '▼' : '';
  const stale = isQuoteStale(quote.quoteTime, now);
  return (
    <div className="quote-summary" data-direction={way} data-stale={stale}>
      <p className="quote-name">
        {quote.name} <span className="quote-code">{quote.code}</span>
        {quote.status && (
          <span className="quote-status" data-status={quote.status}>
            {t(`quoteStatus.${quote.status}`)}
          </span>
        )}
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
        <time dateTime={quote.quoteTime}>{beijingTime(quote.quoteTime, { seconds: false })}</time> · {quote.source}
      </p>
      <p className="quote-note">{quote.delayNote}</p>
      {stale && (
        <p className="quote-stale">
          <span aria-hidden="true">⚠ </span>
          {t('quoteStale', { age: formatAge(new Date(quote.quoteTime), now, lang) })}
        </p>
      )}
    </div>
  );
}
