import { MEDIA_CATEGORIES } from '@muyuan/contract/constants';
import { useState } from 'react';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { HorizontalScrollList } from '../../components/horizontal-scroll-list/horizontal-scroll-list.tsx';
import { ImageViewer } from '../../components/image-viewer/image-viewer.tsx';
import type { ViewerSlide } from '../../components/image-viewer/viewer-slide.ts';
import { SlideShow } from '../../components/slide-show/slide-show.tsx';
import { Tabs } from '../../components/tabs/tabs.tsx';
import { useLang } from '../../i18n/lang-context.tsx';
import en from '../../i18n/locales/en/visuals.json';
import zh from '../../i18n/locales/zh-CN/visuals.json';
import { useMessages, useT } from '../../i18n/t.ts';
import { isValidUrl } from '../../lib/url.ts';
import { useRouteQuery, withQuery } from '../../routing/hash-location.ts';
import type { PageProps } from '../../routing/page-props.ts';

const VISUALS_MESSAGES = { zh, en };

import { categoryOf, itemsOfCategory, type VisualItem } from './visual-items.ts';

/**
 * The pictures and videos of one category (the spec's dictionary as tabs, the choice in the
 * address) in the horizontal scroll list; a picture opens the image viewer, a video plays in it,
 * and the slide show runs through the category.
 */
function Gallery({ items, routePath }: { items: readonly VisualItem[]; routePath: string }) {
  const t = useT();
  const own = useMessages(VISUALS_MESSAGES);
  const lang = useLang();
  const query = useRouteQuery(routePath);
  const code = categoryOf(query.get('type'));
  const shown = itemsOfCategory(items, code);
  const [viewing, setViewing] = useState<number | null>(null);
  const [showing, setShowing] = useState(false);
  const slides: ViewerSlide[] = shown.map((v) => ({
    src: v.image,
    alt: v.title,
    video: v.video ?? null,
    videoDescription: v.videoDescription ?? null,
  }));
  return (
    <div className="visual-gallery">
      <Tabs
        label={own('categories')}
        current={code}
        items={MEDIA_CATEGORIES.map((c) => ({
          id: c.typeCode,
          label: c.typeName[lang],
          // "All" is `?type=`, never the bare address: a bare address opened by a link gets the page's
          // last query back (useRouteQuery), which would undo the choice.
          href: c.typeCode ? withQuery(routePath, '', { type: c.typeCode }) : `${routePath}?type=`,
        }))}
      />
      {shown.length === 0 ? (
        <p className="data-state data-empty">{t('nothingYet')}</p>
      ) : (
        <>
          <div className="visual-actions">
            <p className="visual-count">{t('itemCount', { count: shown.length })}</p>
            <button type="button" className="button-primary" onClick={() => setShowing(true)}>
              {own('startSlideShow')}
            </button>
          </div>
          <HorizontalScrollList
            key={code}
            label={t('gallery')}
            items={shown.map((v) => ({ img: v.image, text: v.title, mode: isValidUrl(v.video) ? 'video' : 'image' }))}
            onPreview={setViewing}
          />
        </>
      )}
      <ImageViewer slides={slides} index={viewing} onClose={() => setViewing(null)} />
      <SlideShow slides={slides} open={showing} onClose={() => setShowing(false)} />
    </div>
  );
}

export default function OpticCentrePage(props: PageProps) {
  const items = props.copy?.items ?? [];
  return <ContentPage {...props} slots={{ gallery: <Gallery items={items} routePath={props.route.path} /> }} />;
}
