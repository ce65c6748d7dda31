import type { Quote } from '@muyuan/contract/stock-market';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useDividends, useNoticeList } from '../../api/bond-matter.ts';
import { useEndpoint } from '../../api/endpoint.ts';
import { SkeletonBox } from '../../components/async-view/async-view.tsx';
import { SampleNote } from '../../components/sample-note/sample-note.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { daysBefore } from '../../lib/price-change.ts';
import { useMounted } from '../../lib/use-mounted.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { HistoryDownloads } from './history-downloads.tsx';
import type { Labels } from './labels.ts';
import type { ChartEvent } from './price-chart/chart-data.ts';

// The chart library comes with the chart, after the quotes are on screen: no other page loads it.
const PriceChart = lazy(() => import('./price-chart/price-chart.tsx'));

/** How far back the page asks for: the longest range one answer of the history API covers. */
export const HISTORY_DAYS = 3650;
/** The most announcements the chart flags (the list API's largest page): the newest ones. */
const FLAGGED_ANNOUNCEMENTS = 100;

/** The history's range for a security: up to its quote's day (Beijing), as far back as one answer goes. */
export function historyRange(quote: Quote): { from: string; to: string } {
  const to = quote.quoteTime.slice(0, 10);
  return { from: daysBefore(to, HISTORY_DAYS), to };
}

/** The daily history of one of the quoted securities, as long as the API gives it in one answer. */
export function useHistory(quote: Quote | undefined) {
  return useEndpoint('priceHistory', quote ? { code: quote.code, ...historyRange(quote) } : null);
}

/**
 * Announcements (with their PDFs) and, for the share, its ex-dividend dates: the marks on the chart; the
 * announcements asked for only once the page runs (`asked`), as the chart is drawn only then.
 */
function useChartEvents(kind: Quote['kind'] | undefined, labels: Labels, asked: boolean): ChartEvent[] {
  const lang = useLang();
  const notices = useNoticeList(asked ? { pageNum: 1, pageSize: FLAGGED_ANNOUNCEMENTS } : null);
  const dividends = useDividends();
  return useMemo(() => {
    const flags: ChartEvent[] = (notices.data?.list ?? []).map((notice) => ({
      kind: 'announcement',
      date: notice.publishDate,
      title: notice.title,
      // Announcements are filed in Chinese only: an English page marks the title so and says it.
      ...(lang === 'en' ? { titleLang: 'zh-CN', note: labels('inChinese') } : {}),
      href: notice.file.url,
    }));
    const exDates: ChartEvent[] =
      kind === 'stock'
        ? (dividends.data ?? []).map((dividend) => ({
            kind: 'exDate',
            date: dividend.exDate,
            title: labels('exDateEvent', { title: dividend.title }),
          }))
        : [];
    return [...flags, ...exDates];
  }, [notices.data, dividends.data, kind, labels, lang]);
}

/**
 * The chart band of /securities: the share's or the bond's history (a choice between the two), with the
 * sample note while the history is the seed's, and the range shown to download.
 */
export function MarketHistory({ quotes, labels }: { quotes: readonly Quote[]; labels: Labels }) {
  const [code, setCode] = useState(quotes[0]?.code);
  const quote = quotes.find((q) => q.code === code) ?? quotes[0];
  // The chart is drawn in the browser only: the server's render does not ask for the history and the
  // announcements, which would otherwise ride in the page's HTML (a decade of days: 20 KB compressed).
  const mounted = useMounted();
  const history = useHistory(mounted ? quote : undefined);
  // Whether the history is the seed's sample: asked of the quote's day alone, so the note is in the
  // server's render (and nothing moves when the chart comes) for a few bytes.
  const lastDay = quote ? historyRange(quote).to : '';
  const probe = useEndpoint('priceHistory', quote ? { code: quote.code, from: lastDay, to: lastDay } : null);
  const events = useChartEvents(quote?.kind, labels, mounted);
  const skeleton = <SkeletonBox className="price-chart-skeleton" lines={8} />;
  if (!quote) return null;
  return (
    <div className="market-history">
      {quotes.length > 1 && (
        <ChoiceGroup
          legend={labels('chartSecurity')}
          options={quotes.map((q) => ({
            value: q.code,
            label: (
              <>
                {q.name} <span className="market-history-code">{q.code}</span>
              </>
            ),
          }))}
          value={quote.code}
          onChange={setCode}
        />
      )}
      {(history.data ?? probe.data)?.sample && <SampleNote text={labels('historySample')} />}
      {history.error ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data === undefined || !mounted ? (
        skeleton
      ) : history.data.bars.length === 0 ? (
        <p>{labels('historyEmpty')}</p>
      ) : (
        <Suspense fallback={skeleton}>
          <PriceChart
            key={quote.code}
            bars={history.data.bars}
            events={events}
            labels={labels}
            name={quote.name}
            footer={(range) => <HistoryDownloads code={quote.code} range={range} labels={labels} />}
          />
        </Suspense>
      )}
    </div>
  );
}
