import type { FastifyError, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** What is wrong with one field of a request, in terms a message can be written from in any language. */
export type FieldProblem =
  | { kind: 'missing'; field: string; path: string; list: boolean }
  | { kind: 'malformed'; field: string; path: string; format: string | undefined }
  | {
      kind: 'too_short' | 'too_long' | 'too_few' | 'too_many' | 'too_low' | 'too_high';
      field: string;
      path: string;
      limit: number;
    }
  | { kind: 'not_allowed' | 'wrong_type' | 'invalid'; field: string; path: string }
  | { kind: 'unknown_fields'; field: string; path: string; keys: string[] };

/** A zod issue as zod gives it, or as fastify-type-provider-zod passes it on (`keyword`, `instancePath`, `params`). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  keys?: unknown;
}

type WrappedIssue = { keyword: string; instancePath: string; params: Record<string, unknown> };

/** The part of the request a validation error is about (`body`, `querystring`, `params`). */
function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A zod issue as a problem of its field (the first key of its path that is not a list index); what the
 * caller sent (`input`) tells "missing" from "wrong".
 */
export function problemOf(issue: IssueLike, input: unknown): FieldProblem {
  const field = issue.path.find((s) => typeof s === 'string' && !/^\d+$/.test(s))?.toString() ?? '';
  const path = issue.path.map(String).join('.');
  const value = valueAt(input, issue.path);
  const origin = issue.origin;
  const limit = Number(issue.minimum ?? issue.maximum);
  if (issue.code === 'unrecognized_keys') {
    return { kind: 'unknown_fields', field, path, keys: (issue.keys as string[] | undefined) ?? [] };
  }
  if (isEmpty(value)) return { kind: 'missing', field, path, list: false };
  if (issue.code === 'too_small' && origin === 'array' && Array.isArray(value) && value.length === 0) {
    return { kind: 'missing', field, path, list: true };
  }
  switch (issue.code) {
    case 'invalid_format':
      return { kind: 'malformed', field, path, format: issue.format as string | undefined };
    case 'too_small':
      return {
        kind: origin === 'string' ? 'too_short' : origin === 'array' ? 'too_few' : 'too_low',
        field,
        path,
        limit,
      };
    case 'too_big':
      return {
        kind: origin === 'string' ? 'too_long' : origin === 'array' ? 'too_many' : 'too_high',
        field,
        path,
        limit,
      };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return { kind: 'not_allowed', field, path };
    case 'invalid_type':
      return { kind: 'wrong_type', field, path };
    default:
      return { kind: 'invalid', field, path };
  }
}

/**
 * What a request's schema refused, one problem per field (the first zod found for it), in the order
 * of the schema; empty when the error is not a schema's.
 */
export function fieldProblems(request: FastifyRequest, error: FastifyError): FieldProblem[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const input = inputOf(request, error.validationContext);
  const byField = new Map<string, FieldProblem>();
  for (const { keyword, instancePath, params } of error.validation as unknown as WrappedIssue[]) {
    const path = instancePath.split('/').filter(Boolean);
    const problem = problemOf({ ...params, code: keyword, path }, input);
    if (!byField.has(problem.field)) byField.set(problem.field, problem);
  }
  return [...byField.values()];
}
