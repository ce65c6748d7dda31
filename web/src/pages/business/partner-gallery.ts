import type { Partner } from '@muyuan/contract/business';
import type { ScrollListItem } from '../../components/horizontal-scroll-list/horizontal-scroll-list.tsx';
import type { ViewerSlide } from '../../components/image-viewer/viewer-slide.ts';

export interface PartnerGallery {
  /** One scroll-list item per partner, in order (a partner without a logo shows "no image yet"). */
  items: ScrollListItem[];
  /** The logos the image viewer pages through. */
  slides: ViewerSlide[];
  /** For each partner, the place of its logo among the slides (null without a logo). */
  slideOf: (number | null)[];
}

/** The partners as the scroll list shows them and as the image viewer pages through their logos. */
export function partnerGallery(partners: readonly Partner[]): PartnerGallery {
  const slides: ViewerSlide[] = [];
  const slideOf: (number | null)[] = [];
  for (const partner of partners) {
    if (partner.logo) {
      slideOf.push(slides.length);
      slides.push({ src: partner.logo, alt: partner.name });
    } else {
      slideOf.push(null);
    }
  }
  return { items: partners.map((p) => ({ img: p.logo, text: p.name })), slides, slideOf };
}
