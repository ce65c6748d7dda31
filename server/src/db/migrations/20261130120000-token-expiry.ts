import type { Kysely } from 'kysely';

/**
 * API tokens expire (issue 38, point 6): `expires_at`, an ISO time chosen when the token is made (90 days
 * unless its maker chooses, a year at most). Tokens made before this have none: they get 90 days counted
 * from the upgrade, the default lifetime, so no program stops on the day of the upgrade and every token
 * made without an expiry is gone within 90 days. The column's default (the epoch) is never meant to be
 * used: the server always writes the expiry, and a row that somehow lacked one would be expired, not
 * eternal.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

const EPOCH = '1970-01-01T00:00:00.000Z';
const UPGRADE_GRACE_MS = 90 * 24 * 60 * 60_000;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('staff_tokens')
    .addColumn('expires_at', 'text', (c) => c.notNull().defaultTo(EPOCH))
    .execute();
  await db
    .updateTable('staff_tokens')
    .set({ expires_at: new Date(Date.now() + UPGRADE_GRACE_MS).toISOString() })
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('staff_tokens').dropColumn('expires_at').execute();
}
