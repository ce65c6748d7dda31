import type { Notice } from '@muyuan/contract/bond-matter';
import { SkeletonBox } from '../../components/async-view/async-view.tsx';
import { formatBytes } from '../../i18n/format-bytes.ts';
import { useT } from '../../i18n/t.ts';
import type { Labels } from './labels.ts';

/** Announcements as rows: date, kind, title (opens the PDF), size, and links to open and to download. */
export function NoticeList({ items, labels }: { items: readonly Notice[]; labels: Labels }) {
  const t = useT();
  return (
    <ul className="notice-list">
      {items.map((n) => (
        <li key={n.id} className="notice-row" data-id={n.id} data-type={n.type}>
          <time className="notice-date" dateTime={n.publishDate}>
            {n.publishDate}
          </time>
          <span className="notice-type">{n.typeName}</span>
          <h3 className="notice-title">
            <a href={n.file.url} target="_blank" rel="noopener noreferrer">
              <span className="notice-title-text">{n.title}</span>
              <span className="visually-hidden">{t('opensInNewTab')}</span>
            </a>
          </h3>
          <span className="notice-size">PDF · {formatBytes(n.file.size)}</span>
          <span className="notice-actions">
            <a href={n.file.url} target="_blank" rel="noopener noreferrer" className="notice-open">
              {labels('open')}
              <span className="visually-hidden">
                {n.title}
                {t('opensInNewTab')}
              </span>
            </a>
            <a href={n.file.url} download={`${n.publishDate} ${n.title}.pdf`} className="notice-download">
              {labels('download')}
              <span className="visually-hidden">{n.title}</span>
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The list's shape while it loads. */
export function NoticeListSkeleton({ rows }: { rows: number }) {
  return (
    <ul className="notice-list" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="notice-row">
          <SkeletonBox lines={1} className="notice-row-skeleton" />
        </li>
      ))}
    </ul>
  );
}
