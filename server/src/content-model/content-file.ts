import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';
import { contentError } from './content-error.ts';

/** One content file's YAML (a missing file or bad YAML throws a ContentError naming it as `name`). */
export function readYaml(full: string, name: string): unknown {
  if (!existsSync(full)) throw contentError(name, null, 'file is missing');
  try {
    return parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw contentError(name, null, `not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The value parsed by its schema, or a ContentError naming the file and the field of the first issue. */
export function validateFile<S extends z.ZodType>(schema: S, value: unknown, name: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw contentError(name, issue?.path ?? [], issue?.message ?? 'invalid');
  }
  return result.data;
}
