import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateKeyPair, publicKeyFrom } from './crypto.ts';

/** What the server needs to accept reports: the compliance team's public key and the query-code HMAC key. */
export interface IntegrityKeys {
  publicKey: KeyObject;
  codeHmacKey: Buffer;
}

export interface KeySources {
  /** COMPLIANCE_PUBLIC_KEY: the team's X25519 public key (base64url), made by `npm run compliance -- keygen`. */
  publicKey?: string | undefined;
  /** COMPLIANCE_CODE_KEY: the HMAC key of query codes (base64url, 32 bytes); the same on every instance. */
  codeKey?: string | undefined;
  dataDir: string;
}

/** Where a single server keeps what it made for itself on its first start. */
export const keyFiles = (dataDir: string) => {
  const dir = join(dataDir, 'compliance');
  return {
    dir,
    publicKey: join(dir, 'public.key'),
    privateKey: join(dir, 'private-key.pem'),
    codeKey: join(dir, 'code.key'),
  };
};

/** Writes a file only its owner can read (mode 0600, also when it existed before). */
function writeSecret(path: string, content: string): void {
  writeFileSync(path, content, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/**
 * The keys from the environment, else from DATA_DIR; with none, the first start makes them: a key
 * pair whose private half goes to a file readable by its owner only (and should be moved off the
 * server), and an HMAC key. `notice` hears, once, what was made and where.
 */
export function loadIntegrityKeys(sources: KeySources, notice: (message: string) => void): IntegrityKeys {
  const files = keyFiles(sources.dataDir);
  let publicKey = sources.publicKey;
  if (!publicKey && existsSync(files.publicKey)) publicKey = readFileSync(files.publicKey, 'utf8').trim();
  if (!publicKey) {
    mkdirSync(files.dir, { recursive: true, mode: 0o700 });
    const pair = generateKeyPair();
    writeSecret(files.privateKey, pair.privateKeyPem);
    writeFileSync(files.publicKey, `${pair.publicKey}\n`);
    publicKey = pair.publicKey;
    notice(
      `No compliance public key was configured, so a key pair was made. The PRIVATE key is in ${files.privateKey} ` +
        '(readable by its owner only): move it off this server to the compliance team and delete it here; reports ' +
        `can be read only with it. The public key stays in ${files.publicKey} (or set COMPLIANCE_PUBLIC_KEY).`,
    );
  }

  let codeKey = sources.codeKey;
  if (!codeKey && existsSync(files.codeKey)) codeKey = readFileSync(files.codeKey, 'utf8').trim();
  if (!codeKey) {
    mkdirSync(files.dir, { recursive: true, mode: 0o700 });
    codeKey = randomBytes(32).toString('base64url');
    writeSecret(files.codeKey, `${codeKey}\n`);
  }
  const codeHmacKey = Buffer.from(codeKey, 'base64url');
  if (codeHmacKey.length < 32) throw new Error('COMPLIANCE_CODE_KEY must hold at least 32 bytes (base64url)');
  return { publicKey: publicKeyFrom(publicKey), codeHmacKey };
}
