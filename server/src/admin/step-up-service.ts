import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { accountById } from './accounts.ts';
import { openCeremony, takeCeremony } from './ceremonies.ts';
import { isoAt } from './clock.ts';
import type { AdminContext } from './context.ts';
import { passkeyById, passkeysOf, passkeyUsed } from './credentials.ts';
import { checkFailed } from './errors.ts';
import { waitUntilFloor } from './fixed-time.ts';
import { authenticationOptions, verifiedAuthentication } from './passkeys.ts';
import type { Principal } from './principal.ts';
import { checkSecondFactor } from './second-factor.ts';

type SessionPrincipal = Extract<Principal, { via: 'session' }>;

/**
 * A fresh proof of presence for sensitive actions. A code counts against the same limits as a
 * sign-in's (keyed by `id:` and the account), before it is checked; a passkey on the passkey key.
 */
async function stepUpDone(ctx: AdminContext, who: SessionPrincipal, method: string): Promise<string> {
  const until = await ctx.sessions.stepUp(who.session);
  await ctx.audit({
    actor: `account:${who.id}`,
    actorName: who.name,
    action: 'step_up',
    session: who.session.id,
    detail: { method },
  });
  return isoAt(until);
}

async function stepUpFailed(ctx: AdminContext, who: SessionPrincipal, method: string, started: number): Promise<never> {
  await ctx.audit({
    actor: `account:${who.id}`,
    actorName: who.name,
    action: 'step_up_failed',
    session: who.session.id,
    detail: { method },
  });
  await waitUntilFloor(started);
  throw checkFailed();
}

export async function stepUpWithTotp(ctx: AdminContext, who: SessionPrincipal, code: string, clientIp: string) {
  const started = performance.now();
  // Counted before the code is checked, as a failure until it passes (a 429 here checks nothing).
  const attempt = await ctx.throttle.reserveCode(clientIp, `id:${who.id}`);
  const account = await accountById(ctx.db, who.id);
  if (account && (await checkSecondFactor(ctx, account, code, false))) {
    await attempt.succeeded();
    return stepUpDone(ctx, who, 'totp');
  }
  return stepUpFailed(ctx, who, 'totp', started);
}

export async function stepUpPasskeyOptions(ctx: AdminContext, who: SessionPrincipal) {
  const options = await authenticationOptions(ctx.rp(), await passkeysOf(ctx.db, who.id));
  const ceremonyId = await openCeremony(ctx.db, ctx.clock, 'step-up', who.id, options.challenge);
  return { ceremonyId, options: { ...options } };
}

export async function stepUpWithPasskey(
  ctx: AdminContext,
  who: SessionPrincipal,
  input: { ceremonyId: string; response: AuthenticationResponseJSON },
  clientIp: string,
) {
  const started = performance.now();
  const attempt = await ctx.throttle.reservePasskey(clientIp);
  const challenge = await takeCeremony(ctx.db, ctx.clock, input.ceremonyId, 'step-up', who.id);
  const passkey = await passkeyById(ctx.db, input.response.id);
  const counter =
    passkey?.accountId === who.id
      ? await verifiedAuthentication(ctx.rp(), input.response, challenge, passkey)
      : undefined;
  if (!passkey || counter === undefined) return stepUpFailed(ctx, who, 'passkey', started);
  await attempt.succeeded();
  await passkeyUsed(ctx.db, passkey.id, counter, isoAt(ctx.clock()));
  return stepUpDone(ctx, who, 'passkey');
}
