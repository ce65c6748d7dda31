import type { BondTerms } from '@muyuan/contract/bond-matter';
import type { DailyBar } from '@muyuan/contract/price-history';
import type { Quote } from '@muyuan/contract/stock-market';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../../i18n/format-number.ts';
import type { Labels } from '../labels.ts';
import { conversionPriceOn, convertBonds, premiumHistory } from '../market-math/bond-conversion.ts';
import { PremiumLine } from './premium-line.tsx';
import { ToolField } from './tool-field.tsx';
import { percentText, useMoney } from './tool-figures.ts';
import { parseBonds } from './tool-input.ts';

interface Props {
  terms: BondTerms;
  bond: Quote;
  stock: Quote;
  bondBars: readonly DailyBar[];
  stockBars: readonly DailyBar[];
  labels: Labels;
}

/**
 * The convertible bond in shares: what a number of bonds converts into at the conversion price in force on
 * the quote's day, what that is worth beside the bonds' price, and the premium over time from both histories
 * with the conversion price in force on each day.
 */
export function BondTool({ terms, bond, stock, bondBars, stockBars, labels }: Props) {
  const [bondsText, setBonds] = useState('10');
  const bonds = parseBonds(bondsText);
  const today = bond.quoteTime.slice(0, 10);
  // Terms without their history still have today's price.
  const changes = terms.conversionPrices.length
    ? terms.conversionPrices
    : [{ price: terms.conversionPrice, since: terms.conversionPriceSince }];
  const price = conversionPriceOn(changes, today) ?? terms.conversionPrice;
  const conversion = typeof bonds === 'number' ? convertBonds(bonds, terms.faceValue, price, stock.price) : null;
  const days = useMemo(
    () => premiumHistory(bondBars, stockBars, changes, terms.faceValue),
    [bondBars, stockBars, changes, terms.faceValue],
  );
  const money = useMoney();
  const premiums = days.map((d) => d.premium);
  const latest = days.at(-1);
  return (
    <section className="tool tool-wide" aria-labelledby="tool-bond">
      <h3 id="tool-bond">{labels('toolBondHeading')}</h3>
      <div className="tool-fields">
        <ToolField
          label={labels('toolBonds')}
          type="text"
          inputMode="numeric"
          value={bondsText}
          onChange={setBonds}
          problem={typeof bonds === 'number' ? null : bonds}
          labels={labels}
          hint={labels('toolBondsHint', { face: terms.faceValue, price: price.toFixed(2), date: today })}
        />
      </div>
      <div className="tool-result" data-testid="bond-conversion">
        {conversion && (
          <dl className="tool-figures">
            <div>
              <dt>{labels('toolSharesFromBonds')}</dt>
              <dd>{formatNumber(conversion.shares)}</dd>
            </div>
            <div>
              <dt>{labels('toolCashForFraction')}</dt>
              <dd>{money(conversion.cash)}</dd>
            </div>
            <div>
              <dt>{labels('toolValueInShares', { price: stock.price.toFixed(2) })}</dt>
              <dd>{money(conversion.value)}</dd>
            </div>
            <div>
              <dt>{labels('toolValueAsBonds', { price: bond.price.toFixed(2) })}</dt>
              <dd>{money((conversion.bonds * bond.price * terms.faceValue) / 100)}</dd>
            </div>
          </dl>
        )}
      </div>
      {latest && (
        <div className="tool-premium">
          <h4>{labels('toolPremiumHistory')}</h4>
          <p>
            {labels('toolPremiumSummary', {
              from: days[0]?.date ?? '',
              to: latest.date,
              latest: percentText(latest.premium),
              low: percentText(Math.min(...premiums)),
              high: percentText(Math.max(...premiums)),
            })}
          </p>
          <PremiumLine days={days} label={labels('toolPremiumHistory')} />
          <details className="price-table">
            <summary>{labels('chartTable', { from: days[0]?.date ?? '', to: latest.date })}</summary>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
            <section className="table-scroll" aria-label={labels('toolPremiumHistory')} tabIndex={0}>
              <table className="data-table ir-table">
                <thead>
                  <tr>
                    <th scope="col">{labels('date')}</th>
                    <th scope="col" className="num">
                      {labels('toolBondClose')}
                    </th>
                    <th scope="col" className="num">
                      {labels('toolShareClose')}
                    </th>
                    <th scope="col" className="num">
                      {labels('conversionPrice')}
                    </th>
                    <th scope="col" className="num">
                      {labels('conversionValue')}
                    </th>
                    <th scope="col" className="num">
                      {labels('conversionPremium')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...days].reverse().map((d) => (
                    <tr key={d.date}>
                      <th scope="row">
                        <time dateTime={d.date}>{d.date}</time>
                      </th>
                      <td className="num">{d.bondClose.toFixed(2)}</td>
                      <td className="num">{d.shareClose.toFixed(2)}</td>
                      <td className="num">{d.conversionPrice.toFixed(2)}</td>
                      <td className="num">{d.conversionValue.toFixed(2)}</td>
                      <td className="num">{percentText(d.premium)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </details>
        </div>
      )}
    </section>
  );
}
