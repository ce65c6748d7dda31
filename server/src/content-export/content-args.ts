import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parsedOrUsage, UsageError } from '../content-import/cli-args.ts';

export const CONTENT_USAGE = [
  'usage: npm run content -- export <dir> [--force]',
  '       npm run content -- import-prices <file.csv> --code <six-digit code>',
].join('\n');

export type ContentArgs =
  | {
      command: 'export';
      /** The folder to write (absolute). */
      outDir: string;
      force: boolean;
    }
  | {
      command: 'import-prices';
      /** The CSV file to import (absolute). */
      file: string;
      code: string;
    };

/** `npm run content`'s arguments; paths resolved against `cwd`. Throws a UsageError for anything else. */
export function parseContentArgs(args: readonly string[], cwd: string): ContentArgs {
  const { values, positionals } = parsedOrUsage(CONTENT_USAGE, () =>
    parseArgs({
      args: [...args],
      options: { force: { type: 'boolean', default: false }, code: { type: 'string' } },
      strict: true,
      allowPositionals: true,
    }),
  );
  const [command, path, ...rest] = positionals;
  if (command !== 'export' && command !== 'import-prices') {
    throw new UsageError(command ? `Unknown command ${command}` : 'No command', CONTENT_USAGE);
  }
  if (rest.length > 0) throw new UsageError(`Unexpected argument ${rest[0]}`, CONTENT_USAGE);
  if (command === 'export') {
    if (!path) throw new UsageError('export needs a folder to write', CONTENT_USAGE);
    if (values.code !== undefined) throw new UsageError('--code belongs to import-prices', CONTENT_USAGE);
    return { command, outDir: resolve(cwd, path), force: values.force };
  }
  if (!path) throw new UsageError('import-prices needs a CSV file', CONTENT_USAGE);
  if (values.force) throw new UsageError('--force belongs to export', CONTENT_USAGE);
  if (!values.code || !/^\d{6}$/.test(values.code)) {
    throw new UsageError('import-prices needs --code, a six-digit security code (e.g. 002714)', CONTENT_USAGE);
  }
  return { command, file: resolve(cwd, path), code: values.code };
}
