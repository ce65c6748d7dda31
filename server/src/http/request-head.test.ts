import { describe, expect, it } from 'vitest';
import { HEAD_END, readPlainGet } from './request-head.ts';

/** Reads the first head of `text` as the socket lane does. */
function read(text: string) {
  const buffer = Buffer.from(text, 'latin1');
  const end = buffer.indexOf(HEAD_END);
  if (end === -1) throw new Error('no head end in the sample');
  return readPlainGet(buffer, 0, end);
}

const plain = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

describe('readPlainGet', () => {
  it('reads the target and the language and encoding headers of a plain GET', () => {
    expect(
      read(
        plain([
          'GET /api/x?pageNum=1&pageSize=10 HTTP/1.1',
          'Host: example.com',
          'LANG: en',
          'Accept-Language:  zh-CN,zh;q=0.9 ',
          'accept-encoding: br, gzip',
          'Connection: Keep-Alive',
          'User-Agent: test\tagent',
        ]),
      ),
    ).toEqual({
      target: '/api/x?pageNum=1&pageSize=10',
      lang: 'en',
      acceptLanguage: 'zh-CN,zh;q=0.9',
      acceptEncoding: 'br, gzip',
    });
  });

  it('reads a head that starts inside the buffer (a pipelined request)', () => {
    const first = plain(['GET /a HTTP/1.1', 'Host: h']);
    const buffer = Buffer.from(first + plain(['GET /b HTTP/1.1', 'Host: h', 'lang: zh']), 'latin1');
    const end = buffer.indexOf(HEAD_END, first.length);
    expect(readPlainGet(buffer, first.length, end)).toMatchObject({ target: '/b', lang: 'zh' });
  });

  it.each([
    ['another method', plain(['HEAD /a HTTP/1.1', 'Host: h'])],
    ['HTTP/1.0', plain(['GET /a HTTP/1.0', 'Host: h'])],
    ['an absolute target', plain(['GET http://h/a HTTP/1.1', 'Host: h'])],
    ['a space in the target', plain(['GET /a b HTTP/1.1', 'Host: h'])],
    ['no Host', plain(['GET /a HTTP/1.1', 'lang: zh'])],
    ['two Hosts', plain(['GET /a HTTP/1.1', 'Host: h', 'Host: i'])],
    ['two lang headers', plain(['GET /a HTTP/1.1', 'Host: h', 'lang: zh', 'lang: en'])],
    [
      'two Accept-Encoding headers',
      plain(['GET /a HTTP/1.1', 'Host: h', 'Accept-Encoding: br', 'Accept-Encoding: gzip']),
    ],
    ['a body length', plain(['GET /a HTTP/1.1', 'Host: h', 'Content-Length: 0'])],
    ['a chunked body', plain(['GET /a HTTP/1.1', 'Host: h', 'Transfer-Encoding: chunked'])],
    ['a revalidation', plain(['GET /a HTTP/1.1', 'Host: h', 'If-None-Match: W/"x"'])],
    ['Connection: close', plain(['GET /a HTTP/1.1', 'Host: h', 'Connection: close'])],
    ['an upgrade', plain(['GET /a HTTP/1.1', 'Host: h', 'Connection: Upgrade', 'Upgrade: websocket'])],
    ['an expectation', plain(['GET /a HTTP/1.1', 'Host: h', 'Expect: 100-continue'])],
    ['a header without a colon', plain(['GET /a HTTP/1.1', 'Host: h', 'lang'])],
    ['a space before the colon', plain(['GET /a HTTP/1.1', 'Host : h'])],
    ['a folded header line', plain(['GET /a HTTP/1.1', 'Host: h', 'X-Long: a', ' b'])],
    ['a bare LF', 'GET /a HTTP/1.1\r\nHost: h\nlang: en\r\n\r\n'],
    ['a bare CR', 'GET /a HTTP/1.1\r\nHost: h\rlang: en\r\n\r\n'],
    ['a control byte', plain(['GET /a HTTP/1.1', 'Host: h', 'X-A: \u0001'])],
    ['a byte over 0x7e', plain(['GET /a HTTP/1.1', 'Host: h', 'X-A: caf\u00e9'])],
  ])('refuses %s', (_name, text) => {
    expect(read(text)).toBeNull();
  });
});
