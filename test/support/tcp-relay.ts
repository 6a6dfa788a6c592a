// A loopback TCP relay in front of a server (PostgreSQL here) that a test can take down and bring back: down, every
// open connection is cut and new ones are refused, as a database restart or a failover looks to its clients.
import { type Socket, connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export type TcpRelay = { port: number; down: () => void; up: () => void; close: () => Promise<void> };

export async function startTcpRelay(host: string, port: number): Promise<TcpRelay> {
  const open = new Set<Socket>();
  let isDown = false;
  const server = createServer((client) => {
    if (isDown) return void client.destroy();
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    down: () => {
      isDown = true;
      for (const s of open) s.destroy();
    },
    up: () => {
      isDown = false;
    },
    close: async () => {
      for (const s of open) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
