import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recoveryCodeHash } from './recovery-codes.ts';

/** SQL of sign-in credentials: passkeys, password + TOTP, recovery codes. */
type Executor = Kysely<Database> | Transaction<Database>;

export interface StoredPasskey {
  id: string;
  accountId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const toPasskey = (row: Database['staff_passkeys']): StoredPasskey => ({
  id: row.id,
  accountId: row.account_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  label: row.label,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function passkeyById(db: Executor, id: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom('staff_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPasskey(row) : undefined;
}

export async function passkeysOf(db: Executor, accountId: string): Promise<StoredPasskey[]> {
  const rows = await db
    .selectFrom('staff_passkeys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  return rows.map(toPasskey);
}

export async function insertPasskey(db: Executor, p: StoredPasskey): Promise<void> {
  await db
    .insertInto('staff_passkeys')
    .values({
      id: p.id,
      account_id: p.accountId,
      public_key: p.publicKey,
      counter: p.counter,
      transports: JSON.stringify(p.transports),
      label: p.label,
      created_at: p.createdAt,
      last_used_at: p.lastUsedAt,
    })
    .execute();
}

export async function passkeyUsed(db: Executor, id: string, counter: number, at: string): Promise<void> {
  await db.updateTable('staff_passkeys').set({ counter, last_used_at: at }).where('id', '=', id).execute();
}

export async function deletePasskey(db: Executor, accountId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('staff_passkeys')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function setPasswordAndTotp(
  db: Executor,
  accountId: string,
  passwordHash: string,
  totpSecret: string,
  totpStep: number,
): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: passwordHash, totp_secret: totpSecret, totp_last_step: totpStep })
    .where('id', '=', accountId)
    .execute();
}

/** Accepts a TOTP time step once: true only if it is later than every step accepted before. */
export async function claimTotpStep(db: Executor, accountId: string, step: number): Promise<boolean> {
  const r = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', accountId)
    .where((e) => e.or([e('totp_last_step', 'is', null), e('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Executor, accountId: string, codes: string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ code_hash: recoveryCodeHash(code), account_id: accountId, used_at: null })))
    .execute();
}

/** Uses up a recovery code: true the first time, false after (or for a code that is not the account's). */
export async function claimRecoveryCode(db: Executor, accountId: string, code: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: at })
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Removes every way an account signs in (an admin's reset); its sessions are ended separately. */
export async function clearCredentials(db: Executor, accountId: string): Promise<void> {
  await db.deleteFrom('staff_passkeys').where('account_id', '=', accountId).execute();
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .updateTable('staff_accounts')
    .set({ password_hash: null, totp_secret: null, totp_last_step: null })
    .where('id', '=', accountId)
    .execute();
}
