import { randomInt } from 'node:crypto';
import { digest } from './secrets.ts';

/** Ten codes of ten characters (about 50 bits each) from an alphabet without look-alikes (0/O, 1/I/L). */
const COUNT = 10;
const LENGTH = 10;
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export const recoveryCodeHash = (code: string): string => digest(code.toUpperCase().replace(/[\s-]/g, ''));

/** Six digits are an authenticator code; anything else is tried as a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);
