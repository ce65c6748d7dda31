import type { DataOf, GetEndpoint, QueryOf } from '@muyuan/contract/endpoint';
import type { Lang } from '@muyuan/contract/lang';
import { CURRENT_LANG } from '../lib/language.ts';

/**
 * The one HTTP setup of the site (spec sections 7 and 8). The contract's header name and success code
 * are repeated here rather than imported: their modules build zod schemas at load time, which would put
 * zod into the first download. client.test.ts checks that both still match the contract.
 */
export const LANG_HEADER_NAME = 'lang';
export const OK_CODE = 200;

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

function toQueryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET `path` with `query`; resolves to the envelope's `data`, typed by the contract's endpoint `E`. */
export async function apiGet<E extends GetEndpoint>(
  path: string,
  query?: QueryOf<E>,
  options: { lang?: Lang; signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<DataOf<E>> {
  const lang = options.lang ?? CURRENT_LANG;
  const doFetch = options.fetchImpl ?? fetch;
  const response = await doFetch(`${path}${toQueryString(query as Record<string, unknown> | undefined)}`, {
    headers: { [LANG_HEADER_NAME]: lang, Accept: 'application/json' },
    signal: options.signal,
  });
  const body = (await response.json().catch(() => ({}))) as EnvelopeLike;
  if (body.code === OK_CODE || body.status === OK_CODE) return body.data as DataOf<E>;
  const message = typeof body.msg === 'string' && body.msg ? body.msg : response.statusText || String(response.status);
  throw new ApiError(message, typeof body.code === 'number' ? body.code : undefined, response.status);
}
