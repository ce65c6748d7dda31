import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The content version (bumped by every import), or null before the first import. */
export async function readContentVersion(db: Kysely<Database>): Promise<number | null> {
  const row = await db.selectFrom('content_meta').select('value').where('key', '=', 'version').executeTakeFirst();
  return row ? Number(row.value) : null;
}

export async function readContentMeta(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom('content_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeContentMeta(db: Kysely<Database>, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db.deleteFrom('content_meta').where('key', '=', key).execute();
    await db.insertInto('content_meta').values({ key, value }).execute();
  }
}
