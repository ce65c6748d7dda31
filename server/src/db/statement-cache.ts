import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct statements kept prepared: every query the server makes is a few dozen; lists of ids vary more. */
const DEFAULT_MAX_STATEMENTS = 500;

/**
 * better-sqlite3 for Kysely with its statements kept prepared. Kysely's SQLite driver prepares each
 * query anew, which was the largest single cost of a signed-in admin call (11 % of its CPU, more than
 * running the query); a prepared statement can be run again with new parameters. One still being
 * iterated (a streamed read, `busy`) is not handed out twice: that query gets a fresh statement.
 * The least recently used statements are forgotten past `max`.
 */
export function withStatementCache(database: BetterSqlite3.Database, max = DEFAULT_MAX_STATEMENTS): SqliteDatabase {
  const prepared = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = prepared.get(sql);
      if (kept && !kept.busy) {
        // Most recent last: Map keeps insertion order, so the first key is the least recently used.
        prepared.delete(sql);
        prepared.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (!kept) {
        prepared.set(sql, statement);
        if (prepared.size > max) {
          const oldest = prepared.keys().next().value;
          if (oldest !== undefined) prepared.delete(oldest);
        }
      }
      return statement;
    },
  };
}
