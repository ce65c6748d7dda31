import type { Quote } from '@muyuan/contract/stock-market';
import { useDeferredValue } from 'react';
import { useBondTerms, useDividends } from '../../../api/bond-matter.ts';
import { SkeletonBox } from '../../../components/async-view/async-view.tsx';
import type { Labels } from '../labels.ts';
import { useHistory } from '../market-history.tsx';
import { BondTool } from './bond-tool.tsx';
import { PriceOnDateTool } from './price-on-date-tool.tsx';
import { TotalReturnTool } from './total-return-tool.tsx';
import './tools.css';

/**
 * The investor tools beside the chart, computed in the page from the history, dividends and bond terms the
 * API gives: the price on a date, the total return of a holding, and the bond in shares.
 */
export default function InvestorTools({ quotes, labels }: { quotes: readonly Quote[]; labels: Labels }) {
  const stock = quotes.find((q) => q.kind === 'stock');
  const bond = quotes.find((q) => q.kind === 'convertibleBond');
  const stockHistory = useHistory(stock);
  const bondHistory = useHistory(bond);
  const dividends = useDividends();
  const terms = useBondTerms();
  // An answer arriving is rendered at once (SWR's store updates are synchronous); the tools computed from
  // a history are the heaviest part of the page, so they follow in a render React can interrupt.
  const stockBars = useDeferredValue(stockHistory.data?.bars);
  const bondBars = useDeferredValue(bondHistory.data?.bars);
  const bondTerms = terms.data?.find((t) => t.code === bond?.code);
  if (!stockBars || !dividends.data) {
    if (stockHistory.error || dividends.error) return null;
    return <SkeletonBox className="tools-skeleton" lines={8} />;
  }
  if (stockBars.length < 2) return null;
  return (
    <div className="investor-tools">
      <PriceOnDateTool bars={stockBars} labels={labels} />
      <TotalReturnTool bars={stockBars} dividends={dividends.data} labels={labels} />
      {stock && bond && bondTerms && bondBars && (
        <BondTool
          terms={bondTerms}
          bond={bond}
          stock={stock}
          bondBars={bondBars}
          stockBars={stockBars}
          labels={labels}
        />
      )}
    </div>
  );
}
