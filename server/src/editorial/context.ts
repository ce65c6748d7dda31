import type { Clock } from '../admin/clock.ts';
import type { Db } from '../db/database.ts';
import type { Collection } from './collections.ts';

/** What the content editor's routes and services share. */
export interface EditorialContext {
  db: Db;
  clock: Clock;
  /** Where `/media/...` addresses must point (content/media). */
  mediaDir: string;
  /** Called after a publish commits: this instance reloads at once; the others follow at their next poll. */
  published: () => Promise<void>;
}

/** Who acts, as the audit trail and the versions name them. */
export type { StaffActor as Actor } from '../admin/principal.ts';

/** A record by its collection and id. */
export interface RecordRef {
  collection: Collection;
  id: string;
}
