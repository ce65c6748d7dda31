import type { HomeNewsItem } from '@muyuan/contract/home';
import { detailRoute } from '@muyuan/contract/sitemap';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useHomeNews } from '../../api/home.ts';
import { AsyncView } from '../../components/async-view/async-view.tsx';
import { ContentImage } from '../../components/content-image/content-image.tsx';
import { NewsList, NewsListSkeleton } from '../../components/news-list/news-list.tsx';
import { useT } from '../../i18n/t.ts';

type Category = HomeNewsItem['category'];
const CATEGORIES: readonly Category[] = ['company', 'media'];

/** The list page of each tab, where "more" leads. */
export const newsCentreHref = (category: Category) => `/enterpriseDynamics?tab=${category}`;

/**
 * The home page's news centre: company news and media focus as tabs, the newest item of the tab
 * as a feature with its cover, the others as a list, and "more" leading to the tab's full list.
 */
export function HomeNews() {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<Category>('company');
  const result = useHomeNews();
  const label = (c: Category) => (c === 'company' ? t('companyNews') : t('mediaFocus'));
  return (
    <div className="home-news">
      <div className="home-news-bar">
        <div className="home-tabs" role="tablist" aria-label={t('newsCentre')}>
          {CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              id={`${id}-${c}`}
              className="tab"
              aria-selected={tab === c}
              aria-controls={`${id}-panel`}
              onClick={() => setTab(c)}
            >
              {label(c)}
            </button>
          ))}
        </div>
        <Link href={newsCentreHref(tab)} className="more-link">
          {t('more')} <span className="visually-hidden">{label(tab)}</span>→
        </Link>
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="home-news-panel">
        <AsyncView result={result} skeleton={<NewsListSkeleton rows={4} />} empty={t('noNews')}>
          {(items) => <HomeNewsPanel items={items.filter((i) => i.category === tab)} />}
        </AsyncView>
      </div>
    </div>
  );
}

function HomeNewsPanel({ items }: { items: HomeNewsItem[] }) {
  const t = useT();
  const [first, ...rest] = items;
  if (!first) return <p className="data-state data-empty">{t('noNews')}</p>;
  const href = (item: { id: string }) => detailRoute('news', item.id);
  return (
    <div className="home-news-grid">
      <article className="news-feature">
        <div className="news-feature-cover">
          {first.cover && (
            <ContentImage
              src={first.cover}
              alt=""
              sizes="(max-width: 900px) 100vw, 640px"
              loading="lazy"
              decoding="async"
              width="800"
              height="450"
            />
          )}
        </div>
        <div className="news-feature-text">
          <time dateTime={first.publishDate}>{first.publishDate}</time>
          <h3>
            <Link href={href(first)} className="news-link">
              {first.title}
            </Link>
          </h3>
          <p>{first.summary}</p>
        </div>
      </article>
      <NewsList items={rest} hrefFor={href} compact />
    </div>
  );
}
