import type { FinancialYear } from '@muyuan/contract/bond-matter';
import { useLang } from '../../i18n/lang-context.tsx';
import type { Labels } from './labels.ts';
import { type Quantity, reportFigure } from './report-scale.ts';
import './investors.css';

/** The key figures of the financial page, each with the unit it is counted in. */
export const METRICS = ['revenue', 'netProfit', 'totalAssets', 'pigsSold'] as const;
export type Metric = (typeof METRICS)[number];
/** What each figure counts. */
export const METRIC_QUANTITY: Record<Metric, Quantity> = {
  revenue: 'yuan',
  netProfit: 'yuan',
  totalAssets: 'yuan',
  pigsSold: 'head',
};
/** The label naming a quantity's unit in a heading or caption (亿元 / RMB million, 万头 / million head). */
export const UNIT_LABEL: Record<Quantity, 'unitYuan' | 'unitHead'> = { yuan: 'unitYuan', head: 'unitHead' };
/** The label writing one figure with its unit in a sentence ({{value}}亿元 / RMB {{value}} million). */
export const VALUE_LABEL: Record<Quantity, 'valueYuan' | 'valueHead'> = { yuan: 'valueYuan', head: 'valueHead' };

/**
 * Key figures by year, newest first, as an annual report's table: the unit in each column's heading,
 * plain grouped figures in the cells (not the statistic figures' unit converter, which would write
 * "137,947.00 million" in every cell).
 */
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
                {labels('withUnit', { name: labels(m), unit: labels(UNIT_LABEL[METRIC_QUANTITY[m]]) })}
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
                  {reportFigure(y[m], METRIC_QUANTITY[m], lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
