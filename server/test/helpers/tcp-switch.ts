import { connect, createServer, type Server, type Socket } from 'node:net';

export type SwitchMode = 'forward' | 'blackhole';

export interface TcpSwitch {
  port: number;
  /** `blackhole`: accept connections (new and open ones) and never answer; `forward`: relay to the target. */
  set(mode: SwitchMode): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a server that can be made to swallow everything: the database that
 * "accepts connections and never answers" of the fault tests. Bytes sent while black-holed are
 * dropped, so connections open at that time stay dead for good, as after a real network partition.
 */
export async function startTcpSwitch(
  target: { host: string; port: number } | null,
  mode: SwitchMode,
): Promise<TcpSwitch> {
  let current = mode;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (!target) return;
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => current === 'forward' && upstream.write(chunk));
    upstream.on('data', (chunk) => current === 'forward' && client.write(chunk));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    set: (next) => {
      current = next;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
