import { Agent, request } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Cached answers written straight to the connection (server/src/http/socket-lane.ts), over raw TCP:
 * what a connection sends is exactly what the test writes, pipelined or split as it chooses.
 */

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
}

/** Parses the answers to `methods.length` requests from `bytes`; null while they are not all in. */
function parseAnswers(bytes: Buffer, methods: readonly string[]): RawAnswer[] | null {
  const answers: RawAnswer[] = [];
  let offset = 0;
  for (const method of methods) {
    const end = bytes.indexOf('\r\n\r\n', offset, 'latin1');
    if (end === -1) return null;
    const [statusLine = '', ...lines] = bytes.toString('latin1', offset, end).split('\r\n');
    const headers = new Map(
      lines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = method === 'HEAD' ? 0 : Number(headers.get('content-length') ?? 0);
    if (bytes.length < end + 4 + length) return null;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: bytes.subarray(end + 4, end + 4 + length),
    });
    offset = end + 4 + length;
  }
  return answers;
}

/** Writes each part (waiting `gapMs` between parts) and resolves with the answers once all are in. */
function exchange(socket: Socket, parts: string[], methods: readonly string[], gapMs = 0): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answers = parseAnswers(received, methods);
      if (answers) {
        socket.off('data', onData);
        resolve(answers);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed after ${received.length} bytes`)));
    void (async () => {
      for (const part of parts) {
        socket.write(part);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    })();
  });
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** A GET as a client writes it. */
const get = (path: string, headers: Record<string, string> = {}) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/**
 * The answer through Node's http client, on a keep-alive connection of its own: Fastify's answer the
 * first time an address is asked for (the lane does not know it yet).
 */
function fastifyAnswer(port: number, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const agent = new Agent({ keepAlive: true });
    const req = request({ port, host: '127.0.0.1', path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        agent.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: new Map(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that differ between two answers (the clock) or that only Fastify's rate limit adds. */
const comparable = (headers: Map<string, string>) =>
  Object.fromEntries([...headers].filter(([name]) => name !== 'date' && !name.startsWith('x-ratelimit-')));

const list = `${GET_ENDPOINTS.newsList.path}?pageNum=1&pageSize=10`;
const brief = GET_ENDPOINTS.brief.path;

describe('cached answers written on the socket (SQLite)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it('answers pipelined cache hits in order with the bytes and headers Fastify sends, then hands the rest to Node', async () => {
    const zhList = await fastifyAnswer(port, list, { lang: 'zh' });
    const enBrief = await fastifyAnswer(port, brief, { lang: 'en', 'accept-encoding': 'br' });
    const lane = t.app.contentState.lane;
    const serve = vi.spyOn(lane, 'serve');
    const socket = await open(port);
    const answers = await exchange(
      socket,
      [
        get(list, { lang: 'zh' }) +
          get(brief, { lang: 'en', 'Accept-Encoding': 'br' }) +
          get(list, { 'Accept-Language': 'zh-CN,zh;q=0.9', Connection: 'keep-alive' }) +
          `HEAD ${list} HTTP/1.1\r\nHost: localhost\r\nlang: zh\r\n\r\n` +
          get(list, { lang: 'zh' }),
      ],
      ['GET', 'GET', 'GET', 'HEAD', 'GET'],
    );
    socket.destroy();
    // Only the HEAD and the GET after it met Node's parser; the HEAD went on to Fastify.
    expect(serve.mock.results.map((r) => r.value)).toEqual([false, true]);
    serve.mockRestore();
    const [first, second, third, head, fifth] = answers as [RawAnswer, RawAnswer, RawAnswer, RawAnswer, RawAnswer];
    expect(first.status).toBe(200);
    expect(first.body.equals(zhList.body)).toBe(true);
    expect(comparable(first.headers)).toEqual(comparable(zhList.headers));
    expect(second.body.equals(enBrief.body)).toBe(true);
    expect(comparable(second.headers)).toEqual(comparable(enBrief.headers));
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(third.body.equals(zhList.body)).toBe(true);
    expect(head.status).toBe(200);
    expect(head.headers.get('x-ratelimit-limit')).toBeUndefined();
    expect(fifth.body.equals(zhList.body)).toBe(true);
    expect(first.headers.get('date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(first.headers.get('keep-alive')).toBe(zhList.headers.get('keep-alive'));
  });

  it('hands a head split across packets to Node, which answers it and the connection from then on', async () => {
    await fastifyAnswer(port, brief, { lang: 'zh' });
    const expected = await fastifyAnswer(port, list, { lang: 'zh' });
    const serve = vi.spyOn(t.app.contentState.lane, 'serve');
    const socket = await open(port);
    const whole = get(list, { lang: 'zh' });
    const answers = await exchange(
      socket,
      [whole.slice(0, 20), whole.slice(20) + get(brief, { lang: 'zh' })],
      ['GET', 'GET'],
      50,
    );
    socket.destroy();
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body.equals(expected.body)).toBe(true);
    expect(serve.mock.results.map((r) => r.value)).toEqual([true, true]);
    serve.mockRestore();
  });

  it('leaves heads it cannot read to Node, which refuses the malformed ones', async () => {
    await fastifyAnswer(port, list, { lang: 'zh' });
    const socket = await open(port);
    const [refused] = await exchange(socket, [`GET ${list} HTTP/1.1\r\nHost: localhost\r\nlang zh\r\n\r\n`], ['GET']);
    socket.destroy();
    expect(refused?.status).toBe(400);
    expect(JSON.parse(String(refused?.body)).code).toBe(400);
  });

  it('keeps up with a client that pipelines hundreds of requests before it reads', async () => {
    const expected = await fastifyAnswer(port, list, { lang: 'zh' });
    const socket = await open(port);
    socket.pause();
    const count = 800;
    socket.write(get(list, { lang: 'zh' }).repeat(count));
    await new Promise((r) => setTimeout(r, 200));
    socket.resume();
    const answers = await exchange(socket, [], Array(count).fill('GET'));
    socket.destroy();
    expect(answers).toHaveLength(count);
    expect(answers.every((a) => a.status === 200 && a.body.equals(expected.body))).toBe(true);
  });
});

describe('connections the socket lane holds (SQLite)', () => {
  it('close after the keep-alive timeout, not before', async () => {
    const t = await createTestApp('sqlite', { keepAliveTimeoutMs: 400 });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      const fromFastify = await fastifyAnswer(port, brief, { lang: 'zh' });
      const socket = await open(port);
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      const [answer] = await exchange(socket, [get(brief, { lang: 'zh' })], ['GET']);
      const answeredAt = Date.now();
      expect(answer?.status).toBe(200);
      expect(answer?.headers.get('keep-alive')).toBe(fromFastify.headers.get('keep-alive'));
      const idle = (await closed) - answeredAt;
      expect(idle).toBeGreaterThanOrEqual(350);
      expect(idle).toBeLessThan(2000);
    } finally {
      await t.cleanup();
    }
  });

  it('are closed when the server closes, without waiting for the keep-alive timeout', async () => {
    const t = await createTestApp('sqlite', { keepAliveTimeoutMs: 60_000 });
    let closedApp = false;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      await fastifyAnswer(port, brief, { lang: 'zh' });
      const socket = await open(port);
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const [answer] = await exchange(socket, [get(brief, { lang: 'zh' })], ['GET']);
      expect(answer?.status).toBe(200);
      const started = Date.now();
      await t.cleanup();
      closedApp = true;
      await closed;
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      if (!closedApp) await t.cleanup();
    }
  });
});
