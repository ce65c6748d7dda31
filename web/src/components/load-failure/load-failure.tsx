import { useT } from '../../i18n/t.ts';

/** Shown when a page's chunk fails to load or times out; retry starts a fresh attempt. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="load-failure" role="alert">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button-primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
