import type { ReactNode } from 'react';
import { useT } from '../../i18n/t.ts';
import { SkeletonBox } from '../async-view/async-view.tsx';
import { InlineText } from '../inline-text/inline-text.tsx';
import { SmartLink } from '../smart-link/smart-link.tsx';
import './card-grid.css';
import { CARD_IMAGE_SIZES, ContentImage } from '../content-image/content-image.tsx';

export interface CardItem {
  id?: string;
  title: string;
  text?: string | undefined;
  image?: string | null | undefined;
  /** Label/value rows (breeding-pig performance, product specifications). */
  rows?: readonly { label: string; value: string }[] | undefined;
  /** Where the card leads. */
  link?: string | undefined;
  linkLabel?: string | undefined;
  /** Anything more at the foot of the card (a button, a badge). */
  footer?: ReactNode;
}

interface Props {
  items: readonly CardItem[];
  /** Columns on a wide screen (fewer on narrow ones, one on phones). */
  columns?: 2 | 3 | 4;
  /** Heading level of the card titles. */
  level?: 3 | 4;
  /** Pictures of a card grid are 4:3 unless said otherwise (portraits, logos). */
  imageShape?: 'landscape' | 'square' | 'wide';
}

/** Cards in a grid: picture, title, text, label/value rows and a link to more. */
export function CardGrid({ items, columns = 3, level = 3, imageShape = 'landscape' }: Props) {
  return (
    <ul className="card-grid" data-columns={columns}>
      {items.map((item) => (
        <li key={item.id ?? item.title} className="card" data-linked={Boolean(item.link)}>
          <Card item={item} level={level} imageShape={imageShape} />
        </li>
      ))}
    </ul>
  );
}

function Card({ item, level, imageShape }: { item: CardItem; level: 3 | 4; imageShape: Props['imageShape'] }) {
  const t = useT();
  const Title = `h${level}` as const;
  return (
    <>
      {item.image && (
        <div className="card-media" data-shape={imageShape}>
          <ContentImage
            src={item.image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            loading="lazy"
            decoding="async"
            width="600"
            height="450"
          />
        </div>
      )}
      <div className="card-body">
        <Title className="card-title">
          {item.link ? (
            <SmartLink to={item.link} className="card-link">
              {item.title}
            </SmartLink>
          ) : (
            item.title
          )}
        </Title>
        {item.text && (
          <p className="card-text">
            <InlineText text={item.text} />
          </p>
        )}
        {item.rows && item.rows.length > 0 && (
          <dl className="card-rows">
            {item.rows.map((row) => (
              <div className="card-row" key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {item.link && (
          <span className="card-more" aria-hidden="true">
            {item.linkLabel ?? t('learnMore')} →
          </span>
        )}
        {item.footer}
      </div>
    </>
  );
}

/** The grid's shape while its data loads. */
export function CardGridSkeleton({ count = 3, columns = 3 }: { count?: number; columns?: 2 | 3 | 4 }) {
  return (
    <ul className="card-grid" data-columns={columns} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="card">
          <SkeletonBox className="card-media" />
          <div className="card-body">
            <SkeletonBox lines={3} className="skeleton-text" />
          </div>
        </li>
      ))}
    </ul>
  );
}
