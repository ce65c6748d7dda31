import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parsedOrUsage, UsageError } from './cli-args.ts';

export const SEED_USAGE = 'usage: npm run seed [-- [--from <dir>] [--replace]]';

export interface SeedArgs {
  /** The folder to import instead of the configured content folder (absolute). */
  from: string | undefined;
  replace: boolean;
}

/** `npm run seed`'s arguments; `--from` resolved against `cwd`. Throws a UsageError for anything else. */
export function parseSeedArgs(args: readonly string[], cwd: string): SeedArgs {
  const { values } = parsedOrUsage(SEED_USAGE, () =>
    parseArgs({
      args: [...args],
      options: { from: { type: 'string' }, replace: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }),
  );
  if (values.from === '') throw new UsageError('--from needs a folder', SEED_USAGE);
  return { from: values.from === undefined ? undefined : resolve(cwd, values.from), replace: values.replace };
}
