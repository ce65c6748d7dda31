import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Failed attempts under one key: how many, and when the last one was. */
export interface Failures {
  count: number;
  lastMs: number;
}

/** How long failures hold the next attempt back, and how long they are remembered. */
export interface WaitRule {
  /** The wait after the first failure past the free ones, doubled by every further failure... */
  firstWaitMs: number;
  /** ...up to this. */
  longestWaitMs: number;
  /** Failures under a key are forgotten this long after its last one. */
  windowMs: number;
}

/** How long after the last failure under a key the next attempt must wait, when `free` failures are free. */
export function waitAfter(failures: Failures | undefined, free: number, rule: WaitRule): number {
  if (!failures || failures.count < free) return 0;
  return Math.min(rule.firstWaitMs * 2 ** (failures.count - free), rule.longestWaitMs);
}

/** One count an attempt is made against: its key and how many failures under it are free. */
export interface AttemptLimit {
  key: string;
  free: number;
}

/**
 * Attempt counts per key (an address from a client, a client, an address): in memory for one
 * instance, or in Redis so that every instance counts together. An attempt is counted *before* its
 * password or code is checked, as if it had failed, so that attempts sent at once see each other.
 */
export interface AttemptStore {
  /**
   * In one step, which nothing else interleaves with (not on this instance, and through Redis not on
   * another): when no key must still wait, counts the attempt under every key (at `now`) and answers
   * 0; otherwise counts nothing and answers the milliseconds the longest wait has left.
   */
  reserve(limits: readonly AttemptLimit[], now: number, rule: WaitRule): Promise<number>;
  /**
   * A counted attempt that turned out right: the `forget` keys lose all their failures, the
   * `giveBack` keys the one count the attempt added (the failures of others stay).
   */
  release(forget: readonly string[], giveBack: readonly string[]): Promise<void>;
}

export function memoryAttemptStore(): AttemptStore {
  const entries = new LRUCache<string, Failures>({ max: 100_000, ttlAutopurge: false });
  return {
    // No await inside: reading every key, deciding and counting happen in one turn of the event loop.
    async reserve(limits, now, rule) {
      let until = 0;
      for (const { key, free } of limits) {
        const failures = entries.get(key);
        if (failures) until = Math.max(until, failures.lastMs + waitAfter(failures, free, rule));
      }
      if (until > now) return until - now;
      for (const { key } of limits) {
        entries.set(key, { count: (entries.get(key)?.count ?? 0) + 1, lastMs: now }, { ttl: rule.windowMs });
      }
      return 0;
    },
    async release(forget, giveBack) {
      for (const key of forget) entries.delete(key);
      for (const key of giveBack) {
        const failures = entries.get(key);
        if (!failures) continue;
        // Changed in place: the key keeps the time it is forgotten at.
        if (failures.count > 1) failures.count -= 1;
        else entries.delete(key);
      }
    },
  };
}

const redisKey = (key: string) => `muyuan:admin:attempts:${key}`;

/** KEYS: the limits' keys. ARGV: now, windowMs, firstWaitMs, longestWaitMs, then each key's free count. */
const RESERVE = `
local now = tonumber(ARGV[1])
local firstWait = tonumber(ARGV[3])
local longestWait = tonumber(ARGV[4])
local untilMs = 0
for i, key in ipairs(KEYS) do
  local state = redis.call('HMGET', key, 'count', 'last')
  local count = tonumber(state[1])
  local free = tonumber(ARGV[4 + i])
  if count and count >= free then
    local wait = math.min(firstWait * 2 ^ (count - free), longestWait)
    untilMs = math.max(untilMs, (tonumber(state[2]) or 0) + wait)
  end
end
if untilMs > now then return untilMs - now end
for _, key in ipairs(KEYS) do
  redis.call('HINCRBY', key, 'count', 1)
  redis.call('HSET', key, 'last', ARGV[1])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 0
`;

/** KEYS: the keys to forget, then those to give one count back to. ARGV: how many to forget. */
const RELEASE = `
local forget = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  if i <= forget then
    redis.call('DEL', key)
  else
    local count = tonumber(redis.call('HGET', key, 'count'))
    if count and count > 1 then
      redis.call('HINCRBY', key, 'count', -1)
    elseif count then
      redis.call('DEL', key)
    end
  end
end
return 0
`;

/**
 * The counts in Redis, each key a hash (count, last) that expires `windowMs` after its last failure.
 * Reading, deciding and counting is one Lua script, which Redis runs whole before any other command,
 * so two instances deciding at the same moment see each other's attempts.
 */
export function redisAttemptStore(redis: Redis): AttemptStore {
  return {
    async reserve(limits, now, rule) {
      const keys = limits.map((l) => redisKey(l.key));
      const args = [now, rule.windowMs, rule.firstWaitMs, rule.longestWaitMs, ...limits.map((l) => l.free)];
      return Number(await redis.eval(RESERVE, keys.length, ...keys, ...args));
    },
    async release(forget, giveBack) {
      const keys = [...forget, ...giveBack].map(redisKey);
      if (keys.length > 0) await redis.eval(RELEASE, keys.length, ...keys, forget.length);
    },
  };
}
