import { FeedError, type FeedQuote, type QuoteFeed } from '../quote-feed.ts';

/**
 * The common A-share quote text format: one GET for a comma-separated list of codes, each with its
 * exchange's prefix, answered GBK-encoded with a line per code:
 *
 *   var hq_str_sz002714="牧原股份,<open>,<prev close>,<price>,<high>,<low>,<bid>,<ask>,<volume>,<turnover>,
 *     <5 bid volume/price pairs>,<5 ask volume/price pairs>,<YYYY-MM-DD>,<HH:MM:SS>,<status>";
 *
 * A code the vendor does not know answers an empty string. The status field is `00` while the security
 * trades and a two-digit halt code (01–05, 07) while it is suspended (停牌); a halted line also carries
 * 0 for its price, open, high and low, so a line without the status field counts as halted when both
 * its price and open are 0. Any other status (the negative ones: no such record, not listed, delisted)
 * is no quote.
 */

/** The feed is given this long to answer whole (the poller keeps the last good quote meanwhile). */
export const FEED_TIMEOUT_MS = 3000;
/** An answer for two codes is a few hundred bytes: anything far larger is not this feed. */
const MAX_ANSWER_BYTES = 64 * 1024;

const LINE = /^var hq_str_(?:sh|sz|bj)(\d{6})="([^"]*)";?$/;
const TRADING = '00';
const HALT_CODES = new Set(['01', '02', '03', '04', '05', '07']);
const FIELD = { name: 0, open: 1, prevClose: 2, price: 3, high: 4, low: 5, volume: 8, turnover: 9 } as const;
const DATE_FIELD = 30;
const TIME_FIELD = 31;
const STATUS_FIELD = 32;

/** The exchange prefix of a code: Shanghai's shares (6…, 9…) and bonds (11…), else Shenzhen. */
export function exchangePrefix(code: string): 'sh' | 'sz' {
  return /^(6|9|11)/.test(code) ? 'sh' : 'sz';
}

const number = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text.trim())) return null;
  return Number(text);
};

/** One line's quote, or why it is none. */
export function parseQuoteLine(line: string): FeedQuote | { problem: string } {
  const match = LINE.exec(line.trim());
  if (!match) return { problem: 'not a quote line' };
  const [, code = '', body = ''] = match;
  if (body === '') return { problem: `${code}: no quote (unknown code)` };
  const fields = body.split(',');
  if (fields.length <= TIME_FIELD) return { problem: `${code}: ${fields.length} fields` };
  const values = Object.fromEntries(
    Object.entries(FIELD)
      .filter(([key]) => key !== 'name')
      .map(([key, index]) => [key, number(fields[index])]),
  ) as Record<Exclude<keyof typeof FIELD, 'name'>, number | null>;
  const bad = Object.entries(values).find(([, value]) => value === null);
  if (bad) return { problem: `${code}: ${bad[0]} is not a number` };
  const date = fields[DATE_FIELD] ?? '';
  const time = fields[TIME_FIELD] ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}:\d{2}$/.test(time)) return { problem: `${code}: no time` };
  const quoteTime = `${date}T${time}+08:00`;
  if (Number.isNaN(Date.parse(quoteTime))) return { problem: `${code}: no time` };
  const status = fields[STATUS_FIELD]?.trim() ?? '';
  const v = values as Record<keyof typeof values, number>;
  const halted = HALT_CODES.has(status) || (status === '' && v.price === 0 && v.open === 0);
  if (!halted && status !== TRADING && status !== '') return { problem: `${code}: status ${status}` };
  return {
    code,
    name: (fields[FIELD.name] ?? '').trim(),
    // A halted security's price is its last traded one: the previous close.
    price: halted ? v.prevClose : v.price,
    open: v.open,
    high: v.high,
    low: v.low,
    prevClose: v.prevClose,
    volume: v.volume,
    turnover: v.turnover,
    quoteTime,
    status: halted ? 'halted' : 'trading',
  };
}

/** Every quote in an answer's text; throws FeedError('garbage') when no line is one. */
export function parseQuoteText(text: string): { quotes: FeedQuote[]; problems: string[] } {
  const quotes: FeedQuote[] = [];
  const problems: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const parsed = parseQuoteLine(line);
    if ('problem' in parsed) problems.push(parsed.problem);
    else quotes.push(parsed);
  }
  if (quotes.length === 0) throw new FeedError('garbage', problems[0] ?? 'an empty answer');
  return { quotes, problems };
}

export interface SinaTextFeedOptions {
  /** The address with `{codes}` where the prefixed, comma-separated codes go. */
  urlTemplate: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** The feed over HTTP: one GET per poll, the answer decoded from GBK (Node's ICU knows it). */
export function sinaTextFeed(options: SinaTextFeedOptions): QuoteFeed {
  const gbk = new TextDecoder('gbk', { fatal: false });
  return {
    async fetchQuotes(codes) {
      const list = codes.map((code) => `${exchangePrefix(code)}${code}`).join(',');
      const url = options.urlTemplate.replace('{codes}', list);
      let bytes: ArrayBuffer;
      try {
        const response = await fetch(url, {
          headers: options.headers ?? {},
          signal: AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS),
          redirect: 'error',
        });
        if (!response.ok) throw new FeedError('unreachable', `HTTP ${response.status}`);
        bytes = await response.arrayBuffer();
      } catch (err) {
        if (err instanceof FeedError) throw err;
        const name = (err as { name?: unknown }).name;
        if (name === 'TimeoutError' || name === 'AbortError') throw new FeedError('timeout', 'no answer in time');
        throw new FeedError('unreachable', (err as Error).message);
      }
      if (bytes.byteLength > MAX_ANSWER_BYTES) throw new FeedError('garbage', `${bytes.byteLength} bytes`);
      return parseQuoteText(gbk.decode(bytes)).quotes;
    },
  };
}
