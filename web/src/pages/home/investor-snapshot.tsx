import { STOCK_CODE } from '@muyuan/contract/constants';
import { detailRoute } from '@muyuan/contract/sitemap';
import type { Quote } from '@muyuan/contract/stock-market';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useNoticeList, useSecuritiesNewsList } from '../../api/bond-matter.ts';
import { useQuotes } from '../../api/stock-market.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { NewsList, NewsListSkeleton } from '../../components/news-list/news-list.tsx';
import { QuoteSummary } from '../../components/quote-summary/quote-summary.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import { useMounted } from '../../lib/use-mounted.ts';
import { useNow } from '../../lib/use-now.ts';

const LATEST = 3;

// The three months' line comes with its own code and data after the quote: the home page's first script
// does not carry it.
const QuoteSparkline = lazy(() => import('../../components/quote-sparkline/quote-sparkline.tsx'));

/** The line once the page is running (its space held until then, on the server too). */
function Sparkline({ quote }: { quote: Quote }) {
  const space = <span className="quote-sparkline-space" aria-hidden="true" />;
  if (!useMounted()) return space;
  return (
    <Suspense fallback={space}>
      <QuoteSparkline quote={quote} />
    </Suspense>
  );
}

/**
 * The investor snapshot: the A share's delayed quote with its time, and the three latest
 * announcements (statutory filings are Chinese only, so the English site lists the latest
 * securities news instead), with the ways on to the investor pages.
 */
export function InvestorSnapshot() {
  const t = useT();
  const lang = useLang();
  const quotes = useQuotes();
  const now = useNow();
  return (
    <div className="investor-snapshot">
      <div className="snapshot-quote">
        <AsyncView result={quotes} skeleton={<SkeletonBox className="quote-skeleton" />}>
          {(list) => {
            const stock = list.find((q) => q.code === STOCK_CODE);
            return stock ? (
              <div className="snapshot-quote-card">
                <QuoteSummary quote={stock} now={now} />
                <Sparkline quote={stock} />
              </div>
            ) : null;
          }}
        </AsyncView>
        <Link href="/securities" className="button-secondary">
          {t('securitiesInformation')} →
        </Link>
      </div>
      <div className="snapshot-list">
        <h3 className="snapshot-title">{lang === 'zh' ? t('latestAnnouncements') : t('securitiesNews')}</h3>
        {lang === 'zh' ? <LatestNotices /> : <LatestSecuritiesNews />}
      </div>
    </div>
  );
}

function LatestNotices() {
  const t = useT();
  const result = useNoticeList({ pageNum: 1, pageSize: LATEST });
  return (
    <>
      <AsyncView result={result} skeleton={<NewsListSkeleton rows={LATEST} compact />}>
        {(page) => (
          <ul className="news-list" data-compact="true">
            {page.list.map((n) => (
              <li key={n.id} className="news-row">
                <div className="news-text">
                  <h4 className="news-title">
                    <a href={n.file.url} className="news-link" target="_blank" rel="noopener noreferrer">
                      {n.title}
                      <span className="visually-hidden">{t('opensInNewTab')}</span>
                    </a>
                  </h4>
                  <time className="news-date" dateTime={n.publishDate}>
                    {n.publishDate}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
      <Link href="/announcement" className="more-link">
        {t('allAnnouncements')} →
      </Link>
    </>
  );
}

function LatestSecuritiesNews() {
  const t = useT();
  const result = useSecuritiesNewsList({ pageNum: 1, pageSize: LATEST });
  return (
    <>
      <AsyncView result={result} skeleton={<NewsListSkeleton rows={LATEST} compact />}>
        {(page) => <NewsList items={page.list} hrefFor={(a) => detailRoute('securitiesNews', a.id)} compact />}
      </AsyncView>
      <Link href="/financial" className="more-link">
        {t('financialInformation')} →
      </Link>
    </>
  );
}
