import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { StoredPasskey } from './credentials.ts';
import { passkeyRejected } from './errors.ts';

/**
 * The WebAuthn library, loaded at the first passkey ceremony rather than at start: it and the
 * cryptography and ASN.1 code it brings add about 13 MB to a server's memory, which the public site
 * (and an instance nobody signs in to) should not carry.
 */
let webauthnLibrary: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => {
  webauthnLibrary ??= import('@simplewebauthn/server');
  return webauthnLibrary;
};

/**
 * WebAuthn through @simplewebauthn/server: the relying party is the site's origin (SITE_URL, else the
 * address the server listens on), passkeys are resident (discoverable: sign-in needs no e-mail
 * address), and user verification (PIN, fingerprint, face) is required every time.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export const relyingParty = (origin: string): RelyingParty => ({
  id: new URL(origin).hostname,
  name: 'Muyuan back office',
  origin,
});

const SELECTION = { residentKey: 'required', requireResidentKey: true, userVerification: 'required' } as const;

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; email: string; name: string },
  existing: StoredPasskey[],
) {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: user.name,
    attestationType: 'none',
    authenticatorSelection: SELECTION,
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
  });
}

/** A verified new passkey, ready to store (or a 400 when the answer does not check out). */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<Pick<StoredPasskey, 'id' | 'publicKey' | 'counter' | 'transports'>> {
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!result.verified) throw passkeyRejected();
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/** Options for a sign-in (any of the site's passkeys) or a step-up (only the account's own). */
export async function authenticationOptions(rp: RelyingParty, allow: StoredPasskey[] = []) {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: allow.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransport[] })),
  });
}

/** The passkey's new signature counter if the answer checks out; undefined otherwise. */
export async function verifiedAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  if (response.response.userHandle !== undefined) {
    const handle = Buffer.from(response.response.userHandle, 'base64url').toString();
    if (handle !== passkey.accountId) return undefined;
  }
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: Buffer.from(passkey.publicKey, 'base64url'),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  return result.verified ? result.authenticationInfo.newCounter : undefined;
}
