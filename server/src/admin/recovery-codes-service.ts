import { accountById } from './accounts.ts';
import type { AdminContext } from './context.ts';
import { replaceRecoveryCodes } from './credentials.ts';
import { noAuthenticatorApp } from './errors.ts';
import type { Principal } from './principal.ts';
import { newRecoveryCodes } from './recovery-codes.ts';

/** New recovery codes for the signed-in person (the old ones stop working); shown once. */
export async function renewRecoveryCodes(ctx: AdminContext, who: Extract<Principal, { via: 'session' }>) {
  const account = await accountById(ctx.db, who.id);
  if (!account?.totp_secret) throw noAuthenticatorApp();
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, who.id, recoveryCodes);
  await ctx.audit({
    actor: `account:${who.id}`,
    actorName: who.name,
    action: 'recovery_codes_renew',
    object: `account:${who.id}`,
    session: who.session.id,
  });
  return { recoveryCodes };
}
