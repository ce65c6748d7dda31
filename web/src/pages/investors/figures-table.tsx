import type { FinancialYear } from '@muyuan/contract/bond-matter';
import { useLang } from '../../i18n/lang-context.tsx';
import { formatAmount } from './amounts.ts';
import type { Labels } from './labels.ts';
import './investors.css';

/** The key figures of the financial page, each with the unit it is counted in. */
export const METRICS = ['revenue', 'netProfit', 'totalAssets', 'pigsSold'] as const;
export type Metric = (typeof METRICS)[number];
/** The label key of each figure's unit (元 / yuan, 头 / head). */
export const METRIC_UNIT: Record<Metric, 'unitYuan' | 'unitHead'> = {
  revenue: 'unitYuan',
  netProfit: 'unitYuan',
  totalAssets: 'unitYuan',
  pigsSold: 'unitHead',
};

/** Key figures by year, newest first; amounts through the unit converter, the unit in each column's heading. */
export function FiguresTable({ years, labels }: { years: readonly FinancialYear[]; labels: Labels }) {
  const lang = useLang();
  const newestFirst = [...years].sort((a, b) => b.year - a.year);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={labels('figuresTable')} tabIndex={0}>
      <table className="data-table ir-table figures-table">
        <thead>
          <tr>
            <th scope="col">{labels('year')}</th>
            {METRICS.map((m) => (
              <th scope="col" className="num" key={m} data-metric={m}>
                {labels('withUnit', { name: labels(m), unit: labels(METRIC_UNIT[m]) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((y) => (
            <tr key={y.year} data-year={y.year}>
              <th scope="row">{labels('fiscalYear', { year: y.year })}</th>
              {METRICS.map((m) => (
                <td className="num" key={m} data-metric={m} data-negative={y[m] < 0}>
                  {formatAmount(y[m], lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
