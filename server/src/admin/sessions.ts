import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { Clock } from './clock.ts';
import { digest, newId, newSecret } from './secrets.ts';
import type { SessionRecord, SessionStore } from './session-store.ts';

export interface SessionBounds {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however busy. */
  absoluteMs: number;
  /** Sensitive actions need a passkey or TOTP check at most this long ago. */
  stepUpMs: number;
}

/** A session found by its cookie, with the hash that names it in the store. */
export interface LiveSession extends SessionRecord {
  tokenHash: string;
}

/**
 * "Seen" is written at most this often: most requests then cost one read and no write, and the idle
 * bound is kept to within this much.
 */
const TOUCH_EVERY_MS = 60_000;

/** Starting, finding (within both bounds), refreshing and ending sessions. */
export class Sessions {
  constructor(
    private readonly store: SessionStore,
    readonly bounds: SessionBounds,
    private readonly clock: Clock,
  ) {}

  private ttl(record: Pick<SessionRecord, 'createdMs'>, now: number): number {
    return Math.min(this.bounds.idleMs, record.createdMs + this.bounds.absoluteMs - now);
  }

  /** A new session for a person who just proved who they are; answers the cookie's secret. */
  async start(account: {
    id: string;
    name: string;
    roles: StaffRole[];
  }): Promise<{ secret: string; record: SessionRecord }> {
    const secret = newSecret();
    const now = this.clock();
    const record: SessionRecord = {
      id: newId(),
      accountId: account.id,
      name: account.name,
      roles: account.roles,
      createdMs: now,
      seenMs: now,
      verifiedMs: now,
    };
    await this.store.put(digest(secret), record, this.ttl(record, now));
    // Sign-ins are rare: a good moment to forget sessions abandoned past their bounds.
    await this.store.removeExpired(now - this.bounds.idleMs, now - this.bounds.absoluteMs);
    return { secret, record };
  }

  /** The session a cookie names, if it is within its idle and absolute bounds (an expired one is removed). */
  async find(secret: string): Promise<LiveSession | undefined> {
    const tokenHash = digest(secret);
    const record = await this.store.get(tokenHash);
    if (!record) return undefined;
    const now = this.clock();
    if (now - record.seenMs > this.bounds.idleMs || now - record.createdMs > this.bounds.absoluteMs) {
      await this.store.delete(tokenHash);
      return undefined;
    }
    if (now - record.seenMs >= TOUCH_EVERY_MS) {
      await this.store.update(tokenHash, { seenMs: now }, this.ttl(record, now));
    }
    return { ...record, tokenHash };
  }

  /** Records a fresh passkey or TOTP check; answers until when sensitive actions go through. */
  async stepUp(session: LiveSession): Promise<number> {
    const now = this.clock();
    await this.store.update(session.tokenHash, { verifiedMs: now, seenMs: now }, this.ttl(session, now));
    return now + this.bounds.stepUpMs;
  }

  stepUpUntil(session: SessionRecord): number {
    return session.verifiedMs + this.bounds.stepUpMs;
  }

  hasFreshCheck(session: SessionRecord): boolean {
    return this.clock() < this.stepUpUntil(session);
  }

  end(session: LiveSession): Promise<void> {
    return this.store.delete(session.tokenHash);
  }

  endAll(accountId: string): Promise<number> {
    return this.store.deleteForAccount(accountId);
  }

  setRoles(accountId: string, roles: StaffRole[]): Promise<void> {
    return this.store.setRoles(accountId, roles);
  }
}
