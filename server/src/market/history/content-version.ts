import type { Kysely } from 'kysely';
import { readContentVersion, writeContentMeta } from '../../content-model/content-meta.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Moves the content version on after bars changed, in the caller's transaction: every instance drops
 * its cached answers at its next poll (content-state.ts), the price history's with them. Only the
 * version moves: the site's settings, digest and last-modified date of the pages stay as the last
 * import left them. Before any import there is nothing cached, and a version would make the server
 * think the database seeded, so nothing is written then.
 */
export async function bumpVersionForBars(trx: Kysely<Database>): Promise<void> {
  const version = await readContentVersion(trx);
  if (version === null) return;
  await writeContentMeta(trx, { version: String(version + 1) });
}
