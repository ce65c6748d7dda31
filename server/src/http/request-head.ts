import { LANG_HEADER } from '@muyuan/contract/protocol';

/**
 * Reads the head of a plain `GET` straight from the bytes a connection received, for the socket lane
 * (socket-lane.ts). It accepts only what it can read without doubt and Node's parser would read the
 * same way: HTTP/1.1, an origin-form target, printable ASCII, CRLF line ends, token header names, one
 * Host, no body, no conditional request, no Connection other than keep-alive. Everything else is
 * `null`, and the connection goes to Node's `http` parser, which answers it (or refuses it) as always.
 */

/** The parts of a request head the cached-answer lane needs. */
export interface PlainGet {
  /** The request target as sent (Node's `request.url`). */
  target: string;
  lang: string | undefined;
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
}

/** The four bytes that end a request head. */
export const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');

const REQUEST_PREFIX = 'GET /';
const REQUEST_SUFFIX = ' HTTP/1.1';
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;
const DEL = 0x7f;

/** True when every byte of [start, end) is printable ASCII or a tab, and every CR is followed by an LF (and every LF preceded by a CR). */
function plainAscii(buffer: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const byte = buffer[i] as number;
    if (byte >= DEL) return false;
    if (byte < 0x20 && byte !== TAB) {
      if (byte !== CR || i + 1 >= end || buffer[i + 1] !== LF) return false;
      i++;
    }
  }
  return true;
}

/**
 * The plain GET whose head is `buffer[start, end)` (`end` is where HEAD_END starts), or null when the
 * head is anything else.
 */
export function readPlainGet(buffer: Buffer, start: number, end: number): PlainGet | null {
  if (!plainAscii(buffer, start, end)) return null;
  const lines = buffer.toString('latin1', start, end).split('\r\n');
  const requestLine = lines[0] as string;
  if (!requestLine.startsWith(REQUEST_PREFIX) || !requestLine.endsWith(REQUEST_SUFFIX)) return null;
  const target = requestLine.slice(REQUEST_PREFIX.length - 1, -REQUEST_SUFFIX.length);
  if (target.includes(' ') || target.includes('\t')) return null;

  const found: PlainGet = { target, lang: undefined, acceptLanguage: undefined, acceptEncoding: undefined };
  let host = false;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string;
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    const name = line.slice(0, colon);
    if (!TOKEN.test(name)) return null;
    const value = line.slice(colon + 1).trim();
    switch (name.toLowerCase()) {
      case 'host':
        if (host) return null;
        host = true;
        break;
      case LANG_HEADER:
        if (found.lang !== undefined) return null;
        found.lang = value;
        break;
      case 'accept-language':
        if (found.acceptLanguage !== undefined) return null;
        found.acceptLanguage = value;
        break;
      case 'accept-encoding':
        if (found.acceptEncoding !== undefined) return null;
        found.acceptEncoding = value;
        break;
      case 'connection':
        if (value.toLowerCase() !== 'keep-alive') return null;
        break;
      // A body, a revalidation, a protocol change or an expectation: Fastify's to answer.
      case 'content-length':
      case 'transfer-encoding':
      case 'if-none-match':
      case 'upgrade':
      case 'expect':
        return null;
    }
  }
  return host ? found : null;
}
