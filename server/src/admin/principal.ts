import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { LiveSession } from './sessions.ts';

/** Who an admin request comes from: a person's session, or an API token. */
export type Principal =
  | { via: 'session'; id: string; name: string; roles: StaffRole[]; session: LiveSession }
  | { via: 'token'; id: string; name: string; roles: StaffRole[] };

/** How the audit trail names the principal. */
export const actorOf = (p: Principal): string => (p.via === 'session' ? `account:${p.id}` : `token:${p.id}`);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard on routes that need credentials. */
    staff: Principal | null;
  }
}
