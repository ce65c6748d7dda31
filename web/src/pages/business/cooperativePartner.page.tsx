import type { Partner } from '@muyuan/contract/business';
import { useState } from 'react';
import { usePartners } from '../../api/business.ts';
import { AsyncView, SkeletonBox } from '../../components/async-view/async-view.tsx';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import { HorizontalScrollList } from '../../components/horizontal-scroll-list/horizontal-scroll-list.tsx';
import { ImageViewer } from '../../components/image-viewer/image-viewer.tsx';
import type { PageProps } from '../../routing/page-props.ts';
import { partnerGallery } from './partner-gallery.ts';
import './business.css';

/** Partner logos are 2:1, as wide as the item (the spec's default width) inside its 1 px border. */
const LOGO_STYLE = { width: 286, height: 143 };

/** The partners in the spec's horizontal scroll list: logo, name and description; a logo opens the viewer. */
function PartnerScroll({ partners, label }: { partners: readonly Partner[]; label: string }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const { items, slides, slideOf } = partnerGallery(partners);
  return (
    <div className="partner-list">
      <HorizontalScrollList
        label={label}
        items={items}
        imageStyle={LOGO_STYLE}
        onPreview={(i) => setViewing(slideOf[i] ?? null)}
        renderCaption={(item, i) => (
          <>
            <h3 className="partner-name">{item.text}</h3>
            <p className="partner-description">{partners[i]?.description}</p>
          </>
        )}
      />
      <ImageViewer slides={slides} index={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

function Partners({ label }: { label: string }) {
  const result = usePartners();
  return (
    <AsyncView result={result} skeleton={<SkeletonBox className="partner-list-skeleton" />}>
      {(partners) => <PartnerScroll partners={partners} label={label} />}
    </AsyncView>
  );
}

export default function CooperativePartnerPage(props: PageProps) {
  const label = props.copy?.labels?.partnerList ?? '';
  return <ContentPage {...props} slots={{ partners: <Partners label={label} /> }} />;
}
