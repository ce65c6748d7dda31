import { DEFAULT_ITEM_IMAGE, DEFAULT_ITEM_WIDTH_PX, DEFAULT_SCROLL_STEP_PX } from '@muyuan/contract/constants';
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { arrowVisibility } from './scroll-math.ts';
import { useDragAndWheel } from './use-drag-and-wheel.ts';
import { useSteppedScroll } from './use-stepped-scroll.ts';
import './horizontal-scroll-list.css';
import { useT } from '../../i18n/t.ts';

export interface ScrollListItem {
  img?: string | null;
  text: string;
  /** 'video' items show a play overlay on their picture. */
  mode?: 'image' | 'video';
  /** Whether choosing the picture opens the image viewer (default true). */
  preview?: boolean;
  /** Where the caption leads, if anywhere (a hash route). */
  href?: string;
}

interface Props {
  items: ScrollListItem[];
  label: string;
  step?: number;
  imageStyle?: CSSProperties;
  itemStyle?: CSSProperties;
  onPreview?: (index: number) => void;
  /** The caption under a picture (default: its text); `index` is the item's place in `items`. */
  renderCaption?: (item: ScrollListItem, index: number) => ReactNode;
}

const DEFAULT_IMAGE_STYLE: CSSProperties = { width: DEFAULT_ITEM_IMAGE.width, height: DEFAULT_ITEM_IMAGE.height };
const DEFAULT_ITEM_STYLE: CSSProperties = { width: DEFAULT_ITEM_WIDTH_PX };

/** A horizontal pager with left and right arrows, drag and throttled wheel scrolling (spec section 2). */
export function HorizontalScrollList(props: Props) {
  const { items, label, step = DEFAULT_SCROLL_STEP_PX, onPreview, renderCaption } = props;
  const { imageStyle = DEFAULT_IMAGE_STYLE, itemStyle = DEFAULT_ITEM_STYLE } = props;
  const t = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState({ showLeft: false, showRight: false });
  const update = useCallback(() => {
    if (trackRef.current) setArrows(arrowVisibility(trackRef.current));
  }, []);
  const scrollStep = useSteppedScroll(trackRef, step);
  useDragAndWheel(trackRef, scrollStep);

  useEffect(() => {
    const el = trackRef.current;
    if (!el) return;
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [update]);

  return (
    <div className="hscroll">
      <button
        type="button"
        className="hscroll-arrow hscroll-left"
        aria-label={t('scrollLeft')}
        hidden={!arrows.showLeft}
        onClick={() => scrollStep(-1)}
      >
        ‹
      </button>
      {/* The track is focusable so keyboard users can scroll it with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul ref={trackRef} className="hscroll-track" aria-label={label} tabIndex={0} onScroll={update}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat a title; their order never changes
          <li className="hscroll-item" style={itemStyle} key={`${item.text}-${index}`}>
            <ItemPicture item={item} style={imageStyle} onPreview={onPreview ? () => onPreview(index) : undefined} />
            <div className="hscroll-text">{renderCaption ? renderCaption(item, index) : item.text}</div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="hscroll-arrow hscroll-right"
        aria-label={t('scrollRight')}
        hidden={!arrows.showRight}
        onClick={() => scrollStep(1)}
      >
        ›
      </button>
    </div>
  );
}

function ItemPicture({
  item,
  style,
  onPreview,
}: {
  item: ScrollListItem;
  style: CSSProperties;
  onPreview?: () => void;
}) {
  const t = useT();
  if (!item.img) {
    return (
      <div className="hscroll-noimage" style={style}>
        {t('noImage')}
      </div>
    );
  }
  const picture = (
    <>
      <img src={item.img} alt={item.text} style={style} loading="lazy" draggable={false} />
      {item.mode === 'video' && <span className="hscroll-play" aria-hidden="true" />}
    </>
  );
  if ((item.preview ?? true) && onPreview) {
    return (
      <button
        type="button"
        className="hscroll-preview"
        onClick={onPreview}
        aria-label={t('labelled', { label: t('viewImage'), value: item.text })}
      >
        {picture}
      </button>
    );
  }
  return <div className="hscroll-picture">{picture}</div>;
}
