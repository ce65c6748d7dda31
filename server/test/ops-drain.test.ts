import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stopAccepting } from '../src/ops/drain.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** A GET on the given keep-alive agent; resolves with the status and the Connection header. */
function getOn(agent: Agent, port: number, path: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe.each(databases())('draining on SIGTERM (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it('refuses new connections at once, answers on open ones with Connection: close, and leaves idle ones to the client', async () => {
    t = await createTestApp(dialect, { keepAliveTimeoutMs: 60_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await getOn(agent, port, '/healthz')).connection).toBe('keep-alive');

    t.app.readiness.startDraining();
    let stopped = false;
    const stopping = stopAccepting(t.app.server).then(() => {
      stopped = true;
    });
    expect(await refused(port)).toBe(true);
    // The idle keep-alive connection was not closed under the client: its next request is answered,
    // and told that the connection ends with it.
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    const last = await getOn(agent, port, '/healthz');
    expect(last).toEqual({ status: 200, connection: 'close' });
    await stopping;
    expect(stopped).toBe(true);
    agent.destroy();
  });
});
