import net from 'node:net';

/**
 * A TCP relay in front of a database, so that a test can take the database away under a running
 * pool: `stop()` cuts the open connections and refuses new ones, as a stopped server does.
 */
export async function relayTo(target: URL): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
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
  };
}
