import { isoAt } from '../admin/clock.ts';
import type { Db } from '../db/database.ts';

/**
 * Leases in the database name which instance runs a kind of time-driven work (scheduled publishing):
 * the holder renews its lease on every run; when it stops (crash, shutdown), another instance takes
 * the lease once it has expired. The database decides in one statement, so of two instances asking at
 * once exactly one holds it (on PostgreSQL the second waits for the first's row and then sees it held).
 */

/** Takes or renews the lease `name` for `holder` until now + `ttlMs`; false while someone else holds it. */
export async function holdLease(db: Db, name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
  const expiresAt = isoAt(now + ttlMs);
  const rows = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.expires_at', '<', isoAt(now))])),
    )
    .returning('holder')
    .execute();
  return rows[0]?.holder === holder;
}

/** Gives the lease up at once (a stopping instance), so another takes it at its next run. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute();
}
