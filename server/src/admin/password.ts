import { PASSWORD_MIN_LENGTH } from '@muyuan/contract/admin/sign-in';
import { hash, verify } from '@node-rs/argon2';
import { isCommonPassword } from './common-passwords.ts';
import { passwordTooCommon, passwordTooShort } from './errors.ts';

/** Throws a 400 naming the rule a new password breaks (length counted in characters, not bytes). */
export function checkPasswordRules(password: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) throw passwordTooShort(PASSWORD_MIN_LENGTH);
  if (isCommonPassword(password)) throw passwordTooCommon();
}

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum), as a PHC string. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * A hash of no one's password, verified when an account is unknown or has no password, so that a
 * wrong guess costs the same time whoever it names.
 */
let decoy: Promise<string> | undefined;

export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  decoy ??= hash('no account has this password: it only keeps the time of a failure constant');
  const target = storedHash ?? (await decoy);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null && storedHash !== undefined;
  } catch {
    return false;
  }
}
