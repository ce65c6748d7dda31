import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestInfo } from '@playwright/test';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** The first-admin address the server logs once on a database without accounts. */
const FIRST_ADMIN_ADDRESS = /(http:\/\/[^\s"]+\/admin\/#\/enroll\/[A-Za-z0-9_-]+)/;

export interface AdminServer {
  /** `http://localhost:<port>`: a name, not an address, as WebAuthn accepts no IP address as its relying party. */
  origin: string;
  /** The first admin's enrollment address ('' for a server that shares a database another one made it in). */
  firstAdminAddress: string;
  /** Its DATA_DIR (the compliance key pair its first start made is under `compliance/`). */
  dataDir: string;
  stop: () => Promise<void>;
}

export interface AdminServerOptions {
  /**
   * Its port after E2E_PORT's in each project (1 and 2 unless given): a spec of its own takes its own
   * pair, so that specs on parallel workers never meet on one port.
   */
  ports?: { desktop: number; mobile: number };
  /** More environment for the server (e.g. a short ADMIN_STEP_UP_MS, a DATABASE_URL another server shares). */
  env?: Record<string, string>;
  /** Whether its log gives the first admin's address (not when another server made it already). */
  enrollment?: boolean;
}

/**
 * A server of the production build of its own, for the console's tests: on `localhost` with SITE_URL
 * naming it (the shared e2e server answers at 127.0.0.1, where browsers refuse passkeys), on a fresh
 * data directory so its log gives the first admin's enrollment address. One per Playwright project,
 * on ports after E2E_PORT's.
 */
export async function startAdminServer(info: TestInfo, options: AdminServerOptions = {}): Promise<AdminServer> {
  // A built server migrating, seeding and reading the seed's PDFs as it starts, then the spec's sign-up:
  // beside CI's other workers the hook that starts it outgrew the default 30 s (admin-cases, admin-instances).
  info.setTimeout(Math.max(info.timeout, 90_000));
  const offsets = options.ports ?? { desktop: 1, mobile: 2 };
  const port =
    Number(process.env.E2E_PORT ?? '8181') + (info.project.name === 'mobile' ? offsets.mobile : offsets.desktop);
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'muyuan-e2e-admin-'));
  // SQLite in the fresh directory, whatever database the shared server uses: this one must start empty.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--max-old-space-size=160', 'server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const firstAdminAddress = options.enrollment === false ? '' : await addressFromLog(child);
    await untilUp(`${origin}/healthz`);
    // Another process on the port would have answered instead: this server must be the one running.
    if (child.exitCode !== null)
      throw new Error(`the server on port ${port} exited (${child.exitCode}): is the port taken?`);
    return { origin, firstAdminAddress, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs `npm run admin -- <args>` for a server as its operator would on the machine: the same data
 * directory (and SITE_URL); answers what it printed, and fails on a non-zero exit.
 */
export function operatorCommand(server: AdminServer, ...args: string[]): string {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/admin/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...env, DATA_DIR: server.dataDir, SITE_URL: server.origin, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`npm run admin -- ${args.join(' ')}: ${run.status}\n${run.stderr}`);
  return run.stdout;
}

function addressFromLog(child: ChildProcess): Promise<string> {
  return new Promise((done, fail) => {
    let log = '';
    const timer = setTimeout(() => fail(new Error(`no enrollment address in the server's log:\n${log}`)), 20_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = FIRST_ADMIN_ADDRESS.exec(log)?.[1];
      if (found) {
        clearTimeout(timer);
        done(found);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`the server exited (${code}):\n${log}`)));
  });
}

/** Waits up to 30 s: a first start migrates and seeds a fresh database, slower while other browsers run. */
async function untilUp(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}
