import { lazy, Suspense } from 'react';
import type { ViewerSlide } from '../image-viewer/viewer-slide.ts';

const ViewerLightbox = lazy(() => import('../image-viewer/lightbox.tsx'));

/** A slide show over `slides` that advances by itself; its code loads on first opening. */
export function SlideShow({ slides, open, onClose }: { slides: ViewerSlide[]; open: boolean; onClose: () => void }) {
  if (!open || slides.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ViewerLightbox slides={slides} index={0} onClose={onClose} slideshow />
    </Suspense>
  );
}
