import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { Db } from '../db/database.ts';
import { countAccounts } from './accounts.ts';
import { appendAudit, lockAuditChain } from './audit.ts';
import { createInvitation, enrollmentAddress, openFirstAdminInvitation } from './invitations.ts';

/**
 * The first admin's roles: every role but compliance. A role is given only by someone who holds it
 * (issue 38, point 4), so the first admin holds the web team's roles to invite editors, publishers and
 * viewers from the console; the compliance team's first member comes from the operator's
 * `npm run admin -- invite <email> --role compliance` (or `roles`), and its members let in the others.
 */
export const FIRST_ADMIN_ROLES: StaffRole[] = ['admin', 'editor', 'publisher', 'viewer'];

export type FirstAdmin =
  | { kind: 'not-needed' }
  | { kind: 'issued'; address: string; expiresAt: string }
  | { kind: 'still-open'; expiresAt: string };

/**
 * On a database without any account, the first start makes one enrollment address for an admin
 * (logged once). Later starts while it is still open do not make another: only its hash is stored,
 * so it cannot be shown again, and a new one at every restart would leave a trail of live admin
 * invitations in the logs. Once it expires (24 h), the next start makes a new one; at any time
 * `npm run admin -- invite <email> --role admin` makes another. Serialized with the audit trail's
 * lock, so two instances starting together make one.
 */
export async function ensureFirstAdminInvitation(db: Db, origin: string, nowMs: number): Promise<FirstAdmin> {
  return db.transaction().execute(async (trx) => {
    await lockAuditChain(trx);
    if ((await countAccounts(trx)) > 0) return { kind: 'not-needed' as const };
    const open = await openFirstAdminInvitation(trx, nowMs);
    if (open) return { kind: 'still-open' as const, expiresAt: open.expires_at };
    // No e-mail address yet: the first admin gives theirs when enrolling.
    const made = await createInvitation(trx, nowMs, { email: '', roles: FIRST_ADMIN_ROLES, firstAdmin: true });
    await appendAudit(
      trx,
      {
        actor: 'system',
        action: 'invitation_create',
        object: `invitation:${made.id}`,
        detail: { roles: FIRST_ADMIN_ROLES, firstAdmin: true },
      },
      nowMs,
    );
    return { kind: 'issued' as const, address: enrollmentAddress(origin, made.secret), expiresAt: made.expiresAt };
  });
}
