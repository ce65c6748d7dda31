import { hash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { clientNetwork } from './client-network.ts';

/** Where instances sharing a Redis keep the key their client hashes are made with (in Redis's memory only). */
const SHARED_KEY_NAME = 'muyuan:client-key';

/**
 * Turns a client address into the opaque key that limits count by: a keyed hash, so an address is
 * never stored (in memory or in Redis) or logged as it is. Instances that share a Redis share the
 * hashing key through it, so a client gets the same key, and the same limits, on every instance.
 */
export class ClientKeyer {
  /** The secret, as the prefix every hashed address gets. */
  private readonly prefix: string;

  private constructor(secret: Buffer) {
    this.prefix = `${secret.toString('base64')}:`;
  }

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

  /**
   * SHA-256 of the secret and the address in one call: every uncached request is keyed, and an HMAC
   * object per request cost a few per cent of a search's time. A secret prefix is enough here: the
   * keys are never shown to anyone, so nobody could extend one; what matters is that an address
   * cannot be found from its key without the secret.
   */
  key(address: string): string {
    return hash('sha256', this.prefix + address, 'base64url').slice(0, 22);
  }

  /** The key of a client address: of its network (an IPv6 address's /64, client-network.ts). */
  client(ip: string): string {
    return this.key(clientNetwork(ip));
  }
}
