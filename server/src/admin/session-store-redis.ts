import type { Redis } from 'ioredis';
import type { SessionRecord, SessionStore } from './session-store.ts';

const PREFIX = 'muyuan:admin:';
const sessionKey = (tokenHash: string) => `${PREFIX}session:${tokenHash}`;
const accountKey = (accountId: string) => `${PREFIX}account-sessions:${accountId}`;
/** The account's index outlives its longest session a little; stale members are skipped. */
const INDEX_SLACK_MS = 60_000;

/**
 * Sessions in Redis, shared by every instance: one JSON value per session (expiring by itself at its
 * idle or absolute bound) and a set per account naming its sessions, to end or re-role them all.
 */
export function redisSessionStore(redis: Redis, maxTtlMs: number): SessionStore {
  const read = async (tokenHash: string): Promise<SessionRecord | undefined> => {
    const value = await redis.get(sessionKey(tokenHash));
    return value ? (JSON.parse(value) as SessionRecord) : undefined;
  };
  return {
    async put(tokenHash, record, ttlMs) {
      await redis
        .multi()
        .set(sessionKey(tokenHash), JSON.stringify(record), 'PX', Math.max(1, ttlMs))
        .sadd(accountKey(record.accountId), tokenHash)
        .pexpire(accountKey(record.accountId), maxTtlMs + INDEX_SLACK_MS)
        .exec();
    },
    get: read,
    async update(tokenHash, times, ttlMs) {
      const record = await read(tokenHash);
      if (!record) return;
      // XX: never brings back a session that was deleted in the meantime.
      await redis.set(sessionKey(tokenHash), JSON.stringify({ ...record, ...times }), 'PX', Math.max(1, ttlMs), 'XX');
    },
    async delete(tokenHash) {
      const record = await read(tokenHash);
      const multi = redis.multi().del(sessionKey(tokenHash));
      if (record) multi.srem(accountKey(record.accountId), tokenHash);
      await multi.exec();
    },
    async deleteForAccount(accountId) {
      const hashes = await redis.smembers(accountKey(accountId));
      if (hashes.length === 0) return 0;
      const removed = await redis.del(...hashes.map(sessionKey));
      await redis.del(accountKey(accountId));
      return removed;
    },
    // Every session key carries its own expiry.
    removeExpired: async () => {},
    async setRoles(accountId, roles) {
      for (const tokenHash of await redis.smembers(accountKey(accountId))) {
        const record = await read(tokenHash);
        if (record) await redis.set(sessionKey(tokenHash), JSON.stringify({ ...record, roles }), 'KEEPTTL', 'XX');
      }
    },
  };
}
