import net from 'node:net';

export type DatabaseRelay = {
  /** The database URL, pointed at the relay. */
  url: string;
  /** Cuts the open connections and refuses new ones, as a stopped server does. */
  stop(): Promise<void>;
  /**
   * From now on nothing gets through in either direction, on open connections and new ones alike,
   * and nothing is answered: as a dropped network or a frozen server looks from the client.
   */
  blackhole(): void;
};

/**
 * A TCP relay (on loopback) in front of a database, so that a test can take the database away under
 * a running pool: refused (`stop`) or silent (`blackhole`).
 */
export async function relayTo(target: URL): Promise<DatabaseRelay> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let silent = false;
  // Swallows what a socket sends, so that its sender is never pushed back and never answered.
  const swallow = (socket: net.Socket) => socket.on('data', () => {}).resume();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (silent) {
      swallow(client);
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(target);
  relayed.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: relayed.href,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    blackhole() {
      silent = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        swallow(client);
        swallow(upstream);
      }
    },
  };
}
