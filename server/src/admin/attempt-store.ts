import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Failed attempts under one key: how many, and when the last one was. */
export interface Failures {
  count: number;
  lastMs: number;
}

/**
 * Counts of failed sign-in attempts per key (an account, a client), forgotten `windowMs` after the
 * last failure. In memory, or in Redis so that every instance counts together.
 */
export interface AttemptStore {
  get(key: string): Promise<Failures | undefined>;
  fail(key: string, now: number, windowMs: number): Promise<Failures>;
  clear(key: string): Promise<void>;
}

export function memoryAttemptStore(): AttemptStore {
  const entries = new LRUCache<string, Failures>({ max: 100_000, ttlAutopurge: false });
  return {
    get: async (key) => entries.get(key),
    async fail(key, now, windowMs) {
      const next = { count: (entries.get(key)?.count ?? 0) + 1, lastMs: now };
      entries.set(key, next, { ttl: windowMs });
      return next;
    },
    clear: async (key) => void entries.delete(key),
  };
}

const redisKey = (key: string) => `muyuan:admin:attempts:${key}`;

export function redisAttemptStore(redis: Redis): AttemptStore {
  return {
    async get(key) {
      const [count, lastMs] = await redis.hmget(redisKey(key), 'count', 'last');
      return count && lastMs ? { count: Number(count), lastMs: Number(lastMs) } : undefined;
    },
    async fail(key, now, windowMs) {
      const result = await redis
        .multi()
        .hincrby(redisKey(key), 'count', 1)
        .hset(redisKey(key), 'last', now)
        .pexpire(redisKey(key), windowMs)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      return { count, lastMs: now };
    },
    clear: async (key) => void (await redis.del(redisKey(key))),
  };
}
