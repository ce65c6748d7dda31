import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * While the server drains, every answer says `Connection: close`: the proxy in front (nginx) does not
 * send another request on that connection, and the connection ends once the answer is out.
 */
export function registerDrainHook(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    if (app.readiness.draining) reply.header('connection', 'close');
    done();
  });
}

/**
 * The first step of a graceful stop: no new connections from now on (a proxy's next connection is
 * refused and goes to another instance, even a POST, since nothing was sent), while the open ones end
 * by themselves. Resolves once none is left.
 *
 * Node's own `server.close()` would also close the idle keep-alive connections at once, and one of
 * them may be carrying a request the proxy is sending at that very moment: the proxy may not retry it
 * when it is a POST (a report), so the visitor would get a 502. Here, a connection in use ends after
 * its answer (registerDrainHook), and an idle one is closed by the proxy that holds it (nginx's
 * upstream `keepalive_timeout`, 4 s, is shorter than KEEP_ALIVE_TIMEOUT_MS) or, failing that, by this
 * server's keep-alive timeout. The caller's grace period bounds the wait.
 */
export function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    NetServer.prototype.close.call(server, () => resolve());
  });
}
