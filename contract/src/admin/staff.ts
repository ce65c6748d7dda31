import { z } from 'zod';
import { staffRoleSchema, staffRolesSchema } from './roles.ts';

/** Staff are named by their e-mail address, compared in lower case. */
export const staffEmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());

export const idParamsSchema = z.strictObject({ id: z.string().min(1).max(200) });

/** Who is calling: `GET /me`, for a session or an API token. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  via: z.enum(['session', 'token']),
  /** Sessions only: until when sensitive actions go through without a fresh check (ISO time, or null). */
  stepUpUntil: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** A staff account as the console lists it (never a credential). */
export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  createdAt: z.string(),
  passkeys: z.number().int().nonnegative(),
  hasPassword: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z.object({ list: z.array(accountSchema) });
export type AccountList = z.infer<typeof accountListSchema>;

export const rolesChangeSchema = z.strictObject({ roles: staffRolesSchema });

export const invitationRequestSchema = z.strictObject({ email: staffEmailSchema, roles: staffRolesSchema });

/** An enrollment address: shown once (it holds the only copy of its secret), valid until `expiresAt`. */
export const enrollmentAddressSchema = z.object({ address: z.string(), expiresAt: z.string() });
export type EnrollmentAddress = z.infer<typeof enrollmentAddressSchema>;

/** How many sessions an action ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });

export const okSchema = z.object({ ok: z.literal(true) });
