import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { ContentPage } from '../../components/content-page/content-page.tsx';
import type { PageProps } from '../../routing/page-props.ts';

const ReportDialog = lazy(() => import('./report-dialog.tsx'));
/** The form's links, as hash (`#/honest/report`) or path addresses (`/honest/report`, `/en/honest/report`). */
const REPORT_LINK = 'a[href$="/honest/report"]';

/**
 * An integrity page whose "I want to report" links open the report form in a dialog (spec: the
 * integrity report dialog), right where the visitor is. The links stay real links: opened in a new
 * tab, or without scripts, they lead to the form's own page.
 */
export function IntegrityPage(props: PageProps) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest(REPORT_LINK);
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <div onClickCapture={onClick}>
      <ContentPage {...props} />
      {open && (
        <Suspense fallback={null}>
          <ReportDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
