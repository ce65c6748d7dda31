import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * Secrets handed to people and programs (invitations, sessions, API tokens, recovery codes) carry at
 * least 128 random bits, so a plain SHA-256 is enough to store them: nobody can guess one to try
 * against the hash, which is why they need no slow hash the way passwords do.
 */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const digest = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export const newId = (): string => randomUUID();
