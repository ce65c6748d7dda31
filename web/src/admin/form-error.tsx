import { AdminApiError } from './admin-api.ts';
import type { ConsoleStrings } from './strings.ts';

/** What to tell the person when a call failed: the server's own words, or the console's for a network failure. */
export function errorText(error: unknown, t: ConsoleStrings): string {
  if (error instanceof AdminApiError) return error.message;
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return t.passkeyCancelled;
  return t.networkError;
}

/** An error announced to screen readers as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
