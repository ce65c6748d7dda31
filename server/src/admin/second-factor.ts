import type { AccountRow } from './accounts.ts';
import { isoAt } from './clock.ts';
import type { AdminContext } from './context.ts';
import { claimRecoveryCode, claimTotpStep } from './credentials.ts';
import { isTotpCode } from './recovery-codes.ts';
import { totpStep } from './totp.ts';

/**
 * Checks a TOTP code (each time step accepted once) or, when `recovery` allows it, a recovery code
 * (each usable once). Answers how the check passed, or undefined.
 */
export async function checkSecondFactor(
  ctx: AdminContext,
  account: AccountRow,
  code: string,
  recovery: boolean,
): Promise<'totp' | 'recovery-code' | undefined> {
  if (!account.totp_secret) return undefined;
  if (isTotpCode(code)) {
    const step = totpStep(account.totp_secret, code, ctx.clock());
    return step !== undefined && (await claimTotpStep(ctx.db, account.id, step)) ? 'totp' : undefined;
  }
  if (!recovery) return undefined;
  return (await claimRecoveryCode(ctx.db, account.id, code, isoAt(ctx.clock()))) ? 'recovery-code' : undefined;
}
