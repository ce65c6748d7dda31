import { z } from 'zod';
import { staffRoleSchema, staffRolesSchema } from './roles.ts';

/** How long a token lives unless its maker chooses (issue 38, point 6), and the longest it may. */
export const TOKEN_DEFAULT_DAYS = 90;
export const TOKEN_MAX_DAYS = 365;
/** The lifetimes the console offers, in days. */
export const TOKEN_DAY_CHOICES = [7, 30, 90, 180, 365] as const;

export const tokenCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  roles: staffRolesSchema,
  /**
   * Days from now until it stops working: 1 to TOKEN_MAX_DAYS, TOKEN_DEFAULT_DAYS when left out (any
   * other number is refused with words: admin/errors.ts tokenLifetime).
   */
  expiresInDays: z.number().int().optional(),
});

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  createdAt: z.string(),
  /** When it stops working (ISO time); an expired token answers 401 `token_expired`. */
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const tokenListSchema = z.object({ list: z.array(apiTokenSchema) });
export type TokenList = z.infer<typeof tokenListSchema>;

/** A new token: `secret` is shown this once and never stored. */
export const createdTokenSchema = apiTokenSchema.extend({ secret: z.string() });
