import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hasExited, statusOf, stopChild, waitUntil } from './child-process.ts';
import { Instance, REPO_ROOT } from './instance.ts';
import { renderMainConfig, renderSiteConfig } from './nginx-config.ts';

export const NGINX_PATH = '/usr/sbin/nginx';
/** The server's bundles, made by `npm run build` (npm run stack builds them when stale first). */
export const SERVER_BUNDLES = ['server/dist/main.js', 'server/dist/prepare.js'].map((p) => resolve(REPO_ROOT, p));

export interface StackOptions {
  /** nginx's port on the loopback; 0 takes a free one. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** How many server instances (two or more). */
  instances?: number;
  /** nginx's worker processes; `auto` (one per CPU) by default. */
  workers?: number | 'auto';
  /** More environment for the instances (and the preparation), over the stack's own. */
  env?: Readonly<Record<string, string>>;
  /** Each line an instance writes, with its port. */
  onInstanceLine?: (port: number, line: string) => void;
}

export interface RunningStack {
  baseUrl: string;
  /** The temporary folder of this run: nginx's config, pid, logs and cache, and each instance's log. */
  prefix: string;
  instances: Instance[];
  nginxPid: number;
  /** nginx's access log (one JSON line per request, with its request id). */
  accessLog(): string;
  /** Stops nginx and every instance and removes the folder. */
  stop(): Promise<void>;
}

/** What the stack needs that this machine lacks, in words a developer can act on; empty when nothing. */
export function missingForStack(env: NodeJS.ProcessEnv = process.env): string[] {
  const missing: string[] = [];
  if (!existsSync(NGINX_PATH)) missing.push(`nginx (${NGINX_PATH}): apt-get install -y nginx`);
  if (!env.DATABASE_URL)
    missing.push(
      'DATABASE_URL: a PostgreSQL URL such as postgres://postgres@127.0.0.1:5432/muyuan (SQLite is for one instance only)',
    );
  if (!env.REDIS_URL)
    missing.push(
      'REDIS_URL: a Redis URL such as redis://127.0.0.1:6379 (the instances count rate limits there together)',
    );
  return missing;
}

/** Asks the kernel for a port that is free right now on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolvePort(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** Runs server/dist/prepare.js once: migrations and the seed before any instance starts. */
async function prepare(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [SERVER_BUNDLES[1] as string], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d: Buffer) => (output += d.toString('utf8')));
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  if (code !== 0) throw new Error(`preparing the database failed (server/dist/prepare.js, exit ${code}):\n${output}`);
}

/**
 * The reference stack of deploy/, on this machine and without root: the database prepared once, the
 * instances started on free loopback ports and ready (/readyz), then nginx in the foreground with the
 * site's template rendered into a temporary folder, in front of them. Resolves once nginx answers.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const missing = missingForStack({ DATABASE_URL: options.databaseUrl, REDIS_URL: options.redisUrl });
  if (missing.length > 0) throw new Error(`the stack needs:\n  ${missing.join('\n  ')}`);
  for (const bundle of SERVER_BUNDLES) {
    if (!existsSync(bundle))
      throw new Error(`${bundle} is missing: run npm run build (npm run stack does it when stale)`);
  }
  const prefix = mkdtempSync(join(tmpdir(), 'muyuan-stack-'));
  // nginx's workers run as nobody when the stack is started by root: they must read their folder.
  chmodSync(prefix, 0o755);
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    if (nginx) await stopChild(nginx, 'SIGQUIT', 5_000);
    await Promise.all(instances.map((instance) => instance.close()));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
      // With nginx's 1 s micro-cache, a content change shows within 2 s (deploy/muyuan.env.example).
      CONTENT_POLL_MS: process.env.CONTENT_POLL_MS ?? '200',
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
    };
    await prepare(env);
    const count = options.instances ?? 2;
    const ports: number[] = [];
    while (ports.length < count) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    for (const port of ports) {
      instances.push(
        new Instance(
          port,
          env,
          join(prefix, `instance-${port}.log`),
          options.onInstanceLine && ((line) => options.onInstanceLine?.(port, line)),
        ),
      );
    }
    await Promise.all(instances.map((instance) => instance.start()));

    const port = options.port || (await freePort());
    mkdirSync(join(prefix, 'cache'));
    const siteFile = join(prefix, 'muyuan.conf');
    writeFileSync(
      siteFile,
      renderSiteConfig({
        listen: `127.0.0.1:${port}`,
        instancePorts: ports,
        cacheDir: join(prefix, 'cache'),
        logDir: prefix,
      }),
    );
    const mainFile = join(prefix, 'nginx.conf');
    writeFileSync(mainFile, renderMainConfig({ prefix, workers: options.workers ?? 'auto', siteFile }));
    const started = spawn(
      NGINX_PATH,
      ['-p', prefix, '-c', mainFile, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    nginx = started;
    let nginxErrors = '';
    started.stderr?.on('data', (d: Buffer) => (nginxErrors += d.toString('utf8')));
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil('nginx answering', async () => (await statusOf(`${baseUrl}/healthz`)) === 200, {
      timeoutMs: 10_000,
      gaveUp: () =>
        hasExited(started) ? `nginx exited: ${nginxErrors}${readIfThere(join(prefix, 'error.log'))}` : null,
    });
    return {
      baseUrl,
      prefix,
      instances,
      nginxPid: started.pid as number,
      accessLog: () => readIfThere(join(prefix, 'muyuan-access.log')),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function readIfThere(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
