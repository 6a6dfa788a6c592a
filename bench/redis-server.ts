// A Redis of the bench's own (redis-server on a free loopback port, nothing saved) behind a counting TCP relay: what
// one app instance asks of its store is counted with no other client (another engineer's tests, another bench) in the
// figures. The relay counts bytes both ways and the commands the app sent (round trips: a Lua script is one); the
// server's `INFO cpu commandstats` gives its CPU and every command it ran, those inside scripts included.
import { spawn, spawnSync } from 'node:child_process';
import { type Socket, createConnection, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** What the server has done since it started (CPU ms, calls per command, scripts' own included) and what the relay
 *  carried: commands sent, bytes to and from it. */
export type RedisCounts = { cpuMs: number; calls: Map<string, number>; sent: number; inputBytes: number; outputBytes: number };

/** Whether a redis-server binary is on the PATH. */
export const haveRedisServer = () => spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** One `INFO cpu commandstats`, read whole (a bulk string: `$<length>\r\n<text>\r\n`). */
function info(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let got = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () => socket.write('INFO cpu commandstats\r\n'));
    socket.on('data', (data) => {
      got = Buffer.concat([got, data]);
      const header = got.indexOf('\r\n');
      const length = Number(got.subarray(1, header).toString());
      if (header < 0 || got.length < header + 2 + length + 2) return;
      socket.destroy();
      resolve(got.toString());
    });
  });
}

/** The server's CPU (user + system, ms) and calls per command in an `INFO cpu commandstats` answer. */
export function parseInfo(text: string): { cpuMs: number; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  for (const [, name, n] of text.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls.set(name!, Number(n));
  const seconds = (field: string) => Number(new RegExp(`^${field}:([\\d.]+)`, 'm').exec(text)?.[1] ?? NaN);
  return { cpuMs: (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000, calls };
}

/** Counts the commands in a client's RESP stream (each an array of bulk strings: `*n`, then n times `$len` and data). */
export function commandCounter() {
  let pending: Buffer = Buffer.alloc(0);
  let count = 0;
  const feed = (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let at = 0;
    for (;;) {
      const eol = pending.indexOf('\r\n', at);
      if (eol < 0) break;
      if (pending[at] === 0x2a /* `*`: a command starts */) {
        [count, at] = [count + 1, eol + 2];
        continue;
      }
      const length = Number(pending.subarray(at + 1, eol).toString());
      if (pending.length < eol + 2 + length + 2) break; // a bulk string not all here yet
      at = eol + 2 + length + 2;
    }
    pending = pending.subarray(at);
  };
  return { feed, count: () => count };
}

/** Commands (every kind but the bench's own INFO) and bytes between two snapshots. */
export function between(before: RedisCounts, after: RedisCounts) {
  const commands = new Map<string, number>();
  for (const [name, n] of after.calls) {
    const delta = n - (before.calls.get(name) ?? 0);
    if (name !== 'info' && delta > 0) commands.set(name, delta);
  }
  return {
    commands,
    total: [...commands.values()].reduce((a, b) => a + b, 0),
    sent: after.sent - before.sent,
    cpuMs: after.cpuMs - before.cpuMs,
    inputBytes: after.inputBytes - before.inputBytes,
    outputBytes: after.outputBytes - before.outputBytes,
  };
}

/** A TCP relay to `port` on loopback counting the commands and bytes sent to it (in) and the bytes from it (out). */
async function countingRelay(port: number) {
  const bytes = { in: 0, out: 0 };
  const counters = new Set<ReturnType<typeof commandCounter>>();
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const server = createConnection({ host: '127.0.0.1', port });
    for (const s of [client, server]) {
      sockets.add(s);
      s.on('error', () => [client, server].forEach((x) => x.destroy()));
      s.on('close', () => sockets.delete(s));
    }
    const sent = commandCounter();
    client.on('data', (d: Buffer) => {
      bytes.in += d.length;
      sent.feed(d);
      server.write(d);
    });
    counters.add(sent);
    server.on('data', (d: Buffer) => ((bytes.out += d.length), client.write(d)));
    client.on('end', () => server.end());
    server.on('end', () => client.end());
  });
  await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
  const close = () => {
    sockets.forEach((s) => s.destroy());
    relay.close();
  };
  const sent = () => [...counters].reduce((sum, c) => sum + c.count(), 0);
  return { port: (relay.address() as AddressInfo).port, bytes, sent, close };
}

/** Starts the bench's Redis and its relay: `url` is the relay's, `counts()` snapshots, `stop()` ends both. */
export async function startRedisServer() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    const up = await info(port).then(() => true, () => false);
    if (up) break;
    if (tries > 100) throw new Error(`redis-server on port ${port} did not answer`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const relay = await countingRelay(port);
  return {
    url: `redis://127.0.0.1:${relay.port}`,
    counts: async (): Promise<RedisCounts> => ({ ...parseInfo(await info(port)), sent: relay.sent(), inputBytes: relay.bytes.in, outputBytes: relay.bytes.out }),
    stop: () => {
      relay.close();
      child.kill('SIGTERM');
    },
  };
}
