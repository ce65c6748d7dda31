import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';

/**
 * The sealed form of an attachment: a version byte, the nonce, the AES-256-GCM ciphertext and the
 * authentication tag last, under a key of the file's own. It was the file format in UPLOAD_DIR and
 * is now the bytes of a blob in the database, unchanged, so moved files need no re-encryption.
 */
const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX_BYTES = 1 + NONCE_BYTES;

/** Encrypts a stream: version and nonce first, the authentication tag last. */
export function encryptingStream(key: Buffer): Transform {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  let started = false;
  const prefix = () => Buffer.concat([Buffer.from([VERSION]), nonce]);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(prefix());
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(prefix());
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * Decrypts a sealed stream as it flows, holding back only the last 16 bytes (the tag, known only
 * at the end). A wrong key or an altered byte fails the stream at its end: a consumer that writes
 * the bytes somewhere must drop them when the stream errors.
 */
export function decryptingStream(key: Buffer): Transform {
  let prefix = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let data = chunk;
      if (!decipher) {
        prefix = Buffer.concat([prefix, data]);
        if (prefix.length < PREFIX_BYTES) return done();
        if (prefix[0] !== VERSION) return done(new Error('unknown file format'));
        decipher = createDecipheriv('aes-256-gcm', key, prefix.subarray(1, PREFIX_BYTES));
        data = prefix.subarray(PREFIX_BYTES);
      }
      const joined = Buffer.concat([held, data]);
      const cut = Math.max(0, joined.length - TAG_BYTES);
      held = joined.subarray(cut);
      try {
        done(null, cut > 0 ? decipher.update(joined.subarray(0, cut)) : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      if (!decipher || held.length < TAG_BYTES) return done(new Error('sealed file cut short'));
      try {
        decipher.setAuthTag(held);
        done(null, decipher.final());
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** Decrypts a whole sealed file held in memory (small files, tests). */
export function decryptStoredFile(sealed: Buffer, key: Buffer): Buffer {
  if (sealed[0] !== VERSION) throw new Error('unknown file format');
  const nonce = sealed.subarray(1, PREFIX_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(PREFIX_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}
