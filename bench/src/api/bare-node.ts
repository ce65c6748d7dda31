import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort as findFreePort } from '../../../deploy/stack/stack.ts';
import { stopChild } from '../lib/stop-child.ts';

const CHILD = resolve(import.meta.dirname, 'bare-node-server.ts');

/** An answer to serve as the site served it: path, headers (without Date and connection ones) and bytes. */
export interface SavedAnswer {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface RunningBareNode {
  baseUrl: string;
  pids(): number[];
  stop(): Promise<void>;
}

/** Starts bare-node-server.ts in a process of its own (its CPU is measured like the site's) and waits until it listens. */
export async function startBareNode(answers: readonly SavedAnswer[]): Promise<RunningBareNode> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-node-'));
  const file = join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      answers.map((a) => ({
        path: a.path,
        headers: Object.entries(a.headers).flat(),
        body: a.body.toString('base64'),
      })),
    ),
  );
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child, 'SIGTERM', 5_000);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(child);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid as number;
  return { baseUrl: `http://127.0.0.1:${port}`, pids: () => [pid], stop };
}

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolveListening, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare Node server did not start within 20 s')), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('listening')) {
        clearTimeout(timer);
        resolveListening();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare Node server exited with code ${code}`));
    });
  });
}
