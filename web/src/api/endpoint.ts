import { API_PATHS } from '@muyuan/contract/api-paths';
import type { DataOf, QueryOf } from '@muyuan/contract/endpoint';
import type { GET_ENDPOINTS, GetEndpointName } from '@muyuan/contract/endpoints';
import type { Lang } from '@muyuan/contract/lang';
import useSWR, { type SWRResponse, unstable_serialize, useSWRConfig } from 'swr';
import { useLang } from '../i18n/lang-context.tsx';
import { type ApiError, apiGet, toQueryString } from './client.ts';

/**
 * Calls bound to the contract's endpoints by name: the path comes from API_PATHS (which the contract
 * checks against the endpoint of the same name) and the query and data types from the endpoint, so
 * neither can disagree with the server. Only types come from the zod schemas; zod itself stays out
 * of the browser.
 */
type Endpoints = typeof GET_ENDPOINTS;

/** Query values as the endpoint reads them (text), where numbers may be given for the numeric ones. */
type Loose<Q> = { [K in keyof Q]: Q[K] | (string extends Q[K] ? number : never) };
export type EndpointQuery<N extends GetEndpointName> = Loose<QueryOf<Endpoints[N]>>;
export type EndpointData<N extends GetEndpointName> = DataOf<Endpoints[N]>;

export function fetchEndpoint<N extends GetEndpointName>(
  name: N,
  query?: EndpointQuery<N>,
  options?: { lang?: Lang; signal?: AbortSignal },
): Promise<EndpointData<N>> {
  return apiGet<Endpoints[N]>(API_PATHS[name], query as QueryOf<Endpoints[N]>, options);
}

/** The data cache's key of a call: name, language and query string (a server render fills the same keys). */
export function endpointKey<N extends GetEndpointName>(name: N, lang: Lang, query: EndpointQuery<N>) {
  return [name, lang, toQueryString(query)] as const;
}

export type EndpointResult<T> = SWRResponse<T, ApiError> & {
  /** The data shown is the answer to the previous query, kept on screen while this one loads. */
  replacing: boolean;
};

/**
 * The data of one endpoint for a query, through SWR (shared and de-duplicated by name, language and
 * query). `null` makes no request, e.g. while a search has no keyword yet.
 */
export function useEndpoint<N extends GetEndpointName>(
  name: N,
  query: EndpointQuery<N> | null,
): EndpointResult<EndpointData<N>> {
  const lang = useLang();
  const key = query === null ? null : endpointKey(name, lang, query);
  const { cache, fallback } = useSWRConfig();
  const result = useSWR(key, () => fetchEndpoint(name, query ?? undefined, { lang }));
  // With keepPreviousData the last answer stays while a changed query loads. SWR's isLoading cannot
  // tell that apart from a first render showing a server render's answer (the fallback) while it
  // revalidates; the cache can: neither it nor the fallback holds this key's data yet.
  const id = key === null ? null : unstable_serialize(key);
  const replacing =
    id !== null && result.data !== undefined && cache.get(id)?.data === undefined && fallback[id] === undefined;
  return Object.assign(result, { replacing });
}
