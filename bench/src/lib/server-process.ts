import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './free-port.ts';
import { REPO_ROOT, SERVER_ENTRY } from './repo-paths.ts';

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Unset: the server's default SQLite file inside its own temporary DATA_DIR. */
  databaseUrl?: string;
  /** How long migrating and seeding may take before /healthz must answer. */
  startTimeoutMs?: number;
}

/**
 * Starts the real server as a separate single Node process, exactly as `npm run serve` does, with its own
 * temporary data directory and a free port, and resolves once /healthz answers 200.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, 'uploads'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const logPath = join(dataDir, 'server.log');
  const log = createWriteStream(logPath);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { cwd: REPO_ROOT, env });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  const cleanup = async () => {
    await stopChild(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, options.startTimeoutMs ?? 120_000);
  } catch (error) {
    const tail = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
    await cleanup();
    throw new Error(`${(error as Error).message}\n--- server log (last lines) ---\n${tail}`);
  }
  return { baseUrl, pid: child.pid as number, stop: cleanup };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before /healthz answered`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet: migrating or seeding.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer /healthz within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
