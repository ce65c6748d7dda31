import { z } from 'zod';

/**
 * The JSON forms of WebAuthn's credentials as `@simplewebauthn/browser` sends them. Options go the
 * other way as the library makes them (`PublicKeyCredentialCreationOptionsJSON` and
 * `PublicKeyCredentialRequestOptionsJSON`), typed here as plain objects.
 */
const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

const credentialFields = {
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const publicKeyOptionsSchema = z.record(z.string(), z.unknown());

/** A ceremony's options and the id to send back with its answer (the challenge is kept by the server). */
export const ceremonySchema = z.object({ ceremonyId: z.string(), options: publicKeyOptionsSchema });
export type Ceremony = z.infer<typeof ceremonySchema>;
