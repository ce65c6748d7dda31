import { type AuditEntry, type auditQuerySchema, CASE_AUDIT_ACTIONS } from '@muyuan/contract/admin/audit';
import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';

type AuditQuery = z.output<typeof auditQuerySchema>;

/** What every case row of the trail is named by: its object (`case:<id>`) or, without one, its action. */
const CASE_OBJECT_PREFIX = 'case:';

/**
 * Whether a reader of the trail sees the cases' rows: the compliance team only (issue 38, point 5). The
 * cases module writes nothing else (server/src/cases: service.ts on objects `case:<id>`, `case_index_read`
 * without one, retention.ts's `case_deleted`), so these rows are the actions of CASE_AUDIT_ACTIONS and
 * any row about a `case:` object.
 */
export const seesCases = (roles: readonly StaffRole[]): boolean => roles.includes('compliance');

/**
 * A page of the audit trail, newest first, filtered by action, actor, object and time. For a reader
 * outside the compliance team the cases' rows are left out in the query itself, so the page, its total
 * and every filter (`object=case:…`, `action=case_view`) answer as if they were not there.
 */
export async function listAudit(db: Db, q: AuditQuery, reader: readonly StaffRole[]) {
  let query = db.selectFrom('audit_log');
  if (!seesCases(reader))
    query = query
      .where('action', 'not in', [...CASE_AUDIT_ACTIONS])
      .where((e) => e.or([e('object', 'is', null), e('object', 'not like', `${CASE_OBJECT_PREFIX}%`)]));
  if (q.action) query = query.where('action', '=', q.action);
  if (q.actor) query = query.where('actor', '=', q.actor);
  if (q.object) query = query.where('object', '=', q.object);
  if (q.from) query = query.where('at', '>=', new Date(q.from).toISOString());
  if (q.to) query = query.where('at', '<=', new Date(q.to).toISOString());
  const total = await query.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('seq', 'desc')
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize)
    .execute();
  const list: AuditEntry[] = rows.map((r) => ({
    seq: Number(r.seq),
    at: r.at,
    actor: r.actor,
    actorName: r.actor_name,
    action: r.action,
    object: r.object,
    session: r.session,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
  }));
  return { list, total: Number(total?.n ?? 0), pageNum: q.pageNum, pageSize: q.pageSize };
}
