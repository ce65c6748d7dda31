import type { Kysely } from 'kysely';

/**
 * A case's category (issue 21, point 6: the year's figures by category from metadata in clear): what the case
 * is about as the officer classifies it after reading the report, one of CASE_CATEGORIES, null until given.
 * It is the team's judgement, not the reporter's words, which stay sealed (decision 243).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's evolving table types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('complaints').addColumn('category', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('complaints').dropColumn('category').execute();
}
