import { lazy, Suspense } from 'react';
import type { ViewerSlide } from './viewer-slide.ts';

const ViewerLightbox = lazy(() => import('./lightbox.tsx'));

interface Props {
  slides: ViewerSlide[];
  /** Index of the slide to show; null = closed. */
  index: number | null;
  onClose: () => void;
}

/** Full-screen image viewer with a play overlay for videos; its code loads on first opening. */
export function ImageViewer({ slides, index, onClose }: Props) {
  if (index === null) return null;
  return (
    <Suspense fallback={null}>
      <ViewerLightbox slides={slides} index={index} onClose={onClose} />
    </Suspense>
  );
}
