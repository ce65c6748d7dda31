/**
 * The sealed formats of integrity reports (server/src/integrity/crypto.ts and sealed-file.ts), opened
 * with the browser's WebCrypto: X25519, HKDF-SHA256 and AES-256-GCM. The team's private key is held
 * as a non-extractable CryptoKey; nothing here sends a key or a decrypted byte anywhere.
 */

const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const X25519_BYTES = 32;

/** The team's key as the console holds it: the private half unreadable even to this page's code. */
export interface TeamKey {
  privateKey: CryptoKey;
  /** The public half, base64url (the sealed key's HKDF salt names it). */
  publicKey: string;
}

/** Why a key file or a sealed part could not be used: the screens say it in the console's words. */
export type SealedProblem = 'no_x25519' | 'not_a_key_file' | 'wrong_key' | 'damaged' | 'wrong_passphrase';
export class SealedError extends Error {
  constructor(readonly problem: SealedProblem) {
    super(problem);
  }
}

const subtle = () => globalThis.crypto.subtle;
const X25519 = { name: 'X25519' } as const;

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const join = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** Whether this browser has X25519 in WebCrypto (there is no fallback on the server, by design). */
export async function hasX25519(): Promise<boolean> {
  try {
    await subtle().generateKey(X25519, false, ['deriveBits']);
    return true;
  } catch {
    return false;
  }
}

/** The DER bytes of a PEM `PRIVATE KEY` block (the CLI's key file), or null when it is not one. */
function pemBody(text: string): Uint8Array<ArrayBuffer> | null {
  const match = /-----BEGIN PRIVATE KEY-----([A-Za-z0-9+/=\s]+)-----END PRIVATE KEY-----/.exec(text);
  if (!match?.[1]) return null;
  try {
    return fromBase64(match[1].replace(/\s+/g, ''));
  } catch {
    return null;
  }
}

/**
 * The team key from the key file's text (PKCS#8 PEM, as `npm run compliance -- keygen` writes it). The
 * public half is read once from a short-lived extractable import; the key kept is imported again as
 * non-extractable, so neither this page nor a script injected into it can read the private bytes back.
 */
export async function importTeamKey(pem: string): Promise<TeamKey> {
  if (!(await hasX25519())) throw new SealedError('no_x25519');
  const der = pemBody(pem);
  if (!der) throw new SealedError('not_a_key_file');
  return importTeamKeyDer(der);
}

/** The `format` of a key file the CLI's `export-key` wrapped under a passphrase (server/src/integrity/key-export.ts). */
const KEY_EXPORT_FORMAT = 'muyuan-compliance-key';

interface WrappedKeyFile {
  format: string;
  version: number;
  kdf: { iterations: number; salt: string };
  cipher: { iv: string };
  data: string;
}

/** The wrapped key file in `text`, or null when it is something else (a PEM file, say). */
export function wrappedKeyFile(text: string): WrappedKeyFile | null {
  try {
    const file = JSON.parse(text) as WrappedKeyFile;
    return file && file.format === KEY_EXPORT_FORMAT && file.version === 1 ? file : null;
  } catch {
    return null;
  }
}

/**
 * The team key from a file wrapped under a passphrase: PBKDF2-SHA256 of the passphrase opens the PKCS#8
 * bytes (AES-256-GCM, tag last), which are imported as from a PEM file. A wrong passphrase is told as such.
 */
export async function importWrappedTeamKey(file: WrappedKeyFile, passphrase: string): Promise<TeamKey> {
  if (!(await hasX25519())) throw new SealedError('no_x25519');
  const base = await subtle().importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey']);
  const key = await subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(file.kdf.salt), iterations: file.kdf.iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  );
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = new Uint8Array(
      await subtle().decrypt({ name: 'AES-GCM', iv: fromBase64(file.cipher.iv) }, key, fromBase64(file.data)),
    );
  } catch {
    throw new SealedError('wrong_passphrase');
  }
  return importTeamKeyDer(der);
}

async function importTeamKeyDer(der: Uint8Array<ArrayBuffer>): Promise<TeamKey> {
  try {
    const readable = await subtle().importKey('pkcs8', der, X25519, true, ['deriveBits']);
    const { x } = await subtle().exportKey('jwk', readable);
    if (!x) throw new SealedError('not_a_key_file');
    const privateKey = await subtle().importKey('pkcs8', der, X25519, false, ['deriveBits']);
    return { privateKey, publicKey: x };
  } catch (error) {
    throw error instanceof SealedError ? error : new SealedError('not_a_key_file');
  }
}

const aesKey = (raw: Uint8Array<ArrayBuffer>, usages: KeyUsage[]) =>
  subtle().importKey('raw', raw, { name: 'AES-GCM' }, false, usages);

async function aesOpen(key: CryptoKey, nonce: Uint8Array<ArrayBuffer>, withTag: Uint8Array<ArrayBuffer>) {
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: nonce }, key, withTag));
  } catch {
    // GCM authenticates: a wrong key and an altered byte look the same.
    throw new SealedError('damaged');
  }
}

/** `version || nonce || tag || ciphertext` (the server's `encrypt`) under an AES-256-GCM key. */
export async function openCiphertext(key: CryptoKey, sealed: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (sealed[0] !== VERSION || sealed.length < 1 + NONCE_BYTES + TAG_BYTES) throw new SealedError('damaged');
  const nonce = sealed.slice(1, 1 + NONCE_BYTES);
  const tag = sealed.slice(1 + NONCE_BYTES, 1 + NONCE_BYTES + TAG_BYTES);
  return aesOpen(key, nonce, join(sealed.slice(1 + NONCE_BYTES + TAG_BYTES), tag));
}

/**
 * A sealed box opened with the team key: `ephemeral public key (32) || ciphertext`, whose key is
 * HKDF-SHA256(X25519(team private, ephemeral), salt = ephemeral || team public, info). A box sealed to
 * another key fails as `wrong_key`.
 */
export async function unseal(team: TeamKey, sealed: Uint8Array<ArrayBuffer>, info: string): Promise<Uint8Array> {
  if (sealed.length < X25519_BYTES + 1) throw new SealedError('damaged');
  const ephemeralRaw = sealed.slice(0, X25519_BYTES);
  const ephemeral = await subtle().importKey('raw', ephemeralRaw, X25519, true, []);
  const shared = await subtle().deriveBits({ name: 'X25519', public: ephemeral }, team.privateKey, 256);
  const hkdf = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const boxKey = await subtle().deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: join(ephemeralRaw, fromBase64(team.publicKey)),
      info: new TextEncoder().encode(info),
    },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  );
  try {
    return await openCiphertext(boxKey, sealed.slice(X25519_BYTES));
  } catch {
    throw new SealedError('wrong_key');
  }
}

/** An AES-256-GCM key from raw bytes a sealed part gave (a file's key: opening only). */
export const openingKey = (raw: Uint8Array) => aesKey(new Uint8Array(raw), ['decrypt']);

/** A report's key from its raw bytes: it opens the report and seals the replies the reporter will read. */
export const reportKeyFrom = (raw: Uint8Array) => aesKey(new Uint8Array(raw), ['decrypt', 'encrypt']);

/** `version || nonce || tag || ciphertext` (the server's `encrypt` format) of `plaintext` under `key`. */
export async function sealCiphertext(key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
  const sealed = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv: nonce }, key, plaintext));
  const body = sealed.slice(0, sealed.length - TAG_BYTES);
  const tag = sealed.slice(sealed.length - TAG_BYTES);
  return join(new Uint8Array([VERSION]), nonce, tag, body);
}

/**
 * A sealed box to the team's public key (what the server's `seal` makes): an ephemeral X25519 key pair,
 * HKDF-SHA256 of the shared secret (salt = ephemeral || team public key), AES-256-GCM. Only the team's
 * private key opens it; this browser can seal with the public half alone.
 */
export async function sealToTeam(
  teamPublicKey: string,
  plaintext: Uint8Array<ArrayBuffer>,
  info: string,
): Promise<Uint8Array> {
  const ephemeral = (await subtle().generateKey(X25519, true, ['deriveBits'])) as CryptoKeyPair;
  const ephemeralRaw = new Uint8Array(await subtle().exportKey('raw', ephemeral.publicKey));
  const teamRaw = fromBase64(teamPublicKey);
  const team = await subtle().importKey('raw', teamRaw, X25519, true, []);
  const shared = await subtle().deriveBits({ name: 'X25519', public: team }, ephemeral.privateKey, 256);
  const hkdf = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  const boxKey = await subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: join(ephemeralRaw, teamRaw), info: new TextEncoder().encode(info) },
    hkdf,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  return join(ephemeralRaw, await sealCiphertext(boxKey, plaintext));
}

export const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
