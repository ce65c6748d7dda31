import type { MeasuredRun } from '../api/run-wrk.ts';

/** One server at one MAIL_RATE_PER_MIN: the cached line before the publish and while its mails go. */
export interface AlertsPhase {
  ratePerMin: number;
  before: MeasuredRun;
  during: MeasuredRun;
  /** The publish request's own time. */
  publishMs: number;
  /** From the publish's answer to the last outbox row written. */
  fanOutMs: number;
  /** From the publish's answer to the first mail the SMTP server took. */
  firstMailMs: number;
  /** From the publish's answer to the last mail (null: not waited for, at the default rate 10,000 take 16.7 minutes). */
  allMailsMs: number | null;
  /** Mails the SMTP server took during the line measured while sending. */
  mailsDuringLoad: number;
  /** Outbox rows recorded sent when the phase ended. */
  sent: number;
}

/** Issue 41's bench: 10,000 confirmed subscribers, one announcement, a local SMTP server. */
export interface AlertsResult {
  subscribers: number;
  /** The cached request each line asks, its connections, their pause after an answer and the line's length. */
  path: string;
  connections: number;
  pauseMs: number;
  loadSeconds: number;
  /** At the default rate (600 a minute), then at a high one (the time to hand over every mail). */
  atDefault: AlertsPhase;
  fast: AlertsPhase;
  command: string;
}
