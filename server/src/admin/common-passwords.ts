import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The bundled list of common passwords: the "passwords-common" dictionary of @zxcvbn-ts/language-common
 * (MIT licence, about 49,000 passwords from public breach corpora, most common first), loaded once.
 * Compared in lower case.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
