import type { BondTerms } from '@muyuan/contract/bond-matter';
import type { Quote } from '@muyuan/contract/stock-market';
import { lazy, Suspense } from 'react';
import { useBondTerms, useDividends } from '../../api/bond-matter.ts';
import { useQuotes } from '../../api/stock-market.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { useMounted } from '../../lib/use-mounted.ts';
import { useNow } from '../../lib/use-now.ts';
import type { PageProps } from '../../routing/page-props.ts';
import { BondConversion } from './bond-conversion.tsx';
import { DividendTable } from './dividend-table.tsx';
import { type Labels, labelsOf } from './labels.ts';
import { MarketHistory } from './market-history.tsx';
import { QuotePanel, QuotePanelsSkeleton } from './quote-panel.tsx';

/** The bond's figures once its terms have come; a block of their size until then. */
function BondPart({ bond, stock, labels }: { bond: Quote; stock: Quote | undefined; labels: Labels }) {
  const terms = useBondTerms();
  const own = terms.data?.find((t: BondTerms) => t.code === bond.code);
  if (terms.data === undefined && !terms.error) return <SkeletonBox className="quote-bond-skeleton" lines={3} />;
  return own ? <BondConversion terms={own} bond={bond} stock={stock} labels={labels} /> : null;
}

/** The A share's and the convertible bond's quotes side by side. */
function Quotes({ labels }: { labels: Labels }) {
  const result = useQuotes();
  const now = useNow();
  return (
    <AsyncView result={result} skeleton={<QuotePanelsSkeleton />}>
      {(quotes) => {
        const stock = quotes.find((q) => q.kind === 'stock');
        return (
          <div className="quote-panels">
            {quotes.map((q) => (
              <QuotePanel key={q.code} quote={q} labels={labels} now={now}>
                {q.kind === 'convertibleBond' && <BondPart bond={q} stock={stock} labels={labels} />}
              </QuotePanel>
            ))}
          </div>
        );
      }}
    </AsyncView>
  );
}

// The tools come with their own code once the page is up; their figures wait for the history anyway.
const InvestorTools = lazy(() => import('./tools/investor-tools.tsx'));

/** The chart and the tools: both start from the quotes (which securities, up to which day). */
function WithQuotes({ labels, part }: { labels: Labels; part: 'chart' | 'tools' }) {
  const result = useQuotes();
  const mounted = useMounted();
  const skeleton = <SkeletonBox className={part === 'chart' ? 'price-chart-skeleton' : 'tools-skeleton'} lines={8} />;
  // The tools' code is lazy: the server and the hydrating render show their place only.
  if (part === 'tools' && !mounted) return skeleton;
  return (
    <AsyncView result={result} skeleton={skeleton}>
      {(quotes) =>
        part === 'chart' ? (
          <MarketHistory quotes={quotes} labels={labels} />
        ) : (
          <Suspense fallback={skeleton}>
            <InvestorTools quotes={quotes} labels={labels} />
          </Suspense>
        )
      }
    </AsyncView>
  );
}

// The calendar reads its own endpoint when the page is up: nothing of it is in the page's first render.
const UpcomingEvents = lazy(() => import('./calendar/upcoming-events.tsx'));

/** The investor calendar's coming events, once the page runs (their dates are Beijing days from today). */
function Calendar({ labels }: { labels: Labels }) {
  const mounted = useMounted();
  const now = useNow();
  const skeleton = <SkeletonBox className="ir-calendar-skeleton" lines={4} />;
  if (!mounted) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <UpcomingEvents labels={labels} now={now} />
    </Suspense>
  );
}

function Dividends({ labels }: { labels: Labels }) {
  const result = useDividends();
  return (
    <AsyncView result={result} skeleton={<SkeletonBox className="ir-table-skeleton" lines={6} />}>
      {(items) => <DividendTable items={items} labels={labels} />}
    </AsyncView>
  );
}

/** Securities information: both quotes with the bond's conversion figures, the investor services, the dividends. */
export default function SecuritiesPage(props: PageProps) {
  const labels = labelsOf(props.copy, useLang());
  return (
    <ContentPage
      {...props}
      slots={{
        quotes: <Quotes labels={labels} />,
        chart: <WithQuotes labels={labels} part="chart" />,
        tools: <WithQuotes labels={labels} part="tools" />,
        calendar: <Calendar labels={labels} />,
        dividends: <Dividends labels={labels} />,
      }}
    />
  );
}
