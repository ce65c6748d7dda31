import { PASSWORD_MIN_LENGTH } from '@muyuan/contract/admin/sign-in';
import { isCommonPassword } from './common-passwords.ts';
import { passwordTooCommon, passwordTooShort } from './errors.ts';

/** argon2 (a native binding), loaded at the first password hashed or checked rather than at start. */
let argon2Library: Promise<typeof import('@node-rs/argon2')> | undefined;
const argon2 = () => {
  argon2Library ??= import('@node-rs/argon2');
  return argon2Library;
};

/** Throws a 400 naming the rule a new password breaks (length counted in characters, not bytes). */
export async function checkPasswordRules(password: string): Promise<void> {
  if ([...password].length < PASSWORD_MIN_LENGTH) throw passwordTooShort(PASSWORD_MIN_LENGTH);
  if (await isCommonPassword(password)) throw passwordTooCommon();
}

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum), as a PHC string. */
export const hashPassword = async (password: string): Promise<string> => (await argon2()).hash(password);

/**
 * A hash of no one's password, verified when an account is unknown or has no password, so that a
 * wrong guess costs the same time whoever it names.
 */
let decoy: Promise<string> | undefined;

export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const { hash, verify } = await argon2();
  decoy ??= hash('no account has this password: it only keeps the time of a failure constant');
  const target = storedHash ?? (await decoy);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null && storedHash !== undefined;
  } catch {
    return false;
  }
}
