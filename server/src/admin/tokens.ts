import type { StaffRole } from '@muyuan/contract/admin/roles';
import { type ApiToken, TOKEN_DEFAULT_DAYS, TOKEN_MAX_DAYS } from '@muyuan/contract/admin/tokens';
import type { Db } from '../db/database.ts';
import type { StaffTokenTable } from '../db/schema.ts';
import { rolesOf } from './accounts.ts';
import { isoAt } from './clock.ts';
import { tokenLifetime } from './errors.ts';
import { digest, newId, newSecret } from './secrets.ts';

/** API tokens: `mya_` and 256 random bits; only the hash is stored. */
const PREFIX = 'mya_';
/** Last use is written at most this often (a token may call many times a second). */
const LAST_USE_EVERY_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const toToken = (row: StaffTokenTable): ApiToken => ({
  id: row.id,
  name: row.name,
  roles: JSON.parse(row.roles) as StaffRole[],
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

/** The days a token lives: TOKEN_DEFAULT_DAYS when not given, else 1 to TOKEN_MAX_DAYS (400 otherwise). */
export function tokenDays(days: number | undefined): number {
  if (days === undefined) return TOKEN_DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > TOKEN_MAX_DAYS) throw tokenLifetime();
  return days;
}

export async function createToken(
  db: Db,
  nowMs: number,
  token: { name: string; roles: StaffRole[]; createdBy: string | null; expiresInDays?: number },
): Promise<ApiToken & { secret: string }> {
  const secret = `${PREFIX}${newSecret()}`;
  const row: StaffTokenTable = {
    id: newId(),
    token_hash: digest(secret),
    name: token.name,
    roles: JSON.stringify(token.roles),
    created_by: token.createdBy,
    created_at: isoAt(nowMs),
    expires_at: isoAt(nowMs + tokenDays(token.expiresInDays) * DAY_MS),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto('staff_tokens').values(row).execute();
  return { ...toToken(row), secret };
}

export async function listTokens(db: Db): Promise<ApiToken[]> {
  const rows = await db.selectFrom('staff_tokens').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map(toToken);
}

/** Revokes a token; answers it, or undefined when there is no such token. */
export async function revokeToken(db: Db, id: string, nowMs: number): Promise<ApiToken | undefined> {
  await db
    .updateTable('staff_tokens')
    .set({ revoked_at: isoAt(nowMs) })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db.selectFrom('staff_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toToken(row) : undefined;
}

/** What a bearer secret is worth: a live token, one past its expiry, or nothing (unknown or revoked). */
export type BearerCheck = { kind: 'live'; token: ApiToken } | { kind: 'expired'; expiresAt: string } | undefined;

/**
 * The token a bearer secret names (one indexed read; last use noted now and then). A token made by an
 * account carries only the roles that account still holds: it never does more than its maker could give
 * today (issue 38, point 4; a token made by `npm run admin` keeps its roles).
 */
export async function tokenBySecret(db: Db, secret: string, nowMs: number): Promise<BearerCheck> {
  if (!secret.startsWith(PREFIX)) return undefined;
  const row = await db
    .selectFrom('staff_tokens')
    .selectAll()
    .where('token_hash', '=', digest(secret))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.expires_at <= isoAt(nowMs)) return { kind: 'expired', expiresAt: row.expires_at };
  if (!row.last_used_at || Date.parse(row.last_used_at) < nowMs - LAST_USE_EVERY_MS) {
    await db
      .updateTable('staff_tokens')
      .set({ last_used_at: isoAt(nowMs) })
      .where('id', '=', row.id)
      .execute();
  }
  const token = toToken(row);
  const maker = row.created_by?.startsWith('account:') ? row.created_by.slice('account:'.length) : undefined;
  if (maker === undefined) return { kind: 'live', token };
  const held = await rolesOf(db, maker);
  return { kind: 'live', token: { ...token, roles: token.roles.filter((role) => held.includes(role)) } };
}
