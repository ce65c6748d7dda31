import type { Kysely } from 'kysely';

/**
 * E-mail alerts (issue 41): the subscribers (double opt-in), the count of unsubscriptions (keyed hashes
 * only), the outbox of mails to send (one row per mail, keyed so that nothing is sent twice), the items
 * alerts were queued for, and the key of the HMACs (`alert_keys`, made on first use; see alerts/alert-key.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('alert_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('lists', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('permanent_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consent_version', 'text')
    .addColumn('consented_at', 'text')
    .addColumn('confirmation_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_unsubscribes')
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('alert_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subscriber_id', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('alert_outbox_due_idx')
    .on('alert_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  // An unsubscription deletes the address's queued mails at once.
  await db.schema.createIndex('alert_outbox_subscriber_idx').on('alert_outbox').column('subscriber_id').execute();
  await db.schema
    .createTable('alert_items')
    .addColumn('item_key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('alert_items').execute();
  await db.schema.dropTable('alert_outbox').execute();
  await db.schema.dropTable('alert_unsubscribes').execute();
  await db.schema.dropTable('alert_subscribers').execute();
  await db.schema.dropTable('alert_keys').execute();
}
