import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A pg pool for Kysely that throws away a connection whose query failed for want of a database
 * (read timeout, reset, terminated). pg keeps a timed-out query as the connection's active one, so
 * such a connection, handed back to the pool as usual, would fail every later query; destroying it
 * lets the pool open a fresh one, and the server recovers once the database answers again.
 */
export function resilientPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      const query = (async (sql: string, parameters: ReadonlyArray<unknown>) => {
        try {
          return (await client.query(sql, parameters as unknown[])) as unknown as PostgresQueryResult<unknown>;
        } catch (error) {
          if (isDatabaseUnavailable(error)) broken = true;
          throw error;
        }
      }) as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}
