import type { FinancialYear } from '@muyuan/contract/bond-matter';
import { useLang } from '../../i18n/lang-context.tsx';
import { direction, signed } from '../../lib/price-change.ts';
import { yearOnYear } from './amounts.ts';
import { METRIC_QUANTITY, METRICS, VALUE_LABEL } from './figures-table.tsx';
import type { Labels } from './labels.ts';
import { reportFigure } from './report-scale.ts';

/**
 * The latest year at a glance: each key figure with its change from the year before, signed and
 * coloured like a price move (red up, green down), or a note where a percentage would mislead. Figures
 * in the table's scale, written as a sentence writes them (RMB 137,947 million, 1,379.47亿元).
 */
export function LatestYear({ years, labels }: { years: readonly FinancialYear[]; labels: Labels }) {
  const lang = useLang();
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const latest = sorted.at(-1);
  const previous = sorted.at(-2);
  if (!latest) return null;
  return (
    <section className="latest-year" aria-labelledby="latest-year-title">
      <h3 id="latest-year-title" className="latest-year-title">
        {labels('latestYear', { year: latest.year })}
      </h3>
      <dl className="latest-year-list">
        {METRICS.map((m) => {
          const change = previous ? yearOnYear(previous[m], latest[m]) : null;
          const way = change === null ? 'flat' : direction(change);
          return (
            <div key={m} className="latest-year-item" data-metric={m}>
              <dt>{labels(m)}</dt>
              <dd>
                <span className="latest-year-value">
                  {labels(VALUE_LABEL[METRIC_QUANTITY[m]], {
                    value: reportFigure(latest[m], METRIC_QUANTITY[m], lang),
                  })}
                </span>
                <span className="latest-year-change" data-direction={way}>
                  {change === null ? labels('notComparable') : labels('change', { change: signed(change, 2, '%') })}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
