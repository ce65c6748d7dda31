import { connect } from 'node:net';

/** One answer as it crossed the wire: its head (status line and headers, up to the blank line) and body. */
export interface WireAnswer {
  status: number;
  /** The head's exact size in bytes, the blank line after it included. */
  headBytes: number;
  /** Header names in lower case, each with its value as sent (a repeated name: the values joined by ", "). */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends one GET over a fresh connection (HTTP/1.1, `Connection: close`) and keeps the answer's bytes
 * exactly as sent: what the measured lines carry per answer, head and body, for the two servers of a
 * comparison to be checked byte for byte. Expects a body sized by Content-Length (no chunking).
 */
export function wireGet(url: string, headers: Readonly<Record<string, string>>): Promise<WireAnswer> {
  const { hostname, port, pathname, search } = new URL(url);
  const lines = [
    `GET ${pathname}${search} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return new Promise((resolveGet, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer from ${url} within 10 s`)));
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolveGet(parseWireAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Splits a whole HTTP/1.1 answer into its head and its Content-Length body. */
export function parseWireAnswer(bytes: Buffer): WireAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) throw new Error('an answer without the end of its head');
  const headBytes = end + 4;
  const [statusLine = '', ...headerLines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a header line: ${line}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const body = bytes.subarray(headBytes);
  const length = Number(headers['content-length']);
  if (!Number.isInteger(length)) throw new Error('an answer without Content-Length');
  if (body.length !== length) throw new Error(`Content-Length ${length} but ${body.length} bytes of body`);
  return { status, headBytes, headers, body };
}
