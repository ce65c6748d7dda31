import type { z } from 'zod';

/** Prefix of the content API; all content calls are public ("noToken"). */
export const API_PREFIX = '/api/muyuan-official-website';
export const CONTENT_API_PREFIX = `${API_PREFIX}/noToken`;
/** Prefix of the integrity (compliance complaint) API. */
export const COMPLIANCE_API_PREFIX = '/api/compliance/complaint';

/**
 * One GET call of the spec's section 7: its exact path, its query schema and the schema of `data`
 * inside the envelope. The server registers routes from these; the web client types its calls by them.
 */
export interface GetEndpoint<Q extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> {
  /** The canonical path, with single slashes. */
  path: string;
  /**
   * The path as the spec writes it where that differs: the spec writes the last four business paths
   * with a doubled slash after the API prefix. The server accepts repeated slashes, so both work.
   */
  specPath?: string;
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
