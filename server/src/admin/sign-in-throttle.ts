import type { ClientKeyer } from '../http/client-key.ts';
import { clientNetwork } from '../http/client-network.ts';
import type { AttemptLimit, AttemptStore, WaitRule } from './attempt-store.ts';
import type { Clock } from './clock.ts';
import { tooManyAttempts } from './errors.ts';

/**
 * Failures free under each key before every next attempt waits (docs/back-office.md, "Sign-in
 * limits", says why these numbers):
 * - `pairFree`: one address from one client: a person mistyping, or one client guessing one account.
 * - `clientFree`: one client across every address (several people may share an office's address).
 * - `addressFree`: one address across every client, the ceiling that a botnet (each client under its
 *   own pair limit) meets. Much higher than the pair's, so that one client's failures never keep the
 *   owner out from elsewhere: reaching it takes at least 20 clients.
 * - `passkeyFree`: passkey failures from one client, counted apart, so that password failures never
 *   block a passkey (which cannot be guessed).
 */
export const SIGN_IN_LIMITS = {
  pairFree: 5,
  clientFree: 20,
  addressFree: 100,
  passkeyFree: 20,
} as const;

/** After the free failures: 30 s, doubled by every further failure up to 15 min; forgotten 1 h after the last. */
export const SIGN_IN_WAIT: WaitRule = {
  firstWaitMs: 30_000,
  longestWaitMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

/** An attempt counted before its check: a failure unless `succeeded()` gives it back. */
export interface Reservation {
  succeeded(): Promise<void>;
}

/**
 * Sign-in and step-up attempts. Each is counted before its password or code is checked (the store
 * reads, decides and counts in one step), so attempts sent at once get no more checks than the same
 * attempts sent one by one; it counts as a failure until the check passes and gives it back.
 *
 * Addresses are keyed by what was typed (the e-mail address, or `id:` and the account for step-up),
 * whether or not it has an account: an unknown address is throttled exactly like a known one, so the
 * answers tell nothing about who has an account. Every key is a keyed hash: no address is stored.
 */
export class SignInThrottle {
  constructor(
    private readonly store: AttemptStore,
    private readonly keyer: ClientKeyer,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts an attempt at a password or code for `address` from `clientIp`, or throws a 429 (with
   * the seconds to wait) and counts nothing. A success forgets the failures of this address from
   * this client and gives back the count it added to the client's and the address's.
   */
  async reserveCode(clientIp: string, address: string): Promise<Reservation> {
    const pair = `pair:${this.keyer.key(JSON.stringify([address, clientNetwork(clientIp)]))}`;
    const client = `client:${this.keyer.client(clientIp)}`;
    const everywhere = `address:${this.keyer.key(address)}`;
    return this.reserve(
      [
        { key: pair, free: SIGN_IN_LIMITS.pairFree },
        { key: client, free: SIGN_IN_LIMITS.clientFree },
        { key: everywhere, free: SIGN_IN_LIMITS.addressFree },
      ],
      [pair],
      [client, everywhere],
    );
  }

  /** Counts a passkey attempt from `clientIp` on a key of its own (never one a password failure counts on). */
  async reservePasskey(clientIp: string): Promise<Reservation> {
    const key = `passkey:${this.keyer.client(clientIp)}`;
    return this.reserve([{ key, free: SIGN_IN_LIMITS.passkeyFree }], [], [key]);
  }

  private async reserve(limits: AttemptLimit[], forget: string[], giveBack: string[]): Promise<Reservation> {
    const waitMs = await this.store.reserve(limits, this.clock(), SIGN_IN_WAIT);
    if (waitMs > 0) throw tooManyAttempts().withRetryAfter(waitMs);
    return { succeeded: () => this.store.release(forget, giveBack) };
  }
}
