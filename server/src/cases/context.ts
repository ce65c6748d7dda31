import type { KeyObject } from 'node:crypto';
import type { Clock } from '../admin/clock.ts';
import type { Db } from '../db/database.ts';
import type { AttachmentStore } from '../integrity/attachment-store.ts';
import type { CaseDeadlineSettings } from './clocks.ts';

/** What the case routes and services share; built once per app. */
export interface CaseContext {
  db: Db;
  /** The back office's clock: the deadlines are read against it (tests move it by hand). */
  clock: Clock;
  deadlines: CaseDeadlineSettings;
  /** The compliance team's public key: reasons are sealed to it before they reach the audit trail. */
  teamKey: KeyObject;
  /** Where attachments' sealed bytes live (the integrity report's store). */
  store: AttachmentStore;
}

/** Who acts, as the audit trail names them. */
export interface CaseActor {
  /** `account:<id>` or `token:<id>`. */
  id: string;
  name: string;
  /** The session's public id, or null for an API token. */
  session: string | null;
}
