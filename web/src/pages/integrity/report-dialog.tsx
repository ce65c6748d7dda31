import { useEffect, useRef } from 'react';
import { ReportForm } from './report-form.tsx';
import { useReportMessages } from './report-messages.ts';
import './report-dialog.css';

/**
 * The report form as a dialog on the integrity pages (spec: the integrity report dialog). A modal
 * <dialog>: focus moves in and comes back, Escape and Close close it.
 */
export default function ReportDialog({ onClose }: { onClose: () => void }) {
  const m = useReportMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal?.();
    return () => {
      d?.close?.();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="report-dialog"
      aria-labelledby="report-dialog-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="report-dialog-head">
        <h2 id="report-dialog-title">{m('formTitle')}</h2>
        <button type="button" className="report-dialog-close" onClick={onClose} aria-label={m('close')}>
          ×
        </button>
      </div>
      <ReportForm onClose={onClose} />
    </dialog>
  );
}
