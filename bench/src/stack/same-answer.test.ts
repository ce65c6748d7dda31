import { describe, expect, it } from 'vitest';
import { answerHeadersOf, assertSameAnswer } from './same-answer.ts';
import type { WireAnswer } from './wire-exchange.ts';

const body = Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]);
const answer = (headers: Record<string, string>, bytes = body, status = 200): WireAnswer => ({
  status,
  headBytes: 100,
  headers: { 'content-length': String(bytes.length), ...headers },
  body: bytes,
});
const stack = answer({
  'content-encoding': 'gzip',
  'content-type': 'application/json; charset=utf-8',
  vary: 'lang, Accept-Language, Accept-Encoding',
  etag: 'W/"abc"',
  'x-cache-status': 'HIT',
  'x-request-id': 'a',
});
const staticFile = answer({
  'content-encoding': 'gzip',
  'content-type': 'application/json; charset=utf-8',
  vary: 'lang, Accept-Language, Accept-Encoding',
  etag: '"6789-7"',
  'last-modified': 'Sun, 29 Nov 2026 04:00:00 GMT',
  'x-request-id': 'b',
});

describe('answerHeadersOf', () => {
  it("keeps the answer's own headers and leaves those nginx makes, its Content-Encoding among them", () => {
    expect(answerHeadersOf(stack.headers)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      vary: 'lang, Accept-Language, Accept-Encoding',
    });
  });
});

describe('assertSameAnswer', () => {
  it('passes the same compressed body with the same headers', () => {
    expect(() => assertSameAnswer(stack, staticFile)).not.toThrow();
  });

  it('fails when either answer is not gzip', () => {
    const plain = answer({ ...staticFile.headers, 'content-encoding': '' });
    delete plain.headers['content-encoding'];
    expect(() => assertSameAnswer(stack, plain)).toThrow(/static file answered Content-Encoding \(none\)/);
    expect(() => assertSameAnswer(answer({ ...stack.headers, 'content-encoding': 'br' }), staticFile)).toThrow(
      /stack answered Content-Encoding br/,
    );
  });

  it('fails on a different body or length, byte for byte', () => {
    const other = Buffer.from(body);
    other[6] = 9;
    expect(() => assertSameAnswer(stack, answer(staticFile.headers, other))).toThrow(/bodies differ/);
    const longer = Buffer.concat([body, Buffer.from([0])]);
    expect(() => assertSameAnswer(stack, answer({ ...staticFile.headers, 'content-length': '8' }, longer))).toThrow(
      /Content-Length 7 \(stack\) and 8 \(static file\)/,
    );
  });

  it('fails when a header of the answer is missing or different, and on a status other than 200', () => {
    const { vary: _vary, ...withoutVary } = staticFile.headers;
    expect(() => assertSameAnswer(stack, answer(withoutVary))).toThrow(/vary: \(absent\)/);
    expect(() =>
      assertSameAnswer(stack, answer({ ...staticFile.headers, 'content-type': 'application/octet-stream' })),
    ).toThrow(/content-type: application\/octet-stream/);
    expect(() => assertSameAnswer(stack, answer(staticFile.headers, body, 404))).toThrow(/statuses 200/);
  });
});
