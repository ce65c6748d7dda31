import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  type JsonWebKey,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { CASE_SEAL_INFO } from '@muyuan/contract/admin/seal-info';

/**
 * The cryptography of integrity reports, all from Node's crypto:
 * - `seal`/`unseal`: public-key encryption to the compliance team (X25519 with an ephemeral key,
 *   HKDF-SHA256, AES-256-GCM: the construction of a sealed box), so the server can write what only
 *   the holder of the private key can read;
 * - `encrypt`/`decrypt`: AES-256-GCM with a random nonce, for everything of one report under its key;
 * - `codeDigest`: the keyed hash (HMAC-SHA256) that finds a report by its query code;
 * - `codeKey`: the key a query code opens (HKDF of the code), so its holder can read the replies.
 */

const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** One constant with the browser that opens these boxes (the compliance console). */
export const SEAL_INFO = CASE_SEAL_INFO;
const CODE_INFO = 'muyuan-report-key-v1';

export function encrypt(key: Buffer, plaintext: Buffer): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), nonce, cipher.getAuthTag(), body]);
}

/** Throws when the data was altered or the key is wrong (GCM authenticates). */
export function decrypt(key: Buffer, sealed: Buffer): Buffer {
  if (sealed[0] !== VERSION) throw new Error('unknown ciphertext version');
  const nonce = sealed.subarray(1, 1 + NONCE_BYTES);
  const tag = sealed.subarray(1 + NONCE_BYTES, 1 + NONCE_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + NONCE_BYTES + TAG_BYTES)), decipher.final()]);
}

export interface KeyPair {
  /** The X25519 public key, base64url (what the server needs). */
  publicKey: string;
  /** The private key as PKCS#8 PEM (what the compliance team keeps, off the server). */
  privateKeyPem: string;
}

/**
 * A key pair made by `generateKeyPairSync` is never exported as a KeyObject: on Node 20, exporting such
 * a key as JWK can deadlock the whole process (the export holds the key's lock while it allocates; a
 * garbage collection then frees the finished key-generation job, whose destructor takes the same lock).
 * Seen as a server that stopped answering anything after a few thousand reports (decision 185). The
 * pair is asked for already encoded, by the job itself, which nothing exports again.
 */
export const generateJwkPair = (type: 'x25519' | 'ec', options: { namedCurve?: string } = {}) =>
  // Node takes `format: 'jwk'` for both keys; its type definitions do not list it.
  (generateKeyPairSync as unknown as (t: string, o: object) => { publicKey: JsonWebKey; privateKey: JsonWebKey })(
    type,
    {
      ...options,
      publicKeyEncoding: { format: 'jwk' },
      privateKeyEncoding: { format: 'jwk' },
    },
  );

export function generateKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateJwkPair('x25519');
  const pem = createPrivateKey({ key: privateKey, format: 'jwk' }).export({ format: 'pem', type: 'pkcs8' });
  return { publicKey: String(publicKey.x), privateKeyPem: pem.toString() };
}

export function publicKeyFrom(base64url: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: base64url }, format: 'jwk' });
}

export function privateKeyFrom(pem: string): KeyObject {
  return createPrivateKey(pem);
}

/** The raw bytes of a public key made from JWK or PEM (never of one `generateKeyPairSync` made: see above). */
const rawPublic = (key: KeyObject) => Buffer.from(String(key.export({ format: 'jwk' }).x), 'base64url');

function sealKey(shared: Buffer, ephemeral: Buffer, recipient: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', shared, Buffer.concat([ephemeral, recipient]), SEAL_INFO, 32));
}

/** Encrypts `plaintext` so that only the holder of the private key of `recipient` can read it. */
export function seal(plaintext: Buffer, recipient: KeyObject): Buffer {
  const ephemeral = generateJwkPair('x25519');
  const privateKey = createPrivateKey({ key: ephemeral.privateKey, format: 'jwk' });
  const shared = diffieHellman({ privateKey, publicKey: recipient });
  const ephemeralRaw = Buffer.from(String(ephemeral.publicKey.x), 'base64url');
  const key = sealKey(shared, ephemeralRaw, rawPublic(recipient));
  return Buffer.concat([ephemeralRaw, encrypt(key, plaintext)]);
}

export function unseal(sealed: Buffer, privateKey: KeyObject): Buffer {
  const ephemeralRaw = sealed.subarray(0, 32);
  const ephemeral = createPublicKey({
    key: { kty: 'OKP', crv: 'X25519', x: ephemeralRaw.toString('base64url') },
    format: 'jwk',
  });
  const shared = diffieHellman({ privateKey, publicKey: ephemeral });
  const key = sealKey(shared, ephemeralRaw, rawPublic(createPublicKey(privateKey)));
  return decrypt(key, sealed.subarray(32));
}

/** How a report is found by its code: HMAC-SHA256 under a key kept outside the database. */
export function codeDigest(hmacKey: Buffer, code: string): string {
  return createHmac('sha256', hmacKey).update(code).digest('hex');
}

/** The key a query code opens for its report (the code carries 115 random bits, so no slow KDF is needed). */
export function codeKey(code: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(code), salt, CODE_INFO, 32));
}
