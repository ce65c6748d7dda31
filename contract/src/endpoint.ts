import type { z } from 'zod';

/**
 * One GET call of the spec's section 7: its exact path, its query schema and the schema of `data`
 * inside the envelope. The server registers routes from these; the web client types its calls by them.
 */
export interface GetEndpoint<Q extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  /** The canonical path (from API_PATHS), with single slashes. */
  path: string;
  query: Q;
  data: D;
  /** One line for the OpenAPI document. */
  summary: string;
}

export function getEndpoint<Q extends z.ZodType, D extends z.ZodType>(e: GetEndpoint<Q, D>): GetEndpoint<Q, D> {
  return e;
}

export type QueryOf<E> = E extends GetEndpoint<infer Q, z.ZodType> ? z.input<Q> : never;
export type DataOf<E> = E extends GetEndpoint<z.ZodType, infer D> ? z.output<D> : never;
