import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

/**
 * The key of e-mail alerts' HMACs (tokens in the mails, the address keys): 32 random bytes kept in the
 * database, made by whichever instance first needs it (insert if absent, then read what is there), so
 * that every instance signs and checks with the same key and nothing needs configuring.
 */

const KEY_NAME = 'alerts';

const loaded = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  await db
    .insertInto('alert_keys')
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('alert_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** The alerts' key of this database (read once per process; a failed read is tried again next time). */
export function alertKey(db: Db): Promise<Buffer> {
  let key = loaded.get(db);
  if (!key) {
    key = loadKey(db);
    loaded.set(db, key);
    key.catch(() => loaded.delete(db));
  }
  return key;
}
