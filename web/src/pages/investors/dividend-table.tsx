import type { Dividend } from '@muyuan/contract/bond-matter';
import { useLang } from '../../i18n/lang-context.tsx';
import './investors.css';
import { formatAmount, withUnit } from './amounts.ts';
import type { Labels } from './labels.ts';

/** The dividend history, newest first; a wide table scrolls inside its own box on a phone. */
export function DividendTable({ items, labels }: { items: readonly Dividend[]; labels: Labels }) {
  const lang = useLang();
  const yuan = labels('yuan');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={labels('dividendTable')} tabIndex={0}>
      <table className="data-table ir-table dividend-table">
        <thead>
          <tr>
            <th scope="col">{labels('distribution')}</th>
            <th scope="col" className="num">
              {labels('perTenShares')}
            </th>
            <th scope="col" className="num">
              {labels('totalCash')}
            </th>
            <th scope="col">{labels('recordDate')}</th>
            <th scope="col">{labels('exDate')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((d) => (
            <tr key={d.id} data-id={d.id}>
              <th scope="row">{d.title}</th>
              <td className="num">{withUnit(d.cashPerTenShares.toFixed(2), yuan, lang)}</td>
              <td className="num">{withUnit(formatAmount(d.totalCash, lang), yuan, lang)}</td>
              <td>
                <time dateTime={d.recordDate}>{d.recordDate}</time>
              </td>
              <td>
                <time dateTime={d.exDate}>{d.exDate}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
