import type { Statistic } from '@muyuan/contract/shapes';
import { formatFigure } from '@muyuan/contract/unit-converter';
import { useLang } from '../../i18n/lang-context.tsx';
import './figure-row.css';

/** Key figures in a row (statistic items: num, unit, txt); wraps into two columns on phones. */
export function FigureRow({ items, tone = 'plain' }: { items: readonly Statistic[]; tone?: 'plain' | 'brand' }) {
  const lang = useLang();
  return (
    <dl className="figure-row" data-tone={tone}>
      {items.map((item) => (
        <div className="figure" key={`${item.num}-${item.txt}`}>
          <dt className="figure-caption">{item.txt}</dt>
          <dd className="figure-value">
            <span className="figure-num">{formatFigure(item.num, lang)}</span>
            {item.unit && <span className="figure-unit">{item.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
