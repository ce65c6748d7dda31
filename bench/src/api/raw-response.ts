import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, still compressed when the server compressed them. */
  body: Buffer;
}

/** A GET whose body is kept exactly as the server sent it (fetch would decompress it). */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolveGet, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveGet({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
