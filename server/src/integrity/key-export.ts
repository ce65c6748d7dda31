import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  type KeyObject,
  pbkdf2Sync,
  randomBytes,
} from 'node:crypto';

/**
 * The team's private key wrapped under a passphrase, for carrying it to an officer's browser (or a
 * laptop) without a clear key file: PKCS#8 DER under AES-256-GCM with a key from PBKDF2-SHA256 of the
 * passphrase. Everything it needs is in WebCrypto, so the console opens it with the same passphrase.
 */
export const KEY_EXPORT_FORMAT = 'muyuan-compliance-key';
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
const ITERATIONS = 600_000;
export const MIN_PASSPHRASE = 12;

export interface WrappedKeyFile {
  format: typeof KEY_EXPORT_FORMAT;
  version: 1;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  /** The PKCS#8 DER of the private key, encrypted, with the 16-byte tag last (as WebCrypto writes it). */
  data: string;
}

export function wrapPrivateKey(pem: string, passphrase: string, iterations = ITERATIONS): string {
  if (passphrase.length < MIN_PASSPHRASE) throw new Error(`the passphrase needs at least ${MIN_PASSPHRASE} characters`);
  const der = createPrivateKey(pem).export({ format: 'der', type: 'pkcs8' });
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', pbkdf2Sync(passphrase, salt, iterations, 32, 'sha256'), iv);
  const data = Buffer.concat([cipher.update(der), cipher.final(), cipher.getAuthTag()]);
  const file: WrappedKeyFile = {
    format: KEY_EXPORT_FORMAT,
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: salt.toString('base64') },
    cipher: { name: 'AES-GCM', iv: iv.toString('base64') },
    data: data.toString('base64'),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The private key of a wrapped file; throws on a wrong passphrase or an altered file (GCM authenticates). */
export function unwrapPrivateKey(text: string, passphrase: string): KeyObject {
  const file = JSON.parse(text) as WrappedKeyFile;
  if (file.format !== KEY_EXPORT_FORMAT || file.version !== 1) throw new Error('not a wrapped compliance key');
  const key = pbkdf2Sync(passphrase, Buffer.from(file.kdf.salt, 'base64'), file.kdf.iterations, 32, 'sha256');
  const data = Buffer.from(file.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(file.cipher.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const der = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}
