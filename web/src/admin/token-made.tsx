import { useEffect, useRef, useState } from 'react';
import { formatMessage } from '../i18n/format-message.ts';
import { useLanguage } from './language.tsx';

/**
 * A new token's secret, shown this once: the warning, the secret selectable by hand, a copy button and a
 * way to hide it for good. The warning takes the focus so a screen reader reads it first.
 */
export function TokenMade({ name, secret, onHide }: { name: string; secret: string; onHide: () => void }) {
  const { lang, t } = useLanguage();
  const [copyStatus, setCopyStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyStatus(t.copied);
    } catch {
      setCopyStatus(t.copyFailed);
    }
  };

  return (
    <div className="token-made stack" data-testid="token-made">
      <h3 ref={heading} tabIndex={-1}>
        {formatMessage(lang, t.tokenMade, { name })}
      </h3>
      <p className="warning">{t.tokenWarning}</p>
      <div className="secret-row">
        {/* All of it on every screen (it wraps), and one click selects it whole for copying by hand. */}
        <code className="secret" data-testid="token-secret">
          {secret}
        </code>
        <button type="button" className="primary" onClick={() => void copy()}>
          {t.copyToken}
        </button>
      </div>
      <p className="status" role="status" aria-live="polite">
        {copyStatus}
      </p>
      <div className="actions">
        <button type="button" onClick={onHide}>
          {t.tokenStored}
        </button>
      </div>
    </div>
  );
}
