// The one Redis connection behind STORE_URL=redis://…, opened at start: a server that does not answer stops start-up
// with one line naming it (never its password), and a connection lost later is logged and retried.
import { type RedisClientType, createClient } from '@keyv/redis';

const CONNECT_TIMEOUT_MS = 5_000;

/** The URL without its password, to name the server in a message. */
export function redisLabel(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'redis://…';
  }
}

export async function connectRedis(url: string, onError: (line: string) => void = () => {}): Promise<RedisClientType> {
  const client: RedisClientType = createClient({
    url,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let connected = false;
  // Without a listener an 'error' event would end the process; while connecting, the first error fails the start.
  const failed = new Promise<never>((_, reject) =>
    client.on('error', (error: Error) => {
      if (!connected) reject(error);
      else onError(`Redis at ${redisLabel(url)}: ${error.message} (reconnecting)`);
    }),
  );
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS).unref());
  try {
    await Promise.race([client.connect(), failed, timeout]);
    connected = true;
    return client;
  } catch (error) {
    client.destroy();
    throw new Error(`STORE_URL ${redisLabel(url)} does not answer: ${(error as Error).message || String(error)}`);
  }
}
