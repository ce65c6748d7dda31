import { existsSync } from 'node:fs';
import pg from 'pg';
import { NGINX_PATH } from '../stack/stack.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * What the stack tests need and this machine lacks, with how to get it. Under CI nothing may be
 * missing (the suite fails rather than skips); elsewhere the suite is skipped with this message.
 */
export function missingForStackTests(): string[] {
  const missing: string[] = [];
  if (!existsSync(NGINX_PATH)) missing.push(`nginx at ${NGINX_PATH} (Debian: apt-get install -y nginx)`);
  if (!TEST_DATABASE_URL)
    missing.push(
      'TEST_DATABASE_URL, a PostgreSQL database such as postgres://postgres@127.0.0.1:5432/test (apt-get install -y postgresql)',
    );
  if (!TEST_REDIS_URL)
    missing.push('TEST_REDIS_URL, a Redis such as redis://127.0.0.1:6379 (apt-get install -y redis-server)');
  return missing;
}

export function checkStackTestEnvironment(): boolean {
  const missing = missingForStackTests();
  if (missing.length === 0) return true;
  const message = `The stack tests (deploy/test/) need:\n  ${missing.join('\n  ')}`;
  if (process.env.CI) throw new Error(`${message}\nCI runs them and skips nothing.`);
  console.warn(`${message}\nSkipping them on this machine.`);
  return false;
}

/** A schema of its own in the test database, which the stack's DATABASE_URL names as its search path. */
export async function scratchSchema(
  databaseUrl: string,
): Promise<{ schema: string; url: string; drop(): Promise<void> }> {
  const schema = `stack_${Math.random().toString(36).slice(2, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString(), drop: () => admin(`drop schema if exists ${schema} cascade`) };
}
