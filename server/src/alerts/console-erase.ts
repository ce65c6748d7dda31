import { appendAudit } from '../admin/audit.ts';
import { isoAt } from '../admin/clock.ts';
import { waitUntilFloor } from '../admin/fixed-time.ts';
import { alertKey } from './alert-key.ts';
import type { AlertConsoleContext, ConsoleCaller } from './console-service.ts';
import { deleteSubscriber, subscriberByEmailKey } from './subscription-repository.ts';
import { emailKey, goneKey } from './tokens.ts';

/**
 * An erasure answers no sooner than this, whether or not the address was subscribed: its time says
 * nothing about which (longer than a deletion's own work).
 */
export const ERASE_FLOOR_MS = 250;

/**
 * Erases an address on request, as its own unsubscription would: the subscriber, its choices and its
 * unsent mails deleted, the unsubscription counted by a keyed hash. The audit trail names that hash,
 * never the address, and the same row is written whether or not the address was known.
 */
export async function eraseAddress(ctx: AlertConsoleContext, who: ConsoleCaller, email: string): Promise<void> {
  const started = performance.now();
  const key = await alertKey(ctx.db);
  const gone = goneKey(key, email);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await subscriberByEmailKey(trx, emailKey(key, email));
    if (row) await deleteSubscriber(trx, row.id, gone, isoAt(now));
    await appendAudit(
      trx,
      {
        actor: who.actor.id,
        actorName: who.actor.name,
        action: 'alert_erase',
        object: `alert-address:${gone}`,
        session: who.actor.session,
      },
      now,
    );
  });
  await waitUntilFloor(started, ERASE_FLOOR_MS);
}
