import { z } from 'zod';
import type { Lang } from '../lang.ts';

/**
 * The back office's roles. A person may hold several; none implies another (an admin manages
 * accounts and settings but does not read integrity reports unless also compliance).
 */
export const STAFF_ROLES = ['admin', 'editor', 'publisher', 'compliance', 'viewer'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** A non-empty set of roles, without repeats. */
export const staffRolesSchema = z
  .array(staffRoleSchema)
  .min(1)
  .max(STAFF_ROLES.length)
  .transform((roles) => [...new Set(roles)]);

/** Each role's name as the console shows it (and the server's refusals name it). */
export const ROLE_NAMES: Record<Lang, Record<StaffRole, string>> = {
  zh: { admin: '管理员', editor: '编辑', publisher: '发布人', compliance: '合规', viewer: '只读' },
  en: { admin: 'Admin', editor: 'Editor', publisher: 'Publisher', compliance: 'Compliance', viewer: 'Viewer' },
};

/**
 * Who gives a role (issue 38, point 4): only someone who holds it, to an account, an invitation or a token
 * (`npm run admin` on the server gives any). An admin cannot hand out, or make itself, what it cannot do.
 */
export const mayGrant = (holder: readonly StaffRole[], role: StaffRole): boolean => holder.includes(role);

/**
 * Who takes a role away: any admin, except compliance, which is the compliance team's own membership
 * and is taken away only by someone who holds it (as it is given).
 */
export const mayRemove = (holder: readonly StaffRole[], role: StaffRole): boolean =>
  role !== 'compliance' || holder.includes('compliance');

/** The roles of `roles` that `holder` may not give (empty when it may give them all). */
export const rolesNotHeld = (holder: readonly StaffRole[], roles: readonly StaffRole[]): StaffRole[] =>
  roles.filter((role) => !mayGrant(holder, role));

/**
 * What a change of an account's roles from `before` to `after` needs that `holder` may not do: roles it
 * would give without holding them, and compliance taken away by someone outside the team.
 */
export function roleChangeRefused(
  holder: readonly StaffRole[],
  before: readonly StaffRole[],
  after: readonly StaffRole[],
): StaffRole[] {
  const added = after.filter((role) => !before.includes(role) && !mayGrant(holder, role));
  const removed = before.filter((role) => !after.includes(role) && !mayRemove(holder, role));
  return [...added, ...removed];
}
