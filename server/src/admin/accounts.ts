import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { Account } from '@muyuan/contract/admin/staff';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** SQL of staff accounts and their roles. Functions take the database or a transaction. */
type Executor = Kysely<Database> | Transaction<Database>;

export interface AccountRow {
  id: string;
  email: string;
  name: string;
  created_at: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
}

export async function rolesOf(db: Executor, accountId: string): Promise<StaffRole[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select('role')
    .where('account_id', '=', accountId)
    .orderBy('role')
    .execute();
  return rows.map((r) => r.role);
}

export function accountByEmail(db: Executor, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function accountById(db: Executor, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAccounts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff_accounts')
    .select((e) => e.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertAccount(
  db: Executor,
  account: { id: string; email: string; name: string; createdAt: string; roles: StaffRole[] },
): Promise<void> {
  await db
    .insertInto('staff_accounts')
    .values({ id: account.id, email: account.email, name: account.name, created_at: account.createdAt })
    .execute();
  await setRoles(db, account.id, account.roles);
}

export async function setRoles(db: Executor, accountId: string, roles: StaffRole[]): Promise<void> {
  await db.deleteFrom('staff_roles').where('account_id', '=', accountId).execute();
  await db
    .insertInto('staff_roles')
    .values(roles.map((role) => ({ account_id: accountId, role })))
    .execute();
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('staff_roles')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every account with its roles and how it signs in, for the console's list. */
export async function listAccounts(db: Executor): Promise<Account[]> {
  const accounts = await db.selectFrom('staff_accounts').selectAll().orderBy('email').execute();
  const roles = await db.selectFrom('staff_roles').selectAll().execute();
  const passkeys = await db
    .selectFrom('staff_passkeys')
    .select(['account_id', (e) => e.fn.countAll<number>().as('n')])
    .groupBy('account_id')
    .execute();
  return accounts.map((a) => ({
    id: a.id,
    email: a.email,
    name: a.name,
    roles: roles
      .filter((r) => r.account_id === a.id)
      .map((r) => r.role)
      .sort(),
    createdAt: a.created_at,
    passkeys: Number(passkeys.find((p) => p.account_id === a.id)?.n ?? 0),
    hasPassword: a.password_hash !== null,
  }));
}
