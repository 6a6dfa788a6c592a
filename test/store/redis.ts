// Whether the Redis of REDIS_URL (default redis://127.0.0.1:6379) answers, for tests that need one: they run when it
// does and say why they were skipped when it doesn't; with REQUIRE_REDIS=1 (CI) a missing Redis fails the run instead.
import { createConnection } from 'node:net';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** PING over a plain socket: true when the server answers PONG (or asks for a password) within a second. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

const up = await answers(REDIS_URL);
if (!up && process.env.REQUIRE_REDIS === '1') {
  throw new Error(`REQUIRE_REDIS=1 but no Redis answers at ${REDIS_URL}: start one (redis-server) or set REDIS_URL`);
}
if (!up) console.warn(`SKIPPED: the tests that need Redis, because none answers at ${REDIS_URL} (set REDIS_URL, or REQUIRE_REDIS=1 to fail instead)`);

/** True when the Redis tests must be skipped. */
export const noRedis = !up;

/** A key prefix no other test run uses, so runs sharing one Redis never see each other's keys. */
export const uniquePrefix = (label: string) => `kudos-test-${label}-${process.pid}-${Date.now().toString(36)}`;
