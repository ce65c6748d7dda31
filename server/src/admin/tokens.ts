import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { ApiToken } from '@muyuan/contract/admin/tokens';
import type { Db } from '../db/database.ts';
import type { StaffTokenTable } from '../db/schema.ts';
import { isoAt } from './clock.ts';
import { digest, newId, newSecret } from './secrets.ts';

/** API tokens: `mya_` and 256 random bits; only the hash is stored. */
const PREFIX = 'mya_';
/** Last use is written at most this often (a token may call many times a second). */
const LAST_USE_EVERY_MS = 5 * 60_000;

const toToken = (row: StaffTokenTable): ApiToken => ({
  id: row.id,
  name: row.name,
  roles: JSON.parse(row.roles) as StaffRole[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

export async function createToken(
  db: Db,
  nowMs: number,
  token: { name: string; roles: StaffRole[]; createdBy: string | null },
): Promise<ApiToken & { secret: string }> {
  const secret = `${PREFIX}${newSecret()}`;
  const row: StaffTokenTable = {
    id: newId(),
    token_hash: digest(secret),
    name: token.name,
    roles: JSON.stringify(token.roles),
    created_by: token.createdBy,
    created_at: isoAt(nowMs),
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

/** The live token a bearer secret names (one indexed read; last use noted now and then). */
export async function tokenBySecret(db: Db, secret: string, nowMs: number): Promise<ApiToken | undefined> {
  if (!secret.startsWith(PREFIX)) return undefined;
  const row = await db
    .selectFrom('staff_tokens')
    .selectAll()
    .where('token_hash', '=', digest(secret))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.last_used_at || Date.parse(row.last_used_at) < nowMs - LAST_USE_EVERY_MS) {
    await db
      .updateTable('staff_tokens')
      .set({ last_used_at: isoAt(nowMs) })
      .where('id', '=', row.id)
      .execute();
  }
  return toToken(row);
}
