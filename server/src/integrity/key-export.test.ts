import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateKeyPair } from './crypto.ts';
import { unwrapPrivateKey, wrapPrivateKey } from './key-export.ts';

describe('the private key wrapped under a passphrase', () => {
  const pair = generateKeyPair();
  it('opens with the passphrase to the same key, and not with another', () => {
    const wrapped = wrapPrivateKey(pair.privateKeyPem, 'correct horse battery staple', 1000);
    expect(wrapped).not.toContain('PRIVATE KEY');
    const key = unwrapPrivateKey(wrapped, 'correct horse battery staple');
    expect(createPublicKey(key).export({ format: 'jwk' }).x).toBe(pair.publicKey);
    expect(() => unwrapPrivateKey(wrapped, 'correct horse battery stapler')).toThrow();
  });
  it('refuses a passphrase under 12 characters', () => {
    expect(() => wrapPrivateKey(pair.privateKeyPem, 'short pass')).toThrow(/12 characters/);
  });
});
