import { CHUNK_LOAD_TIMEOUT_MS } from '@muyuan/contract/constants';

export class LoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Timed out after ${ms} ms`);
    this.name = 'LoadTimeoutError';
  }
}

/** Rejects when `load` fails or has not settled after `ms` (spec: a page chunk gets 120 s). */
export function loadWithTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
