import type { StaffRole } from '@muyuan/contract/admin/roles';

/** A signed-in session as every instance sees it. Times in epoch milliseconds. */
export interface SessionRecord {
  /** Public id (audit trail, lists); the cookie's secret is known only by its hash. */
  id: string;
  accountId: string;
  name: string;
  /** A copy of the account's roles, so a request needs one lookup; rewritten when they change. */
  roles: StaffRole[];
  createdMs: number;
  seenMs: number;
  /** The last proof of presence: the sign-in, or a later step-up check. */
  verifiedMs: number;
}

/**
 * Where sessions live: the database, or Redis when REDIS_URL is set. Either way every instance reads
 * the same records, so signing out (or an admin ending someone's sessions) holds everywhere at once.
 * `ttlMs` lets a store forget a record by itself; the bounds are still checked on every read.
 */
export interface SessionStore {
  put(tokenHash: string, record: SessionRecord, ttlMs: number): Promise<void>;
  get(tokenHash: string): Promise<SessionRecord | undefined>;
  /** Changes the times of one session (seen, verified); does nothing when it is gone. */
  update(tokenHash: string, times: Partial<Pick<SessionRecord, 'seenMs' | 'verifiedMs'>>, ttlMs: number): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  /** Ends every session of an account; answers how many there were. */
  deleteForAccount(accountId: string): Promise<number>;
  setRoles(accountId: string, roles: StaffRole[]): Promise<void>;
  /** Forgets sessions past either bound that were never read again (Redis expires them by itself). */
  removeExpired(seenBefore: number, createdBefore: number): Promise<void>;
}
