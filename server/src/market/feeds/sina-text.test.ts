import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeGbk,
  FAKE_SEED,
  type FakeQuote,
  type FakeQuoteFeed,
  quoteLine,
  startFakeQuoteFeed,
} from '../../../test/helpers/fake-quote-feed.ts';
import { rejection } from '../quote-check.ts';
import { FeedError } from '../quote-feed.ts';
import { exchangePrefix, parseQuoteLine, parseQuoteText, sinaTextFeed } from './sina-text.ts';

const STOCK_LINE =
  'var hq_str_sz002714="牧原股份,41.200,41.050,41.860,42.350,40.980,41.850,41.860,18652400,780356200.000,' +
  '1300,41.850,2600,41.840,3900,41.830,5200,41.820,6500,41.810,1300,41.860,2600,41.870,3900,41.880,5200,41.890,' +
  '6500,41.900,2026-03-02,10:30:03,00";';
const BOND_LINE =
  'var hq_str_sz127045="牧原转债,125.900,125.880,126.480,127.100,125.620,126.479,126.480,312560,39528700.000,' +
  '10,126.479,20,126.478,30,126.477,40,126.476,50,126.475,10,126.480,20,126.481,30,126.482,40,126.483,50,126.484,' +
  '2026-03-02,10:30:03,00";';
const HALTED_LINE =
  'var hq_str_sz002714="牧原股份,0.000,41.050,0.000,0.000,0.000,0.000,0.000,0,0.000,' +
  '0,0.000,0,0.000,0,0.000,0,0.000,0,0.000,0,0.000,0,0.000,0,0.000,0,0.000,0,0.000,2026-03-02,10:30:03,03";';

describe('the A-share quote text format', () => {
  it('reads the stock line: figures, Beijing time, trading', () => {
    expect(parseQuoteLine(STOCK_LINE)).toEqual({
      code: '002714',
      name: '牧原股份',
      price: 41.86,
      open: 41.2,
      high: 42.35,
      low: 40.98,
      prevClose: 41.05,
      volume: 18_652_400,
      turnover: 780_356_200,
      quoteTime: '2026-03-02T10:30:03+08:00',
      status: 'trading',
    });
  });

  it('reads the convertible bond line with its three-decimal prices', () => {
    expect(parseQuoteLine(BOND_LINE)).toMatchObject({
      code: '127045',
      name: '牧原转债',
      price: 126.48,
      volume: 312_560,
    });
  });

  it('reads a halt (status 03): the price is the previous close, the day has no figures', () => {
    expect(parseQuoteLine(HALTED_LINE)).toMatchObject({ status: 'halted', price: 41.05, open: 0, volume: 0 });
    // An older line without the status field: a price and an open of 0 say the same.
    const noStatus = HALTED_LINE.replace(',03";', '";');
    expect(parseQuoteLine(noStatus)).toMatchObject({ status: 'halted', price: 41.05 });
  });

  it('names what is wrong with a line that is no quote', () => {
    expect(parseQuoteLine('var hq_str_sz002714="";')).toEqual({ problem: '002714: no quote (unknown code)' });
    expect(parseQuoteLine('<html>')).toEqual({ problem: 'not a quote line' });
    expect(parseQuoteLine(STOCK_LINE.replace('41.860,42.350', 'abc,42.350'))).toEqual({
      problem: '002714: price is not a number',
    });
    expect(parseQuoteLine(STOCK_LINE.replace(',00";', ',-3";'))).toEqual({ problem: '002714: status -3' });
    expect(parseQuoteLine('var hq_str_sz002714="牧原股份,41.2,41.05";')).toEqual({ problem: '002714: 3 fields' });
  });

  it('takes the good lines of an answer, and calls an answer without one garbage', () => {
    const { quotes, problems } = parseQuoteText(`${STOCK_LINE}\nvar hq_str_sz127046="";\n${BOND_LINE}\n`);
    expect(quotes.map((q) => q.code)).toEqual(['002714', '127045']);
    expect(problems).toEqual(['127046: no quote (unknown code)']);
    expect(() => parseQuoteText('<html><body>维护中</body></html>')).toThrow(FeedError);
    expect(() => parseQuoteText('')).toThrow(/empty answer/);
  });

  it('writes the fake feed the way the vendor does (the fake is checked against the real-looking lines)', () => {
    const stock = FAKE_SEED['002714'] as FakeQuote;
    expect(quoteLine('sz002714', { ...stock, date: '2026-03-02', time: '10:30:03' })).toBe(STOCK_LINE);
  });

  it('asks Shenzhen for both codes, Shanghai for its own', () => {
    expect(['002714', '127045', '600519', '113050'].map(exchangePrefix)).toEqual(['sz', 'sz', 'sh', 'sh']);
  });
});

describe('the checks a quote passes before it is stored', () => {
  const stock = parseQuoteLine(STOCK_LINE) as Exclude<ReturnType<typeof parseQuoteLine>, { problem: string }>;
  it('takes the company’s own name, and the name cut short after a day marker (XD牧原股)', () => {
    expect(rejection(stock, '牧原股份')).toBeNull();
    expect(rejection({ ...stock, name: 'XD牧原股' }, '牧原股份')).toBeNull();
  });
  it('refuses another security’s name, a price of 0 while trading, and a code not ours', () => {
    expect(rejection({ ...stock, name: '贵州茅台' }, '牧原股份')).toMatch(/named "贵州茅台"/);
    expect(rejection({ ...stock, name: 'XD贵州茅' }, '牧原股份')).toMatch(/named/);
    expect(rejection({ ...stock, price: 0 }, '牧原股份')).toBe('002714: price 0');
    expect(rejection(stock, undefined)).toMatch(/not a code of ours/);
  });
  it('takes a halted quote (its price is the previous close)', () => {
    expect(rejection(parseQuoteLine(HALTED_LINE) as typeof stock, '牧原股份')).toBeNull();
  });
});

describe('the feed over HTTP, against the local fake', () => {
  let fake: FakeQuoteFeed;
  beforeAll(async () => {
    fake = await startFakeQuoteFeed();
  });
  afterAll(async () => fake.close());

  const feed = () => sinaTextFeed({ urlTemplate: fake.urlTemplate, headers: { Referer: 'https://example.com/' } });

  it('asks once for both codes with the configured headers and decodes GBK', async () => {
    fake.behaviour = 'answering';
    const before = fake.requests.length;
    const quotes = await feed().fetchQuotes(['002714', '127045']);
    expect(quotes.map((q) => [q.code, q.name])).toEqual([
      ['002714', '牧原股份'],
      ['127045', '牧原转债'],
    ]);
    expect(fake.requests.slice(before).map((r) => [r.url, r.headers.referer])).toEqual([
      ['/list=sz002714,sz127045', 'https://example.com/'],
    ]);
    expect(encodeGbk('牧原')).toEqual(Buffer.from([0xc4, 0xc1, 0xd4, 0xad]));
  });

  it('gives up on a slow answer after 3 s, not before', async () => {
    fake.behaviour = 'slow';
    const started = performance.now();
    const error = await feed()
      .fetchQuotes(['002714'])
      .catch((err: unknown) => err);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(FeedError);
    expect((error as FeedError).failure).toBe('timeout');
    expect(elapsed).toBeGreaterThanOrEqual(2990);
    expect(elapsed).toBeLessThan(3800);
  });

  it('calls a closed connection and an HTTP error unreachable, an HTML page garbage', async () => {
    const failure = async (behaviour: FakeQuoteFeed['behaviour']) => {
      fake.behaviour = behaviour;
      return feed()
        .fetchQuotes(['002714'])
        .then(
          () => 'answered',
          (err: FeedError) => err.failure,
        );
    };
    expect(await failure('down')).toBe('unreachable');
    expect(await failure('erroring')).toBe('unreachable');
    expect(await failure('garbage')).toBe('garbage');
  });
});
