import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a vendor of the A-share quote text format, for the server's tests and (by
 * relative import) the e2e and deploy tests: a node:http server answering `GET /list=<codes>` byte
 * for byte as the vendor does, a line `var hq_str_sz002714="…";` per code asked for, GBK-encoded,
 * an empty string for a code it does not know. The test sets each code's figures and status, and
 * how the feed behaves: answering, down (the connection closes without an answer), erroring (502),
 * slow (answers after `slowMs`) or garbage (an HTML error page).
 */

export interface FakeQuote {
  name: string;
  open: number;
  prevClose: number;
  price: number;
  high: number;
  low: number;
  volume: number;
  turnover: number;
  date: string;
  time: string;
  /** The status field: `00` trading, `03` halted…; null leaves the field out (older lines). */
  status: string | null;
}

export type FakeBehaviour = 'answering' | 'down' | 'erroring' | 'slow' | 'garbage';

/** A trading day (Monday) after the seeded quotes' day, so a live quote is newer than the seeded one. */
export const FAKE_DAY = '2026-03-02';

/** The two codes with the seed content's names and figures, trading in the morning of FAKE_DAY. */
export const FAKE_SEED: Record<string, FakeQuote> = {
  '002714': {
    name: '牧原股份',
    open: 41.2,
    prevClose: 41.05,
    price: 41.86,
    high: 42.35,
    low: 40.98,
    volume: 18_652_400,
    turnover: 780_356_200,
    date: FAKE_DAY,
    time: '10:30:03',
    status: '00',
  },
  '127045': {
    name: '牧原转债',
    open: 125.9,
    prevClose: 125.88,
    price: 126.48,
    high: 127.1,
    low: 125.62,
    volume: 312_560,
    turnover: 39_528_700,
    date: FAKE_DAY,
    time: '10:30:03',
    status: '00',
  },
};

let gbkTable: Map<string, number[]> | undefined;

/** Characters to their GBK bytes, from the decoder's own table (Node's ICU decodes GBK; nothing encodes it). */
function gbkBytes(char: string): number[] {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const decoded = decoder.decode(new Uint8Array([lead, trail]));
        if (decoded.length === 1 && decoded !== '\ufffd' && !gbkTable.has(decoded))
          gbkTable.set(decoded, [lead, trail]);
      }
    }
  }
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return [code];
  const bytes = gbkTable.get(char);
  if (!bytes) throw new Error(`${char} has no GBK encoding`);
  return bytes;
}

/** Text as GBK bytes. */
export function encodeGbk(text: string): Buffer {
  return Buffer.from([...text].flatMap(gbkBytes));
}

const price = (value: number) => value.toFixed(3);

/** A code's line as the vendor writes it: figures, five bids and five asks around the price, date, time, status. */
export function quoteLine(prefixed: string, q: FakeQuote): string {
  const tick = q.prevClose >= 100 ? 0.001 : 0.01;
  const book = (side: -1 | 1) =>
    Array.from({ length: 5 }, (_, i) => [
      q.price === 0 ? '0' : String((i + 1) * 1300),
      // Bids from a tick under the price down, asks from the price up.
      price(q.price === 0 ? 0 : q.price + (side === -1 ? -(i + 1) : i) * tick),
    ]).flat();
  const fields = [
    q.name,
    price(q.open),
    price(q.prevClose),
    price(q.price),
    price(q.high),
    price(q.low),
    price(q.price === 0 ? 0 : q.price - tick),
    price(q.price),
    String(q.volume),
    price(q.turnover),
    ...book(-1),
    ...book(1),
    q.date,
    q.time,
    ...(q.status === null ? [] : [q.status]),
  ];
  return `var hq_str_${prefixed}="${fields.join(',')}";`;
}

export interface FakeQuoteFeed {
  /** The address template for QUOTE_FEED_URL. */
  readonly urlTemplate: string;
  /** Every request's path and headers, oldest first. */
  readonly requests: { url: string; headers: IncomingHttpHeaders }[];
  behaviour: FakeBehaviour;
  /** How long a slow answer waits. */
  slowMs: number;
  /** Changes a code's figures (a code not set yet starts from FAKE_SEED's). */
  set(code: string, change: Partial<FakeQuote>): void;
  close(): Promise<void>;
}

export async function startFakeQuoteFeed(): Promise<FakeQuoteFeed> {
  const quotes = new Map(Object.entries(FAKE_SEED).map(([code, q]) => [code, { ...q }]));
  const requests: FakeQuoteFeed['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const feed: Omit<FakeQuoteFeed, 'urlTemplate'> = {
    requests,
    behaviour: 'answering',
    slowMs: 5000,
    set(code, change) {
      quotes.set(code, { ...(quotes.get(code) ?? (FAKE_SEED['002714'] as FakeQuote)), ...change });
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const answer = (codes: string[]) =>
    encodeGbk(
      codes
        .map((prefixed) => {
          const q = quotes.get(prefixed.slice(2));
          return q ? quoteLine(prefixed, q) : `var hq_str_${prefixed}="";`;
        })
        .map((line) => `${line}\n`)
        .join(''),
    );
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    const codes = /^\/list=([a-z0-9,]+)$/.exec(request.url ?? '')?.[1]?.split(',') ?? [];
    const send = (status: number, body: Buffer, type = 'application/javascript; charset=GBK') => {
      response.writeHead(status, { 'content-type': type, 'content-length': body.length });
      response.end(body);
    };
    switch (feed.behaviour) {
      case 'down':
        request.socket.destroy();
        return;
      case 'erroring':
        send(502, Buffer.from('Bad Gateway'), 'text/plain');
        return;
      case 'garbage':
        send(200, encodeGbk('<html><body>系统维护中</body></html>'), 'text/html; charset=GBK');
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(200, answer(codes));
        }, feed.slowMs);
        timers.add(timer);
        return;
      }
      default:
        send(200, answer(codes));
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(feed, { urlTemplate: `http://127.0.0.1:${port}/list={codes}` });
}
