import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseWireAnswer, wireGet } from './wire-exchange.ts';

describe('parseWireAnswer', () => {
  it('splits the head, counted to the blank line, from the body', () => {
    const head = 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nVary: a\r\nvary: b\r\n\r\n';
    const parsed = parseWireAnswer(Buffer.concat([Buffer.from(head), Buffer.from([1, 2, 3])]));
    expect(parsed.status).toBe(200);
    expect(parsed.headBytes).toBe(head.length);
    expect(parsed.headers).toEqual({ 'content-length': '3', vary: 'a, b' });
    expect([...parsed.body]).toEqual([1, 2, 3]);
  });

  it('refuses a body that does not match its Content-Length, or none given', () => {
    expect(() => parseWireAnswer(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nabc'))).toThrow(
      /Content-Length 4 but 3/,
    );
    expect(() => parseWireAnswer(Buffer.from('HTTP/1.1 200 OK\r\n\r\nabc'))).toThrow(/without Content-Length/);
    expect(() => parseWireAnswer(Buffer.from('HTTP/1.1 200 OK\r\n'))).toThrow(/end of its head/);
  });
});

describe('wireGet', () => {
  it('sends the given headers and keeps the bytes as sent', async () => {
    const server = createServer((req, res) => {
      const bytes = Buffer.from([0x1f, 0x8b, Number(req.headers['accept-encoding'] === 'gzip')]);
      res.writeHead(200, { 'content-length': bytes.length, 'content-encoding': 'gzip', lang: req.headers.lang });
      res.end(bytes);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const got = await wireGet(`http://127.0.0.1:${port}/x?y=1`, { lang: 'zh', 'Accept-Encoding': 'gzip' });
      expect(got.status).toBe(200);
      expect(got.headers.lang).toBe('zh');
      expect([...got.body]).toEqual([0x1f, 0x8b, 1]);
    } finally {
      server.close();
    }
  });
});
