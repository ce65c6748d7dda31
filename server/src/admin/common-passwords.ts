/**
 * The bundled list of common passwords: the "passwords-common" dictionary of @zxcvbn-ts/language-common
 * (MIT licence, about 49,000 passwords from public breach corpora, most common first), loaded at the
 * first password chosen rather than at start (the package's dictionaries add about 8 MB to a server's
 * memory, and only enrollment needs them). Compared in lower case.
 */
let common: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return (await common).has(password.toLowerCase());
}
