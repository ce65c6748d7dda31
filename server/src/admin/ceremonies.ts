import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';
import { ceremonyExpired } from './errors.ts';
import { newId } from './secrets.ts';

/** What a ceremony is for: its secret is only taken back for the same purpose and subject. */
export type CeremonyPurpose = 'sign-in' | 'step-up' | 'enroll-passkey' | 'enroll-totp' | 'add-passkey';

/** A ceremony must be finished within this time (WebAuthn's own timeout is 60 s; TOTP set-up takes longer). */
const CEREMONY_TTL_MS = 10 * 60_000;

/**
 * The server's half of a two-step check (a WebAuthn challenge, a TOTP secret being set up), kept in
 * the database so that the second request may reach another instance. Taken once: a replayed answer
 * finds nothing.
 */
export async function openCeremony(
  db: Db,
  clock: Clock,
  purpose: CeremonyPurpose,
  subject: string | null,
  secret: string,
): Promise<string> {
  const id = newId();
  const now = clock();
  await db.deleteFrom('staff_ceremonies').where('expires_ms', '<', now).execute();
  await db
    .insertInto('staff_ceremonies')
    .values({ id, purpose, secret, subject, expires_ms: now + CEREMONY_TTL_MS })
    .execute();
  return id;
}

export async function takeCeremony(
  db: Db,
  clock: Clock,
  id: string,
  purpose: CeremonyPurpose,
  subject: string | null,
): Promise<string> {
  const row = await db.selectFrom('staff_ceremonies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw ceremonyExpired();
  const taken = await db.deleteFrom('staff_ceremonies').where('id', '=', id).executeTakeFirst();
  if (
    Number(taken.numDeletedRows) !== 1 ||
    row.purpose !== purpose ||
    row.subject !== subject ||
    Number(row.expires_ms) < clock()
  ) {
    throw ceremonyExpired();
  }
  return row.secret;
}

/** The secret of a ceremony that stays open (TOTP set-up, where a mistyped code may be tried again). */
export async function readCeremony(
  db: Db,
  clock: Clock,
  id: string,
  purpose: CeremonyPurpose,
  subject: string | null,
): Promise<string> {
  const row = await db.selectFrom('staff_ceremonies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.purpose !== purpose || row.subject !== subject || Number(row.expires_ms) < clock()) {
    throw ceremonyExpired();
  }
  return row.secret;
}
