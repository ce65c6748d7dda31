import { roleChangeRefused, rolesNotHeld, type StaffRole } from '@muyuan/contract/admin/roles';
import { accountByEmail, accountById, countAdmins, rolesOf, setRoles } from './accounts.ts';
import { appendAudit } from './audit.ts';
import type { AdminContext } from './context.ts';
import { clearCredentials } from './credentials.ts';
import {
  accountExists,
  lastAdmin,
  resetNotAllowed,
  roleChangeNotAllowed,
  roleNotHeld,
  unknownAccount,
} from './errors.ts';
import { createInvitation, enrollmentAddress } from './invitations.ts';
import { actorOf, type Principal } from './principal.ts';

/**
 * What admins do to accounts: invite, change roles, end sessions, reset sign-in. Each is audited. A role
 * is given only by someone who holds it, and compliance is taken away only by someone who holds it
 * (contract/src/admin/roles.ts; issue 38, point 4): an admin outside the compliance team can neither
 * join it nor let anyone in, by an invitation, a change of roles or a sign-in reset.
 */

const by = (who: Principal) => ({
  actor: actorOf(who),
  actorName: who.name,
  session: who.via === 'session' ? who.session.id : null,
});

export async function invite(ctx: AdminContext, who: Principal, email: string, roles: StaffRole[]) {
  const notHeld = rolesNotHeld(who.roles, roles);
  if (notHeld.length > 0) throw roleNotHeld(notHeld);
  if (await accountByEmail(ctx.db, email)) throw accountExists();
  const now = ctx.clock();
  const made = await ctx.db.transaction().execute(async (trx) => {
    const invitation = await createInvitation(trx, now, { email, roles });
    await appendAudit(
      trx,
      { ...by(who), action: 'invitation_create', object: `invitation:${invitation.id}`, detail: { roles } },
      now,
    );
    return invitation;
  });
  return { address: enrollmentAddress(ctx.siteOrigin(), made.secret), expiresAt: made.expiresAt };
}

export async function changeRoles(ctx: AdminContext, who: Principal, accountId: string, roles: StaffRole[]) {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await accountById(trx, accountId))) throw unknownAccount();
    const before = await rolesOf(trx, accountId);
    const refused = roleChangeRefused(who.roles, before, roles);
    if (refused.length > 0) throw roleChangeNotAllowed(refused);
    await setRoles(trx, accountId, roles);
    if ((await countAdmins(trx)) === 0) throw lastAdmin();
    await appendAudit(
      trx,
      { ...by(who), action: 'role_change', object: `account:${accountId}`, detail: { from: before, to: roles } },
      now,
    );
  });
  // Sessions carry a copy of the roles: the change holds from the account's next request on.
  await ctx.sessions.setRoles(accountId, roles);
  return rolesOf(ctx.db, accountId);
}

export async function endSessions(ctx: AdminContext, who: Principal, accountId: string) {
  if (!(await accountById(ctx.db, accountId))) throw unknownAccount();
  const ended = await ctx.sessions.endAll(accountId);
  await ctx.audit({ ...by(who), action: 'sessions_end', object: `account:${accountId}`, detail: { ended } });
  return { ended };
}

/**
 * Takes every way of signing in from an account (passkeys, password, TOTP, recovery codes), ends its
 * sessions and answers a new enrollment address for it (same account, same roles).
 */
export async function resetSignIn(ctx: AdminContext, who: Principal, accountId: string) {
  const now = ctx.clock();
  const made = await ctx.db.transaction().execute(async (trx) => {
    const account = await accountById(trx, accountId);
    if (!account) throw unknownAccount();
    // The new address enrolls whoever holds it into this account's roles: a grant like an invitation.
    const roles = await rolesOf(trx, accountId);
    const notHeld = rolesNotHeld(who.roles, roles);
    if (notHeld.length > 0) throw resetNotAllowed(notHeld);
    await clearCredentials(trx, accountId);
    const invitation = await createInvitation(trx, now, { email: account.email, roles, accountId });
    await appendAudit(
      trx,
      { ...by(who), action: 'sign_in_reset', object: `account:${accountId}`, detail: { invitation: invitation.id } },
      now,
    );
    return invitation;
  });
  await ctx.sessions.endAll(accountId);
  return { address: enrollmentAddress(ctx.siteOrigin(), made.secret), expiresAt: made.expiresAt };
}
