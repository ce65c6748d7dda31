import { randomInt } from 'node:crypto';
import { request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Call {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
  /** The loopback address the request comes from: each test is a client of its own to the limits. */
  from?: string;
  timeoutMs?: number;
}

/**
 * A client address of its own on the loopback (all of 127.0.0.0/8 reaches this machine), so limits
 * counted in the shared Redis never carry over between tests or runs.
 */
export const loopbackClient = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** One request on a connection of its own, from `from`; a refused or reset connection rejects. */
export function call(
  url: string,
  { method = 'GET', headers = {}, json, from, timeoutMs = 10_000 }: Call = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        ...(from ? { localAddress: from } : {}),
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolveAnswer({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

export const header = (answer: Answer, name: string) => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};
