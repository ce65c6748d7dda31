import type { Kysely } from 'kysely';

/**
 * The case list's index (issue 21's speed target: unlock and list 1,000 cases within a second): the few
 * fields the list shows and filters by (subject, province, subsidiary, department) sealed to the team's
 * public key at submission, apart from the report, so the officer's browser opens a small sealed box per
 * case instead of fetching and opening every whole report. Reports filed before have none (null) until an
 * officer's browser opens them once and seals theirs.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('index_sealed', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('complaints').dropColumn('index_sealed').execute();
}
