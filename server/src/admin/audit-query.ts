import type { AuditEntry, auditQuerySchema } from '@muyuan/contract/admin/audit';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';

type AuditQuery = z.output<typeof auditQuerySchema>;

/** A page of the audit trail, newest first, filtered by action, actor, object and time. */
export async function listAudit(db: Db, q: AuditQuery) {
  let query = db.selectFrom('audit_log');
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
