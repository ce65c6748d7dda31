import type { ClientKeyer } from '../http/client-key.ts';
import type { AttemptStore, Failures } from './attempt-store.ts';
import type { Clock } from './clock.ts';
import { tooManyAttempts } from './errors.ts';

/** Failures an account may have before each next try waits; a client gets more (several people share offices). */
const ACCOUNT_FREE = 5;
const CLIENT_FREE = 20;
/** The first wait, doubled by every further failure, up to the longest. */
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** Failures are forgotten this long after the last one. */
const WINDOW_MS = 60 * 60_000;

/** How long after the last failure the next try must wait. */
export function waitAfter(failures: Failures | undefined, free: number): number {
  if (!failures || failures.count < free) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures.count - free), LONGEST_WAIT_MS);
}

export interface AttemptKeys {
  account?: string;
  client: string;
}

/**
 * Sign-in and step-up attempts, limited per account and per client with a growing wait. Accounts are
 * keyed by what was typed (the e-mail address, hashed), whether or not it has an account: an unknown
 * address is throttled exactly like a known one, so the answers tell nothing about who has an account.
 */
export class SignInThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly keyer: ClientKeyer,
    private readonly clock: Clock,
  ) {}

  keys(clientIp: string, account?: string): AttemptKeys {
    return {
      client: `client:${this.keyer.key(clientIp)}`,
      ...(account !== undefined ? { account: `account:${this.keyer.key(account)}` } : {}),
    };
  }

  /** Throws a 429 (with the seconds to wait) when either key must still wait. */
  async check(keys: AttemptKeys): Promise<void> {
    const now = this.clock();
    const [account, client] = await Promise.all([
      keys.account ? this.store.get(keys.account) : undefined,
      this.store.get(keys.client),
    ]);
    const until = Math.max(
      account ? account.lastMs + waitAfter(account, ACCOUNT_FREE) : 0,
      client ? client.lastMs + waitAfter(client, CLIENT_FREE) : 0,
    );
    if (until > now) throw tooManyAttempts().withRetryAfter(until - now);
  }

  async fail(keys: AttemptKeys): Promise<void> {
    const now = this.clock();
    await Promise.all([
      keys.account ? this.store.fail(keys.account, now, WINDOW_MS) : undefined,
      this.store.fail(keys.client, now, WINDOW_MS),
    ]);
  }

  /** A success forgets the account's failures (the client's stay: it may be trying many accounts). */
  async succeed(keys: AttemptKeys): Promise<void> {
    if (keys.account) await this.store.clear(keys.account);
  }
}
