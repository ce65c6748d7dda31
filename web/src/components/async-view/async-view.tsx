import type { ReactNode } from 'react';
import { useT } from '../../i18n/t.ts';
import './async-view.css';

interface Result<T> {
  data?: T | undefined;
  error?: Error | undefined;
  isLoading?: boolean;
  /** The data is the previous query's, shown while this one loads (see useEndpoint). */
  replacing?: boolean;
  mutate?: () => unknown;
}

interface Props<T> {
  result: Result<T>;
  /** What stands in while the data loads: a skeleton of the final size, so nothing shifts. */
  skeleton: ReactNode;
  /** Whether the data counts as empty (default: an empty array or list). */
  isEmpty?: (data: T) => boolean;
  /** Shown when there is nothing to show. */
  empty?: string;
  children: (data: T) => ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'list' in data && Array.isArray(data.list)) return data.list.length === 0;
  return false;
}

/**
 * The designed states of every data part: a skeleton while loading, the server's message (`msg`)
 * with a retry when the call was rejected, an empty note, or the content.
 */
export function AsyncView<T>({ result, skeleton, isEmpty = defaultIsEmpty, empty, children }: Props<T>) {
  const t = useT();
  const { data, error } = result;
  if (error && (data === undefined || result.replacing)) {
    return (
      <div className="data-state data-error" role="alert">
        <p>{t('requestFailed', { message: error.message })}</p>
        {result.mutate && (
          <button type="button" className="button-secondary" onClick={() => void result.mutate?.()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  if (data === undefined) {
    return (
      <div className="data-loading" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
        {skeleton}
      </div>
    );
  }
  // The app keeps the last answer on screen while a changed query loads (SWR's keepPreviousData), so
  // a list does not flash to a skeleton between pages. Until the new answer is in, say so: the old
  // count under the new filter must not read as the new one. The note takes the slot before the
  // content in both cases, so the content keeps its identity (and the focus) when the note goes.
  const replacing = result.replacing === true && (
    <span className="visually-hidden data-pending" role="status" aria-busy="true">
      {t('loading')}
    </span>
  );
  if (isEmpty(data)) {
    return (
      <>
        {replacing}
        <div className="data-state data-empty">
          <p>{empty ?? t('nothingYet')}</p>
        </div>
      </>
    );
  }
  return (
    <>
      {replacing}
      {children(data)}
    </>
  );
}

/** Grey bars and boxes in the shape of what is coming. */
export function SkeletonBox({ className, lines = 0 }: { className?: string; lines?: number }) {
  return (
    <div className={['skeleton', className].filter(Boolean).join(' ')} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
        <span key={i} className="skeleton-line" />
      ))}
    </div>
  );
}
