import type { Compilable, CompiledQuery } from 'kysely';

/**
 * A query built and compiled once, then run again and again with new values: for the few reads made
 * on every signed-in request (the session, the API token), where building the query anew with
 * Kysely's immutable builder cost more than running it. `slots` are placeholder values the query was
 * built with, each standing for the value at the same index of what the returned function is given.
 */
export function compiledOnce<R>(
  query: Compilable<R>,
  slots: readonly string[],
): (values: readonly unknown[]) => CompiledQuery<R> {
  const compiled = query.compile();
  const at = compiled.parameters.map((parameter) => slots.indexOf(parameter as string));
  const missing = slots.filter((slot) => !compiled.parameters.includes(slot));
  if (missing.length > 0) throw new Error(`the query does not use ${missing.join(', ')}: ${compiled.sql}`);
  return (values) => {
    if (values.length !== slots.length) throw new Error(`expected ${slots.length} values, got ${values.length}`);
    return {
      ...compiled,
      parameters: compiled.parameters.map((parameter, i) => (at[i] === -1 ? parameter : values[at[i] as number])),
    };
  };
}

/** A placeholder for `compiledOnce`: no real value is ever equal to it. */
export const slot = (name: string): string => `\u0000slot:${name}`;
