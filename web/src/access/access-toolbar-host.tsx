import { lazy, Suspense, useEffect } from 'react';
import { useAccessToolbarOpen } from './access-open.ts';

const AccessToolbar = lazy(() => import('./access-toolbar.tsx'));

/**
 * Where the reading-settings toolbar shows, between the header and the page: outside the header, so
 * using it never opens the header's side panel. Its code loads when it first opens; a stored reading
 * guide loads its few lines at start.
 */
export function AccessToolbarHost() {
  const open = useAccessToolbarOpen();
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-reading-guide')) {
      void import('./reading-guide.ts').then((guide) => guide.startReadingGuide());
    }
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AccessToolbar />
    </Suspense>
  );
}
