import type { StaffRole } from '@muyuan/contract/admin/roles';
import { compiledOnce, slot } from '../db/compiled-query.ts';
import type { Db } from '../db/database.ts';
import type { StaffSessionTable } from '../db/schema.ts';
import type { SessionRecord, SessionStore } from './session-store.ts';

const toRecord = (row: StaffSessionTable): SessionRecord => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  roles: JSON.parse(row.roles) as StaffRole[],
  createdMs: Number(row.created_ms),
  seenMs: Number(row.seen_ms),
  verifiedMs: Number(row.verified_ms),
});

/** Sessions in the `staff_sessions` table (no Redis). Expired rows are removed when next read. */
export function databaseSessionStore(db: Db): SessionStore {
  // Read on every signed-in request: compiled once.
  const TOKEN_HASH = slot('token_hash');
  const byTokenHash = compiledOnce(db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', TOKEN_HASH), [
    TOKEN_HASH,
  ]);
  return {
    async put(tokenHash, r) {
      await db
        .insertInto('staff_sessions')
        .values({
          token_hash: tokenHash,
          id: r.id,
          account_id: r.accountId,
          name: r.name,
          roles: JSON.stringify(r.roles),
          created_ms: r.createdMs,
          seen_ms: r.seenMs,
          verified_ms: r.verifiedMs,
        })
        .execute();
    },
    async get(tokenHash) {
      const [row] = (await db.executeQuery(byTokenHash([tokenHash]))).rows;
      return row ? toRecord(row) : undefined;
    },
    async update(tokenHash, times) {
      await db
        .updateTable('staff_sessions')
        .set({
          ...(times.seenMs !== undefined ? { seen_ms: times.seenMs } : {}),
          ...(times.verifiedMs !== undefined ? { verified_ms: times.verifiedMs } : {}),
        })
        .where('token_hash', '=', tokenHash)
        .execute();
    },
    async delete(tokenHash) {
      await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteForAccount(accountId) {
      const result = await db.deleteFrom('staff_sessions').where('account_id', '=', accountId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async removeExpired(seenBefore, createdBefore) {
      await db
        .deleteFrom('staff_sessions')
        .where((e) => e.or([e('seen_ms', '<', seenBefore), e('created_ms', '<', createdBefore)]))
        .execute();
    },
    async setRoles(accountId, roles) {
      await db
        .updateTable('staff_sessions')
        .set({ roles: JSON.stringify(roles) })
        .where('account_id', '=', accountId)
        .execute();
    },
  };
}
