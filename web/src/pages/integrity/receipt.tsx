import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useReportMessages } from './report-messages.ts';

/** Copies text, with the older selection-based way where the clipboard API is not available (plain HTTP). */
async function copyText(text: string, fallback: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallback) return false;
    fallback.select();
    return document.execCommand('copy');
  }
}

interface Props {
  code: string;
  onConfirm: () => void;
  /** In a dialog: closes it. */
  onClose?: (() => void) | undefined;
}

/**
 * After a report is sent: the spec's message (submitted, wait for verification, keep the query code
 * safe), the code with a copy button, and the way to follow the report.
 */
export function Receipt({ code, onConfirm, onClose }: Props) {
  const m = useReportMessages();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" tabIndex={-1} ref={(h) => h?.focus()}>
        {m('submittedTitle')}
      </h2>
      <p>{m('submittedText')}</p>
      <label className="receipt-code-label" htmlFor="receipt-code">
        {m('queryCode')}
      </label>
      <div className="receipt-code">
        <input
          id="receipt-code"
          ref={field}
          readOnly
          value={code}
          className="query-code"
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="button-secondary"
          onClick={async () => setCopy((await copyText(code, field.current)) ? 'done' : 'failed')}
        >
          {m('copyCode')}
        </button>
      </div>
      <p className="copy-state" role="status">
        {copy === 'done' ? m('copied') : copy === 'failed' ? m('copyFailed') : ''}
      </p>
      <p className="receipt-actions">
        <button type="button" className="button-primary" onClick={onConfirm}>
          {m('confirm')}
        </button>
        {onClose && (
          <button type="button" className="button-secondary" onClick={onClose}>
            {m('close')}
          </button>
        )}
        <Link href="/honest/query" className="more-link" onClick={onClose}>
          {m('followReport')} →
        </Link>
      </p>
    </section>
  );
}
