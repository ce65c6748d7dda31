import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { hasExited, statusOf, stopChild, waitUntil } from './child-process.ts';

/** The repository root: the server runs from here, as `npm run serve` does. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** `node`'s arguments in the root package.json's `serve` script: the instances run exactly as production. */
export function serveArguments(root: string = REPO_ROOT): string[] {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const [command, ...args] = manifest.scripts.serve.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`the serve script must start with node: ${manifest.scripts.serve}`);
  return args;
}

/** How long an instance may take from its start to a 200 on /readyz (migrated and seeded beforehand). */
const READY_TIMEOUT_MS = 30_000;
/** A SIGTERM drains within SHUTDOWN_GRACE_MS (10 s by default); past this the stack kills. */
const STOP_TIMEOUT_MS = 20_000;

/**
 * One server process of the stack on a fixed loopback port, which it keeps across restarts (nginx's
 * upstream names it). Its standard output and error (the JSON request log) go to `logFile`, and each
 * line to `onLine` when given.
 */
export class Instance {
  private child: ChildProcess | undefined;
  private log: WriteStream;
  private stopping = false;

  constructor(
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
    private readonly onLine?: (line: string) => void,
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && !hasExited(this.child);
  }

  /** Starts the process and resolves at its first 200 on /readyz. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`the instance on port ${this.port} is already running`);
    this.stopping = false;
    const child = spawn(process.execPath, serveArguments(), {
      cwd: REPO_ROOT,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        this.log.write(chunk);
        if (this.onLine) for (const line of chunk.toString('utf8').split('\n')) if (line) this.onLine(line);
      });
    }
    child.once('exit', (code, signal) => {
      if (!this.stopping)
        this.log.write(`[stack] instance on port ${this.port} exited: code ${code}, signal ${signal}\n`);
    });
    await waitUntil(
      `instance on port ${this.port} ready`,
      async () => (await statusOf(`${this.baseUrl}/readyz`)) === 200,
      {
        timeoutMs: READY_TIMEOUT_MS,
        gaveUp: () => (hasExited(child) ? `exited (see ${this.logFile})` : null),
      },
    );
  }

  /** Sends `signal` and resolves once the process has exited (SIGKILL after a while if it does not). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.child) return;
    this.stopping = true;
    await stopChild(this.child, signal, STOP_TIMEOUT_MS);
  }

  /** What the process wrote so far. */
  output(): string {
    return readFileSync(this.logFile, 'utf8');
  }

  /** Stops for good and closes the log. */
  async close(): Promise<void> {
    await this.stop();
    await new Promise<void>((r) => this.log.end(() => r()));
  }
}
