import { useCallback, useEffect, useRef, useState } from 'react';
import { loadWithTimeout } from './load-with-timeout.ts';

type State<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Loads a page's chunk on demand, with the spec's timeout; `retry` starts a fresh attempt (React.lazy
 * would keep the first failure forever).
 */
export function usePageModule<T>(load: () => Promise<T>, ready?: T) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(
    ready === undefined ? { status: 'loading' } : { status: 'ready', value: ready },
  );
  // Effects re-run when a kept-alive page is shown again: a page already loaded must not reload.
  const loaded = useRef<{ load: () => Promise<T>; attempt: number } | null>(
    ready === undefined ? null : { load, attempt: 0 },
  );

  useEffect(() => {
    if (loaded.current?.load === load && loaded.current.attempt === attempt) return;
    let current = true;
    setState({ status: 'loading' });
    loadWithTimeout(load).then(
      (value) => {
        if (!current) return;
        loaded.current = { load, attempt };
        setState({ status: 'ready', value });
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
