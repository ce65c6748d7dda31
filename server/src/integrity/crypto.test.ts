import { spawnSync } from 'node:child_process';
import { createPublicKey, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  codeDigest,
  codeKey,
  decrypt,
  encrypt,
  generateKeyPair,
  privateKeyFrom,
  publicKeyFrom,
  seal,
  unseal,
} from './crypto.ts';

describe('report cryptography', () => {
  it('seals to a public key so that only its private key opens it (property)', () => {
    const pair = generateKeyPair();
    const other = generateKeyPair();
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const sealed = seal(Buffer.from(bytes), publicKeyFrom(pair.publicKey));
        expect(unseal(sealed, privateKeyFrom(pair.privateKeyPem)).equals(Buffer.from(bytes))).toBe(true);
        expect(() => unseal(sealed, privateKeyFrom(other.privateKeyPem))).toThrow();
      }),
      { numRuns: 50 },
    );
  });

  it('never writes the plaintext into the ciphertext, and a new nonce each time', () => {
    const key = randomBytes(32);
    const secret = Buffer.from('CANARY-secret-words-of-a-report');
    const a = encrypt(key, secret);
    const b = encrypt(key, secret);
    expect(a.includes(secret)).toBe(false);
    expect(a.equals(b)).toBe(false);
    expect(decrypt(key, a).equals(secret)).toBe(true);
  });

  it('refuses altered ciphertext and a wrong key', () => {
    const key = randomBytes(32);
    const sealed = encrypt(key, Buffer.from('report'));
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(() => decrypt(key, altered)).toThrow();
    expect(() => decrypt(randomBytes(32), sealed)).toThrow();
  });

  it('finds codes by a keyed hash and derives a different key per code and salt', () => {
    const hmacKey = randomBytes(32);
    expect(codeDigest(hmacKey, 'AAAA')).toBe(codeDigest(hmacKey, 'AAAA'));
    expect(codeDigest(hmacKey, 'AAAA')).not.toBe(codeDigest(randomBytes(32), 'AAAA'));
    const salt = randomBytes(16);
    expect(codeKey('AAAA', salt).equals(codeKey('AAAA', salt))).toBe(true);
    expect(codeKey('AAAA', salt).equals(codeKey('AAAB', salt))).toBe(false);
  });

  it('makes key pairs whose public key is the raw X25519 key of the private one', () => {
    const pair = generateKeyPair();
    const fromPrivate = createPublicKey(privateKeyFrom(pair.privateKeyPem)).export({ format: 'jwk' }).x;
    expect(pair.publicKey).toBe(fromPrivate);
    expect(Buffer.from(pair.publicKey, 'base64url')).toHaveLength(32);
  });

  it('seals 10,000 times in small heaps without the process locking up', () => {
    // Exporting a generated key as JWK deadlocked Node 20 when a garbage collection fell inside the
    // export (crypto.ts): from a shell that happened within 10,000 seals in every run before the change.
    const script = resolve(import.meta.dirname, '../../test/helpers/seal-many.ts');
    // Whether a collection falls inside an export depends on the heap's layout (its size, even the
    // environment's variables moved it), so the run is made at several heap sizes; the old code locked
    // up at one of them in most runs, not in every one.
    for (const heapMb of [8, 12]) {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', `--max-old-space-size=${heapMb}`, '--max-semi-space-size=1', script, '10000'],
        { encoding: 'utf8', timeout: 20_000 },
      );
      expect(run.error, `${heapMb} MB heap: the process locked up (killed at the time limit)`).toBeUndefined();
      expect(run.stdout.trim(), `${heapMb} MB heap`).toBe('sealed');
    }
  }, 100_000);
});
