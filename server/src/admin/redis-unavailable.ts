import { serviceUnavailable } from '../http/errors.ts';

/**
 * A store kept in Redis answers 503 (as the database does when it is down) rather than a 500 when
 * Redis fails: a signed-in person should be told to retry, and nothing of Redis's error is shown.
 */
export function unavailableOnFailure<T extends object>(store: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(store)) {
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch {
        throw serviceUnavailable();
      }
    };
  }
  return wrapped as T;
}
