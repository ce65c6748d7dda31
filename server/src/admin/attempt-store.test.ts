import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type AttemptStore, memoryAttemptStore, redisAttemptStore, type WaitRule } from './attempt-store.ts';

const RULE: WaitRule = { firstWaitMs: 30_000, longestWaitMs: 15 * 60_000, windowMs: 60 * 60_000 };
const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];

/** The memory store, and with TEST_REDIS_URL two Redis stores on separate connections (two instances). */
const stores: [string, () => [AttemptStore, AttemptStore]][] = [
  [
    'memory',
    () => {
      const store = memoryAttemptStore();
      return [store, store];
    },
  ],
  ...(redisUrl
    ? [
        [
          'redis, two connections',
          () => {
            const [a, b] = [new Redis(redisUrl), new Redis(redisUrl)];
            clients.push(a, b);
            return [redisAttemptStore(a), redisAttemptStore(b)];
          },
        ] as [string, () => [AttemptStore, AttemptStore]],
      ]
    : []),
];

afterAll(() => {
  for (const c of clients) c.disconnect();
});

// Keys of their own per run: Redis keeps counts between runs.
const fresh = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}`;

describe.each(stores)('the attempt store (%s)', (_, open) => {
  it('lets exactly the free number of attempts sent at once through, counting each before it is checked', async () => {
    const [a, b] = open();
    const pair = fresh('pair');
    const client = fresh('client');
    const limits = [
      { key: pair, free: 5 },
      { key: client, free: 20 },
    ];
    const waits = await Promise.all(Array.from({ length: 25 }, (_, i) => (i % 2 ? b : a).reserve(limits, 1_000, RULE)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w === 30_000)).toHaveLength(20);
    // A refused attempt counts nothing: the client's count is 5, so another address from it still passes.
    expect(await a.reserve([{ key: client, free: 20 }], 1_000, RULE)).toBe(0);
  });

  it('waits 30 s after the free ones, then doubles; the wait runs from the last counted attempt', async () => {
    const [a, b] = open();
    const limits = [{ key: fresh('pair'), free: 2 }];
    expect(await a.reserve(limits, 0, RULE)).toBe(0);
    expect(await b.reserve(limits, 0, RULE)).toBe(0);
    expect(await a.reserve(limits, 10_000, RULE)).toBe(20_000);
    expect(await b.reserve(limits, 30_000, RULE)).toBe(0);
    expect(await a.reserve(limits, 30_000, RULE)).toBe(60_000);
  });

  it('gives a success back: the pair forgotten, one count off the others, never below nothing', async () => {
    const [a, b] = open();
    const pair = fresh('pair');
    const client = fresh('client');
    const limits = [
      { key: pair, free: 1 },
      { key: client, free: 2 },
    ];
    expect(await a.reserve(limits, 0, RULE)).toBe(0);
    expect(await a.reserve(limits, 0, RULE)).toBeGreaterThan(0);
    await b.release([pair], [client]);
    // The pair is forgotten and the client is back to no count at all: two more pass.
    expect(await a.reserve(limits.slice(1), 0, RULE)).toBe(0);
    await b.release([], [client]);
    await b.release([], [client]);
    expect(await a.reserve(limits.slice(1), 0, RULE)).toBe(0);
    expect(await a.reserve(limits.slice(1), 0, RULE)).toBe(0);
    expect(await a.reserve(limits.slice(1), 0, RULE)).toBe(30_000);
  });
});
