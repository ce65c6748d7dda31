import type { Kysely } from 'kysely';

/**
 * The back office: staff accounts and their roles, sign-in credentials (passkeys, password + TOTP,
 * recovery codes), enrollment invitations, sessions (when no Redis is configured), WebAuthn and
 * TOTP-setup ceremonies in flight, API tokens, and the hash-chained audit trail. Every secret a
 * person or a program holds (invitation, session, token, recovery code) is stored only as its SHA-256.
 * Times are ISO text like the rest of the schema; session times are epoch milliseconds (compared on
 * every admin request).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'double precision')
    .execute();

  await db.schema
    .createTable('staff_roles')
    .addColumn('account_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_roles_pk', ['account_id', 'role'])
    .execute();

  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'double precision', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_passkeys_account_idx').on('staff_passkeys').column('account_id').execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_account_idx')
    .on('staff_recovery_codes')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.references('staff_accounts.id').onDelete('cascade'))
    .addColumn('first_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('created_ms', 'double precision', (c) => c.notNull())
    .addColumn('seen_ms', 'double precision', (c) => c.notNull())
    .addColumn('verified_ms', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_account_idx').on('staff_sessions').column('account_id').execute();

  await db.schema
    .createTable('staff_ceremonies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('expires_ms', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('object', 'text')
    .addColumn('session', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  // The chain's head (one row): the tail's seq and hash, so a removed last row is noticed too.
  await db.schema
    .createTable('audit_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'audit_head',
    'audit_log',
    'staff_tokens',
    'staff_ceremonies',
    'staff_sessions',
    'staff_invitations',
    'staff_recovery_codes',
    'staff_passkeys',
    'staff_roles',
    'staff_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
