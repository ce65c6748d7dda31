import { z } from 'zod';
import { staffRoleSchema } from './roles.ts';
import { staffEmailSchema } from './staff.ts';
import { authenticationResponseSchema, registrationResponseSchema } from './webauthn.ts';

/** Passwords: at least this long, and not in the bundled list of common passwords. */
export const PASSWORD_MIN_LENGTH = 12;
const password = z.string().min(1).max(1024);
/** A TOTP code (6 digits) or a recovery code (letters and digits, dashes ignored). */
const secondFactor = z.string().trim().min(6).max(32);

export const passwordSignInSchema = z.strictObject({ email: staffEmailSchema, password, code: secondFactor });

export const passkeySignInSchema = z.strictObject({
  ceremonyId: z.string().max(100),
  response: authenticationResponseSchema,
});

/** The answer of a successful sign-in (the session itself is the cookie). */
export const signedInSchema = z.object({ name: z.string(), roles: z.array(staffRoleSchema) });

export const totpCheckSchema = z.strictObject({ code: secondFactor });

/** Until when the fresh check lets sensitive actions through. */
export const stepUpSchema = z.object({ stepUpUntil: z.string() });

const invitationToken = z.string().min(20).max(200);

export const invitationTokenSchema = z.strictObject({ token: invitationToken });

/** What an enrollment address is for, shown before the person chooses how to sign in. */
export const invitationSchema = z.object({
  /** Empty for the first admin's address (made on the first start): the person enrolling gives it. */
  email: z.string(),
  roles: z.array(staffRoleSchema),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

const displayName = z.string().trim().min(1).max(100);

/** `email` only where the invitation has none (the first admin's); ignored otherwise. */
const ownEmail = staffEmailSchema.optional();

export const passkeyEnrollmentOptionsSchema = z.strictObject({
  token: invitationToken,
  name: displayName,
  email: ownEmail,
});

export const passkeyEnrollmentSchema = z.strictObject({
  token: invitationToken,
  name: displayName,
  email: ownEmail,
  ceremonyId: z.string().max(100),
  response: registrationResponseSchema,
  /** What to call this passkey in the list (e.g. "work laptop"). */
  label: z.string().trim().max(60).default(''),
});

export const passwordEnrollmentStartSchema = z.strictObject({ token: invitationToken, password });

/** The TOTP secret to put in an authenticator app, as a key and as an `otpauth://` address (for a QR code). */
export const totpSetupSchema = z.object({ ceremonyId: z.string(), secret: z.string(), uri: z.string() });

export const passwordEnrollmentSchema = z.strictObject({
  token: invitationToken,
  name: displayName,
  email: ownEmail,
  password,
  ceremonyId: z.string().max(100),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** Recovery codes: shown once, each good for one sign-in in place of a TOTP code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const passkeySchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
/**
 * My passkeys, and whether I also sign in with a password and an authenticator app (recovery codes are
 * for that way in only, so the console offers new ones only then).
 */
export const passkeyListSchema = z.object({ list: z.array(passkeySchema), hasPassword: z.boolean() });
export type Passkey = z.infer<typeof passkeySchema>;
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const passkeyAddSchema = z.strictObject({
  ceremonyId: z.string().max(100),
  response: registrationResponseSchema,
  label: z.string().trim().max(60).default(''),
});

export { authenticationResponseSchema };
