import { useT } from '../i18n/t.ts';
import { ACCESS_BUTTON_ID, ACCESS_TOOLBAR_ID, setAccessToolbarOpen, useAccessToolbarOpen } from './access-open.ts';

/** The accessibility figure (a person with open arms in a circle), the sign such toolbars carry. */
function AccessIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="6.9" r="1.7" fill="currentColor" />
      <path
        d="M6.6 9.6 12 10.6l5.4-1M12 10.6v3.6m0 0-2.4 4.6m2.4-4.6 2.4 4.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's button for the reading settings (text size, contrast, elder mode…): a few hundred
 * bytes; the toolbar it opens is a chunk of its own, loaded on the first opening. `compact` shows
 * the icon only (the phone's header bar).
 */
export function AccessButton({ compact = false, onOpen }: { compact?: boolean; onOpen?: () => void }) {
  const t = useT();
  const open = useAccessToolbarOpen();
  return (
    <button
      id={ACCESS_BUTTON_ID}
      type="button"
      className={compact ? 'icon-button access-button' : 'access-button'}
      aria-expanded={open}
      aria-controls={open ? ACCESS_TOOLBAR_ID : undefined}
      // The name starts with the words shown, so speech control finds it by what it sees.
      aria-label={t('accessSettings')}
      onClick={() => {
        if (!open) onOpen?.();
        setAccessToolbarOpen(!open);
      }}
    >
      <AccessIcon />
      {!compact && <span className="access-button-text">{t('accessShort')}</span>}
    </button>
  );
}
