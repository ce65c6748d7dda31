/** The live quote poller's cost per poll against the local fake feed, on one database. */
export interface QuotePollLine {
  database: 'SQLite' | 'PostgreSQL';
  polls: number;
  /** Wall time of one poll (lease, codes, the feed's answer, parse, checks, two upserts), in ms. */
  wallMs: { median: number; p95: number; max: number };
  /** The bench process's CPU time (user + system) over the polls, per poll: the instance's share (SQLite's work included, PostgreSQL's not). */
  cpuMsPerPoll: number;
  /** Bytes of the JavaScript heap allocated per poll: heap growth over the polls with no collection in between. */
  heapBytesPerPoll: number | null;
}

export interface QuotePollResult {
  /** The feed's answer for the two codes, in bytes (GBK). */
  answerBytes: number;
  pollMs: number;
  /** Polls made before the measured ones (connections, statements and the JIT warmed). */
  warmUpPolls: number;
  lines: QuotePollLine[];
  command: string;
}
