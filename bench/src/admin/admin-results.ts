import type { MeasuredRun } from '../api/run-wrk.ts';

/** One credential's two lines: at a steady pace (the target's) and in wrk's closed loop (the limit). */
export interface AdminLines {
  /** 50 connections, each waiting ADMIN_PAUSE_MS after an answer before its next request. */
  paced: MeasuredRun;
  /** 50 connections that send again the instant they are answered: the process's ceiling. */
  saturated: MeasuredRun;
}

/** Signed-in calls to the back office's API under load (issue 19's target: p99 ≤ 5 ms at 50 connections). */
export interface AdminResult {
  /** The call measured. */
  path: string;
  /** The pause of each paced connection after an answer, in milliseconds. */
  pauseMs: number;
  /** With the session cookie of a signed-in admin: the target is its paced line. */
  session: AdminLines;
  /** With an API token (`Authorization: Bearer`) of the same person: information. */
  token: AdminLines;
  /** The editor's list of a collection with EDITOR_LIST_ARTICLES more articles, paged and filtered (issue 20), per database. */
  editorLists: EditorListLine[];
  /** A news article published with those articles in the public tables, until the server shows it (issue 20), per database. */
  publishes: PublishLine[];
  commands: string[];
}

/** The editor's list on one database. */
export interface EditorListLine {
  database: 'SQLite' | 'PostgreSQL';
  articles: number;
  connections: number;
  requests: number;
  run: MeasuredRun;
}

/** Publishes of one article on one database, with EDITOR_LIST_ARTICLES more articles published. */
export interface PublishLine {
  database: 'SQLite' | 'PostgreSQL';
  articles: number;
  publishes: number;
  /** Each publish's transaction, from the call to its commit (validation, projection, version), in ms. */
  publishMs: number[];
  /** From the call until the running server's API answers the new title, in ms (its content poll included). */
  visibleMs: number[];
}
