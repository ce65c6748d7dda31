import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;
const ISSUER = 'Muyuan back office';

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app reads (from a QR code). */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/**
 * The time step a code belongs to, if it is right now or one step either side (clocks drift);
 * undefined otherwise. Callers refuse a step not after the last one accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, nowMs: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(nowMs / 1000 / PERIOD_S) + delta;
}

/** A code for a moment (tests and the CLI's self-check). */
export function totpCode(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}
