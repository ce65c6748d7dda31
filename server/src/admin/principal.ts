import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { LiveSession } from './sessions.ts';

/** Who an admin request comes from: a person's session, or an API token. */
export type Principal =
  | { via: 'session'; id: string; name: string; roles: StaffRole[]; session: LiveSession }
  | { via: 'token'; id: string; name: string; roles: StaffRole[] };

/** How the audit trail names the principal. */
export const actorOf = (p: Principal): string => (p.via === 'session' ? `account:${p.id}` : `token:${p.id}`);

/** Who acts, as the audit trail and a record's versions name them. */
export interface StaffActor {
  /** `account:<id>` or `token:<id>`. */
  id: string;
  name: string;
  /** The session's public id, or null for an API token. */
  session: string | null;
}

export const staffActorOf = (p: Principal): StaffActor => ({
  id: actorOf(p),
  name: p.name,
  session: p.via === 'session' ? p.session.id : null,
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard on routes that need credentials. */
    staff: Principal | null;
  }
}
