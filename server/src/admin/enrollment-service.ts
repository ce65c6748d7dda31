import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { accountByEmail, accountById, insertAccount } from './accounts.ts';
import { appendAudit } from './audit.ts';
import { openCeremony, readCeremony, takeCeremony } from './ceremonies.ts';
import { isoAt } from './clock.ts';
import type { AdminContext } from './context.ts';
import { insertPasskey, passkeysOf, replaceRecoveryCodes, setPasswordAndTotp } from './credentials.ts';
import { accountExists, emailRequired, wrongCode } from './errors.ts';
import { consumeInvitation, type Invitation, openInvitation } from './invitations.ts';
import { registrationOptions, verifiedRegistration } from './passkeys.ts';
import { checkPasswordRules, hashPassword } from './password.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { newId } from './secrets.ts';
import { type SignedIn, startSession } from './sign-in-service.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

/**
 * Enrollment from an invitation: a new account (or, after an admin reset, the same account) gets its
 * first way to sign in, and a session. The invitation is used up in the same transaction that makes
 * the account, so a second enrollment with the same address fails whole.
 */

export function invitationInfo(ctx: AdminContext, secret: string) {
  return openInvitation(ctx.db, secret, ctx.clock());
}

/** The account an invitation enrolls: its own (a reset) or the one it is about to make. */
async function plannedAccount(ctx: AdminContext, invitation: Invitation, name: string, ownEmail: string | undefined) {
  if (invitation.accountId) {
    const existing = await accountById(ctx.db, invitation.accountId);
    if (existing) return { id: existing.id, email: existing.email, name: existing.name, isNew: false };
  }
  const email = invitation.email || ownEmail;
  if (!email) throw emailRequired();
  if (await accountByEmail(ctx.db, email)) throw accountExists();
  return { id: newId(), email, name, isNew: true };
}

export async function passkeyEnrollmentOptions(
  ctx: AdminContext,
  input: { token: string; name: string; email?: string | undefined },
) {
  const invitation = await openInvitation(ctx.db, input.token, ctx.clock());
  const account = await plannedAccount(ctx, invitation, input.name, input.email);
  const existing = account.isNew ? [] : await passkeysOf(ctx.db, account.id);
  const options = await registrationOptions(ctx.rp(), account, existing);
  const state = JSON.stringify({ challenge: options.challenge, accountId: account.id });
  const ceremonyId = await openCeremony(ctx.db, ctx.clock, 'enroll-passkey', invitation.id, state);
  return { ceremonyId, options: { ...options } };
}

async function finishEnrollment(
  ctx: AdminContext,
  invitation: Invitation,
  account: { id: string; email: string; name: string; isNew: boolean },
  method: string,
  saveCredentials: (trx: Transaction<Database>) => Promise<void>,
): Promise<SignedIn> {
  const now = ctx.clock();
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      await consumeInvitation(trx, invitation.id, now);
      if (account.isNew) {
        await insertAccount(trx, { ...account, createdAt: isoAt(now), roles: invitation.roles });
      }
      await saveCredentials(trx);
      await appendAudit(
        trx,
        {
          actor: `account:${account.id}`,
          actorName: account.name,
          action: 'enrollment',
          object: `account:${account.id}`,
          detail: { method, invitation: invitation.id, roles: invitation.roles },
        },
        now,
      );
    })
    .catch((error: unknown) => {
      // Another enrollment made the account (or registered the passkey) first.
      throw isUniqueViolation(error) ? accountExists() : error;
    });
  return startSession(ctx, account, method);
}

export async function enrollWithPasskey(
  ctx: AdminContext,
  input: {
    token: string;
    name: string;
    email?: string | undefined;
    ceremonyId: string;
    response: RegistrationResponseJSON;
    label: string;
  },
): Promise<SignedIn> {
  const invitation = await openInvitation(ctx.db, input.token, ctx.clock());
  const state = JSON.parse(
    await takeCeremony(ctx.db, ctx.clock, input.ceremonyId, 'enroll-passkey', invitation.id),
  ) as { challenge: string; accountId: string };
  const account = await plannedAccount(ctx, invitation, input.name, input.email);
  if (account.isNew) account.id = state.accountId;
  else if (account.id !== state.accountId) throw accountExists();
  const passkey = await verifiedRegistration(ctx.rp(), input.response, state.challenge);
  const createdAt = isoAt(ctx.clock());
  return finishEnrollment(ctx, invitation, account, 'passkey', (trx) =>
    insertPasskey(trx, { ...passkey, accountId: account.id, label: input.label, createdAt, lastUsedAt: null }),
  );
}

/** Step one of password + TOTP: the password is checked against the rules, and a TOTP secret is made. */
export async function startPasswordEnrollment(ctx: AdminContext, secret: string, password: string) {
  const invitation = await openInvitation(ctx.db, secret, ctx.clock());
  await checkPasswordRules(password);
  const totpSecret = newTotpSecret();
  const ceremonyId = await openCeremony(ctx.db, ctx.clock, 'enroll-totp', invitation.id, totpSecret);
  return { ceremonyId, secret: totpSecret, uri: totpUri(totpSecret, invitation.email || 'admin') };
}

/** Step two: a code from the app proves it holds the secret; recovery codes are made and shown once. */
export async function finishPasswordEnrollment(
  ctx: AdminContext,
  input: {
    token: string;
    name: string;
    email?: string | undefined;
    password: string;
    ceremonyId: string;
    code: string;
  },
): Promise<SignedIn & { recoveryCodes: string[] }> {
  const invitation = await openInvitation(ctx.db, input.token, ctx.clock());
  await checkPasswordRules(input.password);
  // Read, not taken: a mistyped code may be tried again (the invitation is used up on success).
  const totpSecret = await readCeremony(ctx.db, ctx.clock, input.ceremonyId, 'enroll-totp', invitation.id);
  const step = totpStep(totpSecret, input.code, ctx.clock());
  if (step === undefined) throw wrongCode();
  const account = await plannedAccount(ctx, invitation, input.name, input.email);
  const passwordHash = await hashPassword(input.password);
  const recoveryCodes = newRecoveryCodes();
  const signedIn = await finishEnrollment(ctx, invitation, account, 'password+totp', async (trx) => {
    await setPasswordAndTotp(trx, account.id, passwordHash, totpSecret, step);
    await replaceRecoveryCodes(trx, account.id, recoveryCodes);
  });
  return { ...signedIn, recoveryCodes };
}
