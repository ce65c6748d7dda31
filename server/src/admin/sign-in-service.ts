import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { passkeySignInSchema, passwordSignInSchema } from '@muyuan/contract/admin/sign-in';
import type { z } from 'zod';
import { accountByEmail, accountById, rolesOf } from './accounts.ts';
import { openCeremony, takeCeremony } from './ceremonies.ts';
import { isoAt } from './clock.ts';
import type { AdminContext } from './context.ts';
import { passkeyById, passkeyUsed } from './credentials.ts';
import { signInFailed } from './errors.ts';
import { waitUntilFloor } from './fixed-time.ts';
import { authenticationOptions, verifiedAuthentication } from './passkeys.ts';
import { passwordMatches } from './password.ts';
import { checkSecondFactor } from './second-factor.ts';

export interface SignedIn {
  secret: string;
  name: string;
  roles: StaffRole[];
}

/** Starts a session for an account that just proved who it is, and records the sign-in. */
export async function startSession(
  ctx: AdminContext,
  account: { id: string; name: string },
  method: string,
): Promise<SignedIn> {
  const roles = await rolesOf(ctx.db, account.id);
  const { secret, record } = await ctx.sessions.start({ id: account.id, name: account.name, roles });
  await ctx.audit({
    actor: `account:${account.id}`,
    actorName: account.name,
    action: 'sign_in',
    object: `account:${account.id}`,
    session: record.id,
    detail: { method },
  });
  return { secret, name: account.name, roles };
}

/**
 * Password + TOTP (or a recovery code) in one step, so nothing tells whether the password alone was
 * right. Unknown accounts run the same work (a decoy hash), count against the same limits and get
 * the same answer after the same time. The attempt is counted before the password is checked, so
 * attempts sent at once are limited as if sent one by one (sign-in-throttle.ts).
 */
export async function signInWithPassword(
  ctx: AdminContext,
  input: z.output<typeof passwordSignInSchema>,
  clientIp: string,
): Promise<SignedIn> {
  const started = performance.now();
  // Counted before anything is checked, as a failure until it passes (a 429 here checks nothing).
  const attempt = await ctx.throttle.reserveCode(clientIp, input.email);
  const account = await accountByEmail(ctx.db, input.email);
  const passwordOk = await passwordMatches(account?.password_hash, input.password);
  const how = account && passwordOk ? await checkSecondFactor(ctx, account, input.code, true) : undefined;
  if (!account || !how) {
    await ctx.audit({
      actor: account ? `account:${account.id}` : 'anonymous',
      actorName: account?.name ?? null,
      action: 'sign_in_failed',
      object: account ? `account:${account.id}` : null,
      detail: { method: 'password' },
    });
    await waitUntilFloor(started);
    throw signInFailed();
  }
  await attempt.succeeded();
  return startSession(ctx, account, how === 'totp' ? 'password+totp' : 'password+recovery-code');
}

export async function passkeySignInOptions(ctx: AdminContext) {
  const options = await authenticationOptions(ctx.rp());
  const ceremonyId = await openCeremony(ctx.db, ctx.clock, 'sign-in', null, options.challenge);
  return { ceremonyId, options: { ...options } };
}

/** A discoverable passkey names its account itself: no e-mail address is asked, so none can be probed. */
export async function signInWithPasskey(
  ctx: AdminContext,
  input: z.output<typeof passkeySignInSchema>,
  clientIp: string,
): Promise<SignedIn> {
  const started = performance.now();
  // Passkey attempts count on a key of their own: password failures never block a passkey.
  const attempt = await ctx.throttle.reservePasskey(clientIp);
  const challenge = await takeCeremony(ctx.db, ctx.clock, input.ceremonyId, 'sign-in', null);
  const passkey = await passkeyById(ctx.db, input.response.id);
  const counter = passkey ? await verifiedAuthentication(ctx.rp(), input.response, challenge, passkey) : undefined;
  const account = passkey && counter !== undefined ? await accountById(ctx.db, passkey.accountId) : undefined;
  if (!passkey || counter === undefined || !account) {
    await ctx.audit({
      actor: passkey ? `account:${passkey.accountId}` : 'anonymous',
      action: 'sign_in_failed',
      object: passkey ? `passkey:${passkey.id}` : null,
      detail: { method: 'passkey' },
    });
    await waitUntilFloor(started);
    throw signInFailed();
  }
  await attempt.succeeded();
  await passkeyUsed(ctx.db, passkey.id, counter, isoAt(ctx.clock()));
  return startSession(ctx, account, 'passkey');
}
