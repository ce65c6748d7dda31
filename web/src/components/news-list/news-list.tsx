import type { ArticleSummary } from '@muyuan/contract/shapes';
import { Link } from 'wouter';
import { SkeletonBox } from '../async-view/async-view.tsx';
import { type ItemHeadingLevel, useItemHeadingLevel } from '../section/item-heading-level.tsx';
import './news-list.css';
import { ContentImage } from '../content-image/content-image.tsx';

interface Props {
  items: readonly ArticleSummary[];
  /** The route of an item's detail page. */
  hrefFor: (item: ArticleSummary) => string;
  /** Smaller rows without summaries (side lists, the home page). */
  compact?: boolean;
  /** Heading level of the titles; by default the one of the band the list is in (see `ItemHeadingLevelProvider`). */
  level?: ItemHeadingLevel;
}

/** A list of articles: cover, title, summary and date; each opens its detail page. */
export function NewsList({ items, hrefFor, compact = false, level }: Props) {
  const bandLevel = useItemHeadingLevel();
  const Title = `h${level ?? bandLevel}` as const;
  return (
    <ul className="news-list" data-compact={compact}>
      {items.map((item) => (
        <li key={item.id} className="news-row">
          {!compact && (
            <div className="news-cover">
              {item.cover && (
                <ContentImage
                  src={item.cover}
                  alt=""
                  sizes="(max-width: 640px) 100vw, 360px"
                  loading="lazy"
                  decoding="async"
                  width="800"
                  height="450"
                />
              )}
            </div>
          )}
          <div className="news-text">
            <Title className="news-title">
              <Link href={hrefFor(item)} className="news-link">
                {item.title}
              </Link>
            </Title>
            {!compact && <p className="news-summary">{item.summary}</p>}
            <time className="news-date" dateTime={item.publishDate}>
              {item.publishDate}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The list's shape while it loads: as many rows as a page holds. */
export function NewsListSkeleton({ rows = 5, compact = false }: { rows?: number; compact?: boolean }) {
  return (
    <ul className="news-list" data-compact={compact} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="news-row">
          {!compact && <SkeletonBox className="news-cover" />}
          <div className="news-text">
            <SkeletonBox lines={compact ? 1 : 3} className="skeleton-text" />
          </div>
        </li>
      ))}
    </ul>
  );
}
