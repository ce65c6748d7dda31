import type { WireAnswer } from './wire-exchange.ts';

/** The encoding both lines of the comparison ask for and get: the stack's answer as gzip, nginx's file compressed ahead of time. */
export const COMPARED_ENCODING = 'gzip';

/**
 * Headers nginx makes anew for each response, or makes its own for a file (its ETag, Last-Modified and
 * Accept-Ranges; its Content-Encoding for a .gz file; X-Cache-Status is the stack's micro-cache's):
 * every other header of the stack's answer the static nginx sends as the answer has it.
 */
export const MADE_PER_RESPONSE: ReadonlySet<string> = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'server',
  'x-request-id',
  'x-cache-status',
  'etag',
  'last-modified',
  'accept-ranges',
]);

/** The answer's headers for the static nginx to send with its bytes. */
export function answerHeadersOf(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => !MADE_PER_RESPONSE.has(name.toLowerCase()) && typeof value === 'string')
      .map(([name, value]) => [name, value as string]),
  );
}

/**
 * Fails loudly unless the static nginx's answer is the stack's: both 200, both in the compared
 * encoding, the same body byte for byte (so the same Content-Length), and every header of the
 * stack's answer that nginx does not make per response sent with the same value.
 */
export function assertSameAnswer(stack: WireAnswer, staticFile: WireAnswer): void {
  const problems: string[] = [];
  if (stack.status !== 200 || staticFile.status !== 200)
    problems.push(`statuses ${stack.status} (stack) and ${staticFile.status} (static file)`);
  for (const [line, answer] of [
    ['stack', stack],
    ['static file', staticFile],
  ] as const) {
    if (answer.headers['content-encoding'] !== COMPARED_ENCODING)
      problems.push(`the ${line} answered Content-Encoding ${answer.headers['content-encoding'] ?? '(none)'}`);
  }
  if (stack.headers['content-length'] !== staticFile.headers['content-length'])
    problems.push(
      `Content-Length ${stack.headers['content-length']} (stack) and ${staticFile.headers['content-length']} (static file)`,
    );
  if (!stack.body.equals(staticFile.body))
    problems.push(`bodies differ (${stack.body.length} and ${staticFile.body.length} bytes)`);
  for (const [name, value] of Object.entries(answerHeadersOf(stack.headers))) {
    if (staticFile.headers[name] !== value) problems.push(`${name}: ${staticFile.headers[name] ?? '(absent)'}`);
  }
  if (problems.length > 0)
    throw new Error(`the static nginx does not send the stack's answer:\n  ${problems.join('\n  ')}`);
}
