import type { Dividend } from '@muyuan/contract/bond-matter';
import { useLang } from '../../i18n/lang-context.tsx';
import './investors.css';
import type { Labels } from './labels.ts';
import { reportFigure } from './report-scale.ts';

/**
 * The dividend history, newest first, as an annual report tabulates it: the units in the column
 * headings (元, 亿元 / RMB, RMB million), plain figures in the cells. A wide table scrolls inside its
 * own box on a phone.
 */
export function DividendTable({ items, labels }: { items: readonly Dividend[]; labels: Labels }) {
  const lang = useLang();
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
              <td className="num">{d.cashPerTenShares.toFixed(2)}</td>
              <td className="num">{reportFigure(d.totalCash, 'yuan', lang)}</td>
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
