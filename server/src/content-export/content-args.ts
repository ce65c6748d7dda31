import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parsedOrUsage, UsageError } from '../content-import/cli-args.ts';

export const CONTENT_USAGE = 'usage: npm run content -- export <dir> [--force]';

export interface ContentArgs {
  command: 'export';
  /** The folder to write (absolute). */
  outDir: string;
  force: boolean;
}

/** `npm run content`'s arguments; `<dir>` resolved against `cwd`. Throws a UsageError for anything else. */
export function parseContentArgs(args: readonly string[], cwd: string): ContentArgs {
  const { values, positionals } = parsedOrUsage(CONTENT_USAGE, () =>
    parseArgs({
      args: [...args],
      options: { force: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: true,
    }),
  );
  const [command, dir, ...rest] = positionals;
  if (command !== 'export') throw new UsageError(command ? `Unknown command ${command}` : 'No command', CONTENT_USAGE);
  if (!dir) throw new UsageError('export needs a folder to write', CONTENT_USAGE);
  if (rest.length > 0) throw new UsageError(`Unexpected argument ${rest[0]}`, CONTENT_USAGE);
  return { command, outDir: resolve(cwd, dir), force: values.force };
}
