import { z } from 'zod';

/**
 * One GET call of the spec's section 7: its exact path, its query schema and the schema of `data`
 * inside the envelope. The server registers routes from these; the web client types its calls by them.
 */
export interface GetEndpoint<
  Q extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  P extends string = string,
> {
  /** The canonical path (from API_PATHS), with single slashes; its literal type is kept. */
  path: P;
  query: Q;
  data: D;
  /** One line for the OpenAPI document. */
  summary: string;
}

export function getEndpoint<Q extends z.ZodType, D extends z.ZodType, P extends string>(
  e: GetEndpoint<Q, D, P>,
): GetEndpoint<Q, D, P> {
  return e;
}

/** An endpoint that takes no query (a whole list or one record): its path, its data and its line for the API document. */
export function querylessEndpoint<D extends z.ZodType, P extends string>(path: P, data: D, summary: string) {
  return getEndpoint({ path, query: z.object({}), data, summary });
}

export type QueryOf<E> = E extends GetEndpoint<infer Q, z.ZodType, string> ? z.input<Q> : never;
export type DataOf<E> = E extends GetEndpoint<z.ZodType, infer D, string> ? z.output<D> : never;
