import { LANG_HEADER } from '@muyuan/contract/protocol';
import type { ConsoleLang } from './strings.ts';

/**
 * A refusal of the admin API: the status, its stable code (`X-Error-Code`), the server's words, and the
 * envelope's `data` where the refusal carries details (the fields a record's schema refused).
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The fetch could not reach the server at all (offline, server down). */
export class NetworkError extends Error {}

/**
 * Calls the admin API: same origin, JSON, the session cookie sent by the browser. Answers `data` of
 * the envelope, or throws AdminApiError with the server's message in the console's language.
 */
export async function adminCall<T>(
  lang: ConsoleLang,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { [LANG_HEADER]: lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new NetworkError();
  }
  return answerOf<T>(response);
}

/**
 * Uploads one file to the admin API as `multipart/form-data` (field `file`): same origin, the session
 * cookie, the console's language; answers `data` or throws AdminApiError like adminCall.
 */
export async function adminUpload<T>(lang: ConsoleLang, path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { [LANG_HEADER]: lang },
      body: form,
    });
  } catch {
    throw new NetworkError();
  }
  return answerOf<T>(response);
}

/**
 * Asks for an admin address that answers a page (a draft's preview) before a frame shows it: the
 * page's address on the site (`X-Preview-Address`) when it answers, else the refusal as AdminApiError,
 * so the console can say why instead of framing an error.
 */
export async function adminPageCheck(lang: ConsoleLang, path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { [LANG_HEADER]: lang } });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) await answerOf(response);
  await response.body?.cancel();
  return response.headers.get('x-preview-address') ?? '';
}

/** The envelope's `data`, or the refusal as an AdminApiError. */
async function answerOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json().catch(() => null)) as { msg?: string; data?: T } | null;
  if (!response.ok) {
    throw new AdminApiError(
      response.status,
      response.headers.get('x-error-code') ?? 'unknown',
      envelope?.msg ?? `HTTP ${response.status}`,
      envelope?.data ?? null,
    );
  }
  return envelope?.data as T;
}
