import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { accountById } from './accounts.ts';
import { openCeremony, takeCeremony } from './ceremonies.ts';
import { isoAt } from './clock.ts';
import type { AdminContext } from './context.ts';
import { deletePasskey, insertPasskey, passkeysOf } from './credentials.ts';
import { lastSignInMethod, passkeyRejected, unknownAccount, unknownPasskey } from './errors.ts';
import { registrationOptions, verifiedRegistration } from './passkeys.ts';
import type { Principal } from './principal.ts';

type SessionPrincipal = Extract<Principal, { via: 'session' }>;

/** A signed-in person's own passkeys: list, add another, remove one (never the last way to sign in). */

export async function myPasskeys(ctx: AdminContext, who: SessionPrincipal) {
  const [list, account] = await Promise.all([passkeysOf(ctx.db, who.id), accountById(ctx.db, who.id)]);
  return {
    list: list.map((p) => ({ id: p.id, label: p.label, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })),
    hasPassword: Boolean(account?.password_hash && account.totp_secret),
  };
}

export async function addPasskeyOptions(ctx: AdminContext, who: SessionPrincipal) {
  const account = await accountById(ctx.db, who.id);
  if (!account) throw unknownAccount();
  const options = await registrationOptions(ctx.rp(), account, await passkeysOf(ctx.db, who.id));
  const ceremonyId = await openCeremony(ctx.db, ctx.clock, 'add-passkey', who.id, options.challenge);
  return { ceremonyId, options: { ...options } };
}

export async function addPasskey(
  ctx: AdminContext,
  who: SessionPrincipal,
  input: { ceremonyId: string; response: RegistrationResponseJSON; label: string },
) {
  const challenge = await takeCeremony(ctx.db, ctx.clock, input.ceremonyId, 'add-passkey', who.id);
  const passkey = await verifiedRegistration(ctx.rp(), input.response, challenge);
  const createdAt = isoAt(ctx.clock());
  await insertPasskey(ctx.db, { ...passkey, accountId: who.id, label: input.label, createdAt, lastUsedAt: null }).catch(
    (error: unknown) => {
      // The same authenticator registered twice (excludeCredentials keeps browsers from it).
      throw isUniqueViolation(error) ? passkeyRejected() : error;
    },
  );
  await ctx.audit({
    actor: `account:${who.id}`,
    actorName: who.name,
    action: 'passkey_add',
    object: `passkey:${passkey.id}`,
    session: who.session.id,
  });
  return myPasskeys(ctx, who);
}

export async function removePasskey(ctx: AdminContext, who: SessionPrincipal, id: string) {
  const account = await accountById(ctx.db, who.id);
  const passkeys = await passkeysOf(ctx.db, who.id);
  if (!passkeys.some((p) => p.id === id)) throw unknownPasskey();
  if (passkeys.length === 1 && !account?.password_hash) throw lastSignInMethod();
  await deletePasskey(ctx.db, who.id, id);
  await ctx.audit({
    actor: `account:${who.id}`,
    actorName: who.name,
    action: 'passkey_remove',
    object: `passkey:${id}`,
    session: who.session.id,
  });
  return myPasskeys(ctx, who);
}
