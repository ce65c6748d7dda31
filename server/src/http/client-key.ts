import { createHmac, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Where instances sharing a Redis keep the key their client hashes are made with (in Redis's memory only). */
const SHARED_KEY_NAME = 'muyuan:client-key';

/**
 * Turns a client address into the opaque key that limits count by: a keyed hash, so an address is
 * never stored (in memory or in Redis) or logged as it is. Instances that share a Redis share the
 * hashing key through it, so a client gets the same key, and the same limits, on every instance.
 */
export class ClientKeyer {
  private constructor(private readonly secret: Buffer) {}

  /** A key for this process only (limits kept in memory). */
  static local(): ClientKeyer {
    return new ClientKeyer(randomBytes(32));
  }

  /** The key every instance on this Redis uses; the first instance to start makes it. */
  static async shared(redis: Redis): Promise<ClientKeyer> {
    await redis.set(SHARED_KEY_NAME, randomBytes(32).toString('base64'), 'NX');
    const value = await redis.get(SHARED_KEY_NAME);
    if (!value) throw new Error('Redis lost the shared client key');
    return new ClientKeyer(Buffer.from(value, 'base64'));
  }

  key(address: string): string {
    return createHmac('sha256', this.secret).update(address).digest('base64url').slice(0, 22);
  }
}
