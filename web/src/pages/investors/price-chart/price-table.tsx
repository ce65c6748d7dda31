import { startTransition, useEffect, useState } from 'react';
import '../investors.css';
import { formatNumber } from '../../../i18n/format-number.ts';
import type { Labels } from '../labels.ts';
import type { ChartBar, ChartEvent } from './chart-data.ts';
import { EventTitle } from './event-title.tsx';

interface Props {
  bars: readonly ChartBar[];
  placed: ReadonlyMap<number, ChartEvent[]>;
  labels: Labels;
  name: string;
}

/**
 * Whether the table's rows are made yet. A year of days is some two thousand cells: made in the chart's
 * own render they held the main thread in one long task, so they come in a transition of their own
 * (React yields to the browser while making them), or at once when the visitor opens the table first.
 */
function useRowsWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => startTransition(() => setWanted(true)), []);
  return [wanted, () => setWanted(true)];
}

/**
 * The chart's figures as a table, newest day first, for screen readers and for copying: folded under its
 * summary so the page stays short, the events of each day in its last column.
 */
export function PriceTable({ bars, placed, labels, name }: Props) {
  const [wanted, want] = useRowsWanted();
  const rows = wanted ? bars.map((bar, index) => ({ bar, events: placed.get(index) ?? [] })).reverse() : [];
  return (
    <details className="price-table" onToggle={want}>
      <summary>{labels('chartTable', { from: bars[0]?.date ?? '', to: bars.at(-1)?.date ?? '' })}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={labels('chartTableName', { name })} tabIndex={0}>
        <table className="data-table ir-table">
          <thead>
            <tr>
              <th scope="col">{labels('date')}</th>
              <th scope="col" className="num">
                {labels('open')}
              </th>
              <th scope="col" className="num">
                {labels('high')}
              </th>
              <th scope="col" className="num">
                {labels('low')}
              </th>
              <th scope="col" className="num">
                {labels('close')}
              </th>
              <th scope="col" className="num">
                {labels('volume')}
              </th>
              <th scope="col" className="num">
                {labels('amountYuan')}
              </th>
              <th scope="col">{labels('events')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ bar, events }) => (
              <tr key={bar.date}>
                <th scope="row">
                  <time dateTime={bar.date}>{bar.date}</time>
                </th>
                <td className="num">{bar.open.toFixed(2)}</td>
                <td className="num">{bar.high.toFixed(2)}</td>
                <td className="num">{bar.low.toFixed(2)}</td>
                <td className="num">{bar.close.toFixed(2)}</td>
                <td className="num">{formatNumber(bar.volume)}</td>
                <td className="num">{formatNumber(bar.amount)}</td>
                <td>
                  {events.map((event) =>
                    event.href ? (
                      <a key={event.title} href={event.href} target="_blank" rel="noopener">
                        <EventTitle event={event} />
                      </a>
                    ) : (
                      <span key={event.title}>
                        <EventTitle event={event} />
                      </span>
                    ),
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
