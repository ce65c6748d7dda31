import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { freePort as findFreePort } from '../../../deploy/stack/stack.ts';
import { childPids } from '../lib/process-cpu.ts';
import { stopChild } from '../lib/stop-child.ts';
import { renderNginxConfig } from './nginx-config.ts';
import { getRaw } from './raw-response.ts';

export const NGINX_PATH = '/usr/sbin/nginx';

/** A response body nginx serves at a path. */
export interface SavedBody {
  path: string;
  body: Buffer;
  /** Headers to send with it (see NginxLocation); unset: JSON content type only. */
  answerHeaders?: Readonly<Record<string, string>>;
  /**
   * `gzip`: `body` is gzip bytes, as a server sent them with `Content-Encoding: gzip`. nginx keeps them
   * in a .gz file beside the plain body and sends them as they are (`gzip_static on`) to a client that
   * accepts gzip: a file compressed ahead of time, as a static site deploys one.
   */
  encoding?: 'gzip';
}

export interface RunningNginx {
  baseUrl: string;
  workers: number | 'auto';
  /** Master and worker pids, for the CPU they use. */
  pids(): number[];
  stop(): Promise<void>;
}

export function assertNginxInstalled(): void {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx is not installed (${NGINX_PATH}). Install it with: apt-get install -y nginx`);
  }
}

/**
 * Starts Debian's nginx in the foreground with a generated configuration in a temporary prefix
 * directory, serving the given bodies, and resolves once it answers. `stop()` ends it and removes
 * the directory. (nginx's workers run as `nobody` when started by root, hence the readable files.)
 */
export async function startNginx(
  workers: number | 'auto',
  bodies: readonly SavedBody[],
  edgeLogFormat?: string,
): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  chmodSync(prefix, 0o755);
  const locations = bodies.map(({ path, body, answerHeaders, encoding }, i) => {
    const file = join(prefix, `body-${i}.json`);
    if (encoding === 'gzip') {
      writeFileSync(file, gunzipSync(body), { mode: 0o644 });
      writeFileSync(`${file}.gz`, body, { mode: 0o644 });
    } else {
      writeFileSync(file, body, { mode: 0o644 });
    }
    return {
      path,
      file,
      ...(answerHeaders ? { answerHeaders } : {}),
      ...(encoding ? { precompressed: encoding } : {}),
    };
  });
  const port = await findFreePort();
  const configFile = join(prefix, 'nginx.conf');
  writeFileSync(configFile, renderNginxConfig({ prefix, port, workers, locations, edgeLogFormat }));
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', configFile, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGQUIT: nginx's graceful stop (the load is over, so it is immediate).
    await stopChild(child, 'SIGQUIT', 5_000);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseUrl}${bodies[0]?.path ?? '/'}`, child);
  } catch (error) {
    const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}${log}`);
  }
  const master = child.pid as number;
  return { baseUrl, workers, pids: () => [master, ...childPids(master)], stop };
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    const status = await getRaw(url, {}).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`nginx did not answer ${url} within 10 s`);
}

/** `nginx version: nginx/1.22.1` → `nginx 1.22.1`, for the report. */
export function nginxVersion(): string | null {
  const result = spawnSync(NGINX_PATH, ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\S+)/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  return match ? `nginx ${match[1]}` : null;
}
