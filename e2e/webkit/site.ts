import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForUrl } from './webkit.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/**
 * The built site served the way the Playwright suite's webServer serves it (the production start on a
 * fresh data directory, limits lifted for one busy client), on E2E_WEBKIT_PORT or a free port.
 */
export async function startSite(): Promise<{ url: string; stop: () => void }> {
  const port = process.env.E2E_WEBKIT_PORT ?? String(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'muyuan-webkit-'));
  // Its own process group: npm starts a shell that starts node, and stopping must reach all three.
  const server = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SEARCH_RATE_LIMIT_MAX: '100000',
    },
  });
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/`, 60_000, 'the site');
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
