import { z } from 'zod';
import { staffRoleSchema, staffRolesSchema } from './roles.ts';

export const tokenCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  roles: staffRolesSchema,
});

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const tokenListSchema = z.object({ list: z.array(apiTokenSchema) });

/** A new token: `secret` is shown this once and never stored. */
export const createdTokenSchema = apiTokenSchema.extend({ secret: z.string() });
