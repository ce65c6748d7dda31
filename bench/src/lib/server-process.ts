import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort as findFreePort } from '../../../deploy/stack/stack.ts';
import { REPO_ROOT, serveArguments } from './repo-paths.ts';
import { stopChild } from './stop-child.ts';

/**
 * The bench's load comes from one address, so the per-client limits on uncached requests (600 and
 * 120 a minute by default) would turn most of it into 429s: the bench sets both to the highest value
 * the server accepts. Cached answers are never limited.
 */
export const BENCH_SERVER_ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000000',
  SEARCH_RATE_LIMIT_MAX: '1000000000',
} as const;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Milliseconds from spawning the process to the first 200 on /healthz. */
  startMs: number;
  /** The file the server's stdout and stderr go to (removed on stop with a temporary data directory). */
  logPath: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Unset: the server's default SQLite file inside `dataDir`. */
  databaseUrl?: string;
  /** The data directory to use and keep (a second start finds the database migrated and seeded); unset: a temporary one, removed on stop. */
  dataDir?: string;
  /** CACHE_MAX_BYTES; unset: the server's default (64 MB). */
  cacheMaxBytes?: number;
  /** How long migrating and seeding may take before /healthz must answer. */
  startTimeoutMs?: number;
  /** More environment for this server (e.g. the integrity report's own limits), over BENCH_SERVER_ENV. */
  env?: Readonly<Record<string, string>>;
}

/**
 * Starts the real server as a separate single Node process, exactly as `npm run serve` does, on a free
 * port, and resolves at the first 200 on /healthz (polled every 10 ms, to time the cold start).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bench-data-'));
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...BENCH_SERVER_ENV,
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  delete env.DATABASE_URL;
  delete env.CACHE_MAX_BYTES;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.cacheMaxBytes) env.CACHE_MAX_BYTES = String(options.cacheMaxBytes);

  const logPath = join(dataDir, `server-${port}.log`);
  const log = createWriteStream(logPath);
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, serveArguments(), { cwd: REPO_ROOT, env });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that dies mid-measurement (a crash, or something else on the machine ending it) is said
  // so at once; the measurement then fails on its missing process.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The server (pid ${child.pid}) exited during the bench: code ${code}, signal ${signal}`);
  });
  const cleanup = async () => {
    stopping = true;
    await stopChild(child, 'SIGTERM', 15_000);
    log.end();
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, options.startTimeoutMs ?? 120_000);
  } catch (error) {
    const tail = logTail(logPath);
    await cleanup();
    throw new Error(`${(error as Error).message}\n--- server log (last lines) ---\n${tail}`);
  }
  return { baseUrl, pid: child.pid as number, startMs: performance.now() - spawnedAt, logPath, stop: cleanup };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before /healthz answered`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet: starting, migrating or seeding.
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`server did not answer /healthz within ${timeoutMs} ms`);
}

/** The last 30 lines of a server's log, for an error message. */
export function logTail(path: string): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}
