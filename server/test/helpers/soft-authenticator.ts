import { createHash, createPrivateKey, type KeyObject, randomBytes, sign } from 'node:crypto';
import { generateJwkPair } from '../../src/integrity/crypto.ts';

/**
 * A passkey authenticator in software, for API tests of WebAuthn ceremonies (the browser tests use
 * Chromium's virtual authenticator instead). It makes ES256 credentials with "none" attestation,
 * always reports user presence and verification, and signs assertions with a growing counter.
 */

type Cbor = number | string | Uint8Array | CborMap | { [key: string]: Cbor };
interface CborMap extends Map<Cbor, Cbor> {}

/** The few CBOR forms WebAuthn needs: integers, text, byte strings and maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65_536) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  key: KeyObject;
  userHandle: string;
  counter: number;
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(readonly origin: string) {}

  /** Answers `navigator.credentials.create()` for the server's registration options. */
  // biome-ignore lint/suspicious/noExplicitAny: options as the API answers them (JSON)
  register(options: any) {
    // Both keys come encoded from the job and are imported again: a generated key is never exported
    // (decision 185).
    const pair = generateJwkPair('ec', { namedCurve: 'P-256' });
    const jwk = pair.publicKey;
    const privateKey = createPrivateKey({ key: pair.privateKey, format: 'jwk' });
    const id = randomBytes(16);
    this.credentials.push({ id, key: privateKey, userHandle: options.user.id, counter: 0 });
    const cose = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id),
      Buffer.from([UP | UV | AT]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      cbor(cose),
    ]);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
    };
  }

  /** Answers `navigator.credentials.get()` with the newest credential (or the one allowed). */
  // biome-ignore lint/suspicious/noExplicitAny: options as the API answers them (JSON)
  authenticate(options: any) {
    const allowed: string[] = (options.allowCredentials ?? []).map((c: { id: string }) => c.id);
    const credential = [...this.credentials]
      .reverse()
      .find((c) => allowed.length === 0 || allowed.includes(b64url(c.id)));
    if (!credential) throw new Error('no credential for these options');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(options.rpId), Buffer.from([UP | UV]), counter]);
    const clientData = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
