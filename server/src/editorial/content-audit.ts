import type { ContentAuditAction } from '@muyuan/contract/admin/audit';
import type { Actor } from './context.ts';

/** The audit event of a content action: who, on `content:<collection>/<id>`, with its details. */
export const contentAudit = (
  actor: Actor,
  ref: { collection: string; id: string },
  action: ContentAuditAction,
  detail: Record<string, unknown>,
) => ({
  actor: actor.id,
  actorName: actor.name,
  action,
  object: `content:${ref.collection}/${ref.id}`,
  session: actor.session,
  detail,
});
