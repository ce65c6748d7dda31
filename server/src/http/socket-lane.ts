import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { CachedAnswerLane } from './cached-answer-lane.ts';
import { requestLang } from './language.ts';
import { HEAD_END, readPlainGet } from './request-head.ts';

type ConnectionListener = (this: Server, socket: Socket) => void;

/**
 * The lines Node's `http` adds after a handler's headers on a keep-alive answer, made once a second:
 * `Date`, `Connection`, `Keep-Alive` and the blank line that ends the head.
 */
class HeadTail {
  private second = -1;
  private bytes = Buffer.alloc(0);

  constructor(private readonly server: Server) {}

  get(): Buffer {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.second) {
      this.second = second;
      // Node names the keep-alive timeout in whole seconds, rounded down (timeout=0 under a second).
      const keepAlive = this.server.keepAliveTimeout
        ? `Keep-Alive: timeout=${Math.floor(this.server.keepAliveTimeout / 1000)}\r\n`
        : '';
      this.bytes = Buffer.from(
        `Date: ${new Date(second * 1000).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`,
        'latin1',
      );
    }
    return this.bytes;
  }
}

/**
 * Cached API answers written straight to the connection, before Node's `http` parses anything.
 *
 * Node's `http` costs more per request than the whole cache lookup: parsing, an IncomingMessage and a
 * ServerResponse, header objects, the response's bookkeeping. So a new connection starts here: each
 * chunk it receives is read as whole plain GETs (request-head.ts), and while each one is an address
 * the cache answers, the lane writes its prepared head and bytes (one corked write per chunk, so a
 * pipelined batch keeps its order). At the first request it cannot answer, a head split across
 * chunks, or anything else, it hands the connection with the bytes not yet answered to Node's `http`
 * server, which keeps it from then on (and still answers cache hits in its request listener). Nothing
 * is ever waiting here between chunks: a connection the lane holds is always idle.
 *
 * Replaces the server's own `connection` listener; must be called before the server listens.
 */
export function answerOnSockets(server: Server, lane: () => CachedAnswerLane | undefined): void {
  const listeners = server.listeners('connection');
  if (listeners.length !== 1 || typeof listeners[0] !== 'function')
    throw new Error('answerOnSockets needs the server as node:http made it, with its one connection listener');
  const httpConnection = listeners[0] as ConnectionListener;
  server.removeListener('connection', httpConnection);

  const held = new Set<Socket>();
  const tail = new HeadTail(server);

  server.on('connection', (socket: Socket) => {
    held.add(socket);
    socket.setTimeout(server.keepAliveTimeout);

    const onData = (chunk: Buffer) => {
      const answers = lane();
      let offset = 0;
      let corked = false;
      while (answers && offset < chunk.length) {
        const end = chunk.indexOf(HEAD_END, offset);
        if (end === -1) break;
        const request = readPlainGet(chunk, offset, end);
        if (!request) break;
        const lang = requestLang({ lang: request.lang, 'accept-language': request.acceptLanguage });
        const answer = answers.find(lang, request.target, request.acceptEncoding);
        if (!answer) break;
        if (!corked) {
          socket.cork();
          corked = true;
        }
        socket.write(answer.head);
        socket.write(tail.get());
        socket.write(answer.body);
        offset = end + HEAD_END.length;
      }
      if (corked) socket.uncork();
      if (offset < chunk.length) handOff(offset === 0 ? chunk : chunk.subarray(offset));
      else if (socket.writableNeedDrain) {
        // A client that sends faster than it reads waits for its answers to drain.
        socket.pause();
        socket.once('drain', () => socket.resume());
      }
    };
    const laneListeners = {
      data: onData,
      timeout: () => socket.destroy(),
      // Node's http ends its side when the client ends (the server allows half-open connections).
      end: () => socket.end(),
      error: () => socket.destroy(),
      close: () => held.delete(socket),
    };

    function handOff(unanswered: Buffer): void {
      for (const [event, listener] of Object.entries(laneListeners)) socket.removeListener(event, listener);
      socket.setTimeout(0);
      held.delete(socket);
      httpConnection.call(server, socket);
      // Node's parser reads the socket's later bytes itself; these it is given as its data listener would be.
      socket.emit('data', unanswered);
    }

    for (const [event, listener] of Object.entries(laneListeners)) socket.on(event, listener);
  });

  // Fastify closes idle connections on close; the lane's are always idle (its answers are written at once).
  const closeHeld = () => {
    for (const socket of held) {
      if (socket.writableLength === 0) socket.destroy();
      else socket.end();
    }
    held.clear();
  };
  const closeIdle = server.closeIdleConnections.bind(server);
  const closeAll = server.closeAllConnections.bind(server);
  server.closeIdleConnections = () => {
    closeHeld();
    closeIdle();
  };
  server.closeAllConnections = () => {
    closeHeld();
    closeAll();
  };
}
