import type { DataOf, GetEndpoint, QueryOf } from '@muyuan/contract/endpoint';
import type { Lang } from '@muyuan/contract/lang';
import { isSuccess, LANG_HEADER } from '@muyuan/contract/protocol';
import { CURRENT_LANG } from '../lib/language.ts';

/** The one HTTP setup of the site (spec sections 7 and 8). */

/**
 * Where the API is asked: the site's own paths, or, in the back office's preview of a draft run as the
 * app, the preview's address before them (its `api-base`; server/src/editorial/preview/preview-document.ts).
 */
const API_BASE =
  (typeof document !== 'undefined' && document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content) || '';

/** A call the server answered without success; `message` is the server's `msg`, written for visitors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface EnvelopeLike {
  code?: unknown;
  status?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** `?a=1&b=x` from the defined, non-empty values of `query` (`''` when none). */
export function toQueryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET `path` with `query`; resolves to the envelope's `data`, typed by the contract's endpoint `E`. */
export async function apiGet<E extends GetEndpoint>(
  path: E['path'],
  query?: QueryOf<E>,
  options: { lang?: Lang; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<DataOf<E>> {
  const lang = options.lang ?? CURRENT_LANG;
  const doFetch = options.fetchImpl ?? fetch;
  const response = await doFetch(`${API_BASE}${path}${toQueryString(query as object | undefined)}`, {
    headers: { [LANG_HEADER]: lang, Accept: 'application/json' },
    signal: options.signal,
  });
  return unwrap<DataOf<E>>(response);
}

/** POST a JSON body to `path`; resolves to the envelope's `data`, rejects with the server's `msg`. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  options: { lang?: Lang; fetchImpl?: typeof fetch } = {},
): Promise<T> {
  const doFetch = options.fetchImpl ?? fetch;
  const response = await doFetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      [LANG_HEADER]: options.lang ?? CURRENT_LANG,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
    // Nothing about a report is cached or sent on as a referrer.
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
  });
  return unwrap<T>(response);
}

/** The envelope's `data`, or an ApiError with the server's message. */
export async function unwrap<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as EnvelopeLike;
  if (isSuccess(body)) return body.data as T;
  const message = typeof body.msg === 'string' && body.msg ? body.msg : response.statusText || String(response.status);
  throw new ApiError(message, typeof body.code === 'number' ? body.code : undefined, response.status);
}
