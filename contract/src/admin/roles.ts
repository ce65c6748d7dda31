import { z } from 'zod';

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
