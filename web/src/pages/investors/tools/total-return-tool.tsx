import type { Dividend } from '@muyuan/contract/bond-matter';
import type { DailyBar } from '@muyuan/contract/price-history';
import { useMemo, useState } from 'react';
import { daysBefore } from '../../../lib/price-change.ts';
import type { Labels } from '../labels.ts';
import { type Holding, totalReturn } from '../market-math/total-return.ts';
import { ToolField } from './tool-field.tsx';
import { percentText, useMoney } from './tool-figures.ts';
import { checkDate, parseAmount } from './tool-input.ts';

interface Props {
  bars: readonly DailyBar[];
  dividends: readonly Dividend[];
  labels: Labels;
}

/**
 * What an amount invested at one day's close was worth at another's: with the cash dividends reinvested on
 * their ex-dates and without, bonus and transferred shares added in both; figures to the fen.
 */
export function TotalReturnTool({ bars, dividends, labels }: Props) {
  const first = bars[0]?.date ?? '';
  const last = bars.at(-1)?.date ?? '';
  const [amountText, setAmount] = useState('10000');
  const [from, setFrom] = useState(() => (daysBefore(last, 365) < first ? first : daysBefore(last, 365)));
  const [to, setTo] = useState(last);
  const amount = parseAmount(amountText);
  const amountProblem = typeof amount === 'number' ? null : amount;
  const fromProblem = checkDate(from, first, last);
  // The order is the second date's problem: it is the one to change.
  const toProblem =
    checkDate(to, first, last) ?? (fromProblem === null && from >= to ? { key: 'toolDateOrder' } : null);
  const periodProblem = fromProblem ?? toProblem;
  const distributions = useMemo(
    () =>
      dividends.map((d) => ({
        exDate: d.exDate,
        cashPerTenShares: d.cashPerTenShares,
        sharesPerTenShares: d.sharesPerTenShares,
      })),
    [dividends],
  );
  const result =
    typeof amount === 'number' && !periodProblem
      ? totalReturn({ history: bars, distributions, from, to, amount })
      : null;
  const money = useMoney();
  const rows: [string, (h: Holding) => string][] = [
    [labels('toolEndValue'), (h) => money(h.endValue)],
    [labels('toolTotalReturn'), (h) => percentText(h.totalReturn)],
    [labels('toolAnnualised'), (h) => percentText(h.annualisedReturn)],
    [labels('toolDividends'), (h) => money(h.dividends)],
    [labels('toolShares'), (h) => h.shares.toFixed(2)],
  ];
  return (
    <section className="tool tool-wide" aria-labelledby="tool-total-return">
      <h3 id="tool-total-return">{labels('toolTotalReturnHeading')}</h3>
      <div className="tool-fields">
        <ToolField
          label={labels('toolAmount')}
          type="text"
          inputMode="decimal"
          value={amountText}
          onChange={setAmount}
          problem={amountProblem}
          labels={labels}
          hint={labels('toolAmountHint')}
        />
        <ToolField
          label={labels('toolFrom')}
          type="date"
          value={from}
          onChange={setFrom}
          problem={fromProblem}
          labels={labels}
          min={first}
          max={last}
        />
        <ToolField
          label={labels('toolTo')}
          type="date"
          value={to}
          onChange={setTo}
          problem={toProblem}
          labels={labels}
          min={first}
          max={last}
        />
      </div>
      <div className="tool-result" data-testid="total-return">
        {result && typeof result !== 'string' && (
          <>
            <p role="status">
              {labels('toolBought', {
                date: result.start.used,
                close: result.start.close.toFixed(2),
                end: result.end.used,
                endClose: result.end.close.toFixed(2),
                count: result.distributions.length,
              })}
            </p>
            <div className="tool-table-scroll">
              <table className="data-table tool-table">
                <thead>
                  <tr>
                    <td />
                    <th scope="col">{labels('toolReinvested')}</th>
                    <th scope="col">{labels('toolNotReinvested')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(([name, show]) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td className="num">{show(result.reinvested)}</td>
                      <td className="num">{show(result.notReinvested)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {typeof result === 'string' && <span role="alert">{labels('toolDateOrder')}</span>}
      </div>
    </section>
  );
}
