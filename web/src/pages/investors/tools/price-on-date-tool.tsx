import type { DailyBar } from '@muyuan/contract/price-history';
import { useState } from 'react';
import type { Labels } from '../labels.ts';
import { priceOnDate } from '../market-math/price-on-date.ts';
import { ToolField } from './tool-field.tsx';
import { checkDate } from './tool-input.ts';

/** The close on a date the visitor names, or of the last trading day before it, saying which day was used. */
export function PriceOnDateTool({ bars, labels }: { bars: readonly DailyBar[]; labels: Labels }) {
  const first = bars[0]?.date ?? '';
  const last = bars.at(-1)?.date ?? '';
  const [date, setDate] = useState(last);
  const problem = checkDate(date, first, last);
  const found = problem ? null : priceOnDate(bars, date);
  return (
    <section className="tool" aria-labelledby="tool-price-on-date">
      <h3 id="tool-price-on-date">{labels('toolPriceOnDate')}</h3>
      <ToolField
        label={labels('toolDate')}
        type="date"
        value={date}
        onChange={setDate}
        problem={problem}
        labels={labels}
        min={first}
        max={last}
        hint={labels('toolDateRange', { first, last })}
      />
      <p className="tool-result" data-testid="price-on-date" role="status">
        {found && (
          <>
            <span className="tool-figure">{labels('toolClose', { close: found.close.toFixed(2) })}</span>
            <span>
              {found.exact
                ? labels('toolCloseOf', { date: found.used })
                : labels('toolCloseBefore', { asked: found.asked, date: found.used })}
            </span>
          </>
        )}
      </p>
    </section>
  );
}
