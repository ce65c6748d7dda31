import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';

const GRACE_MS = 1500;
const PORT = 18_000 + Math.floor(Math.random() * 2000);

const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

/**
 * Opens a connection and sends the head of a report whose 10-byte JSON body has only begun. The route
 * needs the body before it answers, so the request stays in flight until the body is whole (a route
 * that answers without reading the body, a 405, would end the connection at once while the server drains).
 * It resolves once the server has read the head (its `100 Continue`): a connection whose request the
 * server has not read yet is an idle one, which draining closes at once (on a loaded machine it was).
 */
function startSlowRequest(): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((ready, fail) => {
    const socket = connect(PORT, '127.0.0.1', () => {
      socket.write(
        `POST ${INTEGRITY_PATHS.saveComplaint} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n{`,
      );
      let text = '';
      const answer = new Promise<string>((done) => socket.on('close', () => done(text.replace(CONTINUE, ''))));
      socket.on('data', (chunk) => {
        const read = !text.startsWith(CONTINUE);
        text += chunk.toString('utf8');
        if (read && text.startsWith(CONTINUE)) ready({ socket, answer });
      });
    });
    socket.on('error', fail);
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => child.on('exit', (code) => done(code)));
}

describe('graceful shutdown of the real server', () => {
  let child: ChildProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-shutdown-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (
      (await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 40_000);
  afterAll(() => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM stops accepting, finishes the request in flight and cuts a trickling one at the deadline', async () => {
    const finishing = await startSlowRequest();
    const trickling = await startSlowRequest();
    const exit = exited(child);
    const started = Date.now();
    child.kill('SIGTERM');

    // New connections are refused once the server stopped listening.
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${PORT}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        { timeout: 1000 },
      )
      .toBe('refused');
    // The request in flight completes its body during the grace period and is answered.
    finishing.socket.write('"a":"bc"}');
    // Not a valid report: refused by its schema, but answered.
    expect(await finishing.answer).toMatch(/^HTTP\/1\.1 400/);

    // The other never completes; the process exits anyway once the grace period is over.
    await exit;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(elapsed).toBeLessThan(GRACE_MS + 2000);
    expect(await trickling.answer).not.toMatch(/^HTTP\/1\.1 2/);
  }, 20_000);
});

describe('readiness while the real server drains', () => {
  const port = PORT + 1;
  let child: ChildProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-drain-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        SHUTDOWN_GRACE_MS: '5000',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (
      (await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() > deadline) throw new Error('the server did not become ready');
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 40_000);
  afterAll(() => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz 503 from SIGTERM on, while the request in flight finishes, and exits well within the grace', async () => {
    // A report whose body has only begun: in flight when SIGTERM arrives.
    const socket = connect(port, '127.0.0.1');
    await new Promise((ready) => socket.on('connect', ready));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    const closed = new Promise((done) => socket.on('close', done));
    socket.write(
      `POST ${INTEGRITY_PATHS.saveComplaint} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{`,
    );
    await new Promise((r) => setTimeout(r, 200));
    const exit = exited(child);
    const started = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // The body ends, and the same connection asks whether to send more.
    socket.write(`"a":"b"}GET /readyz HTTP/1.1\r\nHost: x\r\nlang: en\r\n\r\n`);
    await closed;
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 400', 'HTTP/1.1 503']);
    expect(answers[1]).toMatch(/x-not-ready: shutting down/i);
    expect(answers[1]).toContain('"code":503');
    await exit;
    expect(Date.now() - started).toBeLessThan(5000);
  }, 20_000);
});
