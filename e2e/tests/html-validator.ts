import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/**
 * The Nu Html Checker (vnu.jar, from the `vnu-jar` package) run once over a folder of saved pages: one
 * Java start for all of them. Needs `java` 17 or later on the PATH (Debian: default-jre-headless, which
 * .ci/run installs when missing); the package's own Java downloader is not used (no network here).
 */
const require = createRequire(import.meta.url);
const VNU_JAR: string = String(require('vnu-jar'));
const run = promisify(execFile);

export interface VnuMessage {
  /** `error`, `non-document-error` or `info` (a warning when `subType` is `warning`). */
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Every message of the checker over the HTML files of `folder`. */
export async function validateFolder(folder: string): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--skip-non-html', folder];
  const { stderr } = await run('java', args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: Error) => {
    throw new Error(
      `the Nu Html Checker could not run (is Java 17+ installed? apt-get install default-jre-headless): ${error.message}`,
    );
  });
  // With --format json the checker writes its report to stderr.
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

const fileOf = (m: VnuMessage) => (m.url ?? '').replace(/^.*\//, '');

/** A message as one line: file, line, text and the markup it is about. */
export const describeMessage = (m: VnuMessage) =>
  `${fileOf(m)}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim()}]` : ''}`;

export const isError = (m: VnuMessage) => m.type === 'error' || m.type === 'non-document-error';
export const isWarning = (m: VnuMessage) => m.type === 'info' && m.subType === 'warning';

/** Messages of one text together, with how many and the first few files: a warning repeated on every page is one line. */
export function groupByMessage(messages: readonly VnuMessage[]): string[] {
  const files = new Map<string, string[]>();
  for (const m of messages) files.set(m.message, [...(files.get(m.message) ?? []), fileOf(m)]);
  return [...files].map(([message, where]) => {
    const more = where.length > 5 ? `, … ${where.length - 5} more` : '';
    return `${where.length}× ${message} (${where.slice(0, 5).join(', ')}${more})`;
  });
}
