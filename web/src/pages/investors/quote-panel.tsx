import type { Quote } from '@muyuan/contract/stock-market';
import type { ReactNode } from 'react';
import { SkeletonBox } from '../../components/async-view/async-view.tsx';
import { QuoteSummary } from '../../components/quote-summary/quote-summary.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { isQuoteStale } from '../../lib/quote-freshness.ts';
import { formatAmount, withUnit } from './amounts.ts';
import type { Labels } from './labels.ts';
import './quote-panel.css';

interface Props {
  quote: Quote;
  labels: Labels;
  /** The time the quote's age is measured against. */
  now: Date;
  /** More figures under the day's trading (the bond's conversion figures). */
  children?: ReactNode;
}

/** A label and its value in a quote's figures. */
export function QuoteStat({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="quote-stat">
      <dt>{label}</dt>
      <dd>
        {value}
        {note && <small className="quote-stat-note">{note}</small>}
      </dd>
    </div>
  );
}

/**
 * A full delayed quote: the summary (price, signed change in red up / green down, time, source,
 * delay note, and a warning when the quote is older than the delay note promises), and the day's
 * trading: open, high, low, previous close, volume and turnover through the unit converter.
 */
export function QuotePanel({ quote, labels, now, children }: Props) {
  const lang = useLang();
  const stale = isQuoteStale(quote.quoteTime, now);
  const volumeUnit = quote.kind === 'stock' ? labels('shares') : labels('bonds');
  // A halted security has no open, high or low today (the feed says 0): a dash, not a price of 0.00.
  const figure = (value: number) => (quote.status === 'halted' && value === 0 ? '—' : value.toFixed(2));
  return (
    <article className="quote-panel" data-kind={quote.kind} data-code={quote.code} data-stale={stale}>
      <QuoteSummary quote={quote} now={now} />
      <dl className="quote-stats">
        <QuoteStat label={labels('open')} value={figure(quote.open)} />
        <QuoteStat label={labels('high')} value={figure(quote.high)} />
        <QuoteStat label={labels('low')} value={figure(quote.low)} />
        <QuoteStat label={labels('prevClose')} value={quote.prevClose.toFixed(2)} />
        <QuoteStat label={labels('volume')} value={withUnit(formatAmount(quote.volume, lang), volumeUnit, lang)} />
        <QuoteStat
          label={labels('turnover')}
          value={withUnit(formatAmount(quote.turnover, lang), labels('yuan'), lang)}
        />
      </dl>
      {children}
    </article>
  );
}

/** The two panels' shape while the quotes load. */
export function QuotePanelsSkeleton() {
  return (
    <div className="quote-panels" aria-hidden="true">
      <SkeletonBox className="quote-panel-skeleton" />
      <SkeletonBox className="quote-panel-skeleton" />
    </div>
  );
}
