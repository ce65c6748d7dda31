import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isoAt } from './clock.ts';
import { invalidInvitation } from './errors.ts';
import { digest, newId, newSecret } from './secrets.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** An enrollment address is good for 24 hours and one enrollment. */
export const INVITATION_TTL_MS = 24 * 60 * 60_000;

export interface Invitation {
  id: string;
  email: string;
  roles: StaffRole[];
  /** Set when it re-enrolls an existing account (after an admin reset its sign-in). */
  accountId: string | null;
  expiresAt: string;
}

/** Where a person enrolls: the console's enrollment page, the secret in the fragment (never sent to a server or a log). */
export const enrollmentAddress = (origin: string, secret: string): string => `${origin}/admin/#/enroll/${secret}`;

export async function createInvitation(
  db: Executor,
  nowMs: number,
  invite: { email: string; roles: StaffRole[]; accountId?: string | null; firstAdmin?: boolean },
): Promise<{ id: string; secret: string; expiresAt: string }> {
  const secret = newSecret();
  const id = newId();
  const expiresAt = isoAt(nowMs + INVITATION_TTL_MS);
  await db
    .insertInto('staff_invitations')
    .values({
      id,
      token_hash: digest(secret),
      email: invite.email,
      roles: JSON.stringify(invite.roles),
      account_id: invite.accountId ?? null,
      first_admin: invite.firstAdmin ? 1 : 0,
      created_at: isoAt(nowMs),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { id, secret, expiresAt };
}

/** The open invitation a secret names; one 400 for unknown, used and expired alike. */
export async function openInvitation(db: Executor, secret: string, nowMs: number): Promise<Invitation> {
  const row = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', digest(secret))
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= isoAt(nowMs)) throw invalidInvitation();
  return {
    id: row.id,
    email: row.email,
    roles: JSON.parse(row.roles) as StaffRole[],
    accountId: row.account_id,
    expiresAt: row.expires_at,
  };
}

/** Uses an invitation up; a second enrollment racing the first finds it used. */
export async function consumeInvitation(db: Executor, id: string, nowMs: number): Promise<void> {
  const r = await db
    .updateTable('staff_invitations')
    .set({ used_at: isoAt(nowMs) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw invalidInvitation();
}

/** The first-admin address still open (unused, unexpired), if any. */
export function openFirstAdminInvitation(db: Executor, nowMs: number) {
  return db
    .selectFrom('staff_invitations')
    .select(['id', 'expires_at'])
    .where('first_admin', '=', 1)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoAt(nowMs))
    .executeTakeFirst();
}
