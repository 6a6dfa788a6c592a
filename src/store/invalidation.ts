// Cache invalidation across instances: on Redis a delete in one instance's cache is published on a channel and
// every other instance drops the same entry; on SQLite (one instance) there is nobody to tell.
import type { RedisClientType } from '@keyv/redis';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SharedCacheMap } from './memory-cache.js';

export type CacheRegistry = {
  /** A cache map registered under `name`, whose deletes reach the same map in every instance. */
  map: <V>(name: string) => SharedCacheMap<V>;
  purge: () => number;
  /** Deletes, in every map and (announced) in every instance, the entries whose key `match`es; returns how many went here. */
  dropWhere: (match: (key: string) => boolean) => number;
  close: () => Promise<void>;
};

const messageSchema = z.object({ from: z.string(), cache: z.string(), key: z.string() });

/** Caches of one process; with `redis`, deletes are published to and received from the other instances. */
export async function cacheRegistry(redis?: { client: RedisClientType; channel: string; onError: (line: string) => void }): Promise<CacheRegistry> {
  const maps = new Map<string, SharedCacheMap<unknown>>();
  const instance = randomUUID();
  let subscriber: RedisClientType | undefined;
  if (redis) {
    subscriber = redis.client.duplicate();
    subscriber.on('error', (error: Error) => redis.onError(`Redis subscriber: ${error.message} (reconnecting)`));
    await subscriber.connect();
    await subscriber.subscribe(redis.channel, (raw) => {
      let parsed;
      try {
        parsed = messageSchema.safeParse(JSON.parse(raw));
      } catch {
        return; // not one of ours
      }
      if (parsed.success && parsed.data.from !== instance) maps.get(parsed.data.cache)?.forget(parsed.data.key);
    });
  }
  const announce = (cache: string) => (key: string) => {
    if (!redis) return;
    // A lost message leaves the entry until its TTL, never longer: the publish is not awaited by the request.
    redis.client.publish(redis.channel, JSON.stringify({ from: instance, cache, key })).catch((error: Error) => redis.onError(`cache invalidation not sent: ${error.message}`));
  };
  return {
    map: <V>(name: string) => {
      if (maps.has(name)) throw new Error(`cache ${name} is registered twice`);
      const map = new SharedCacheMap<V>().announceWith(announce(name));
      maps.set(name, map as SharedCacheMap<unknown>);
      return map;
    },
    purge: () => [...maps.values()].reduce((n, map) => n + map.purgeExpired(), 0),
    dropWhere: (match) => [...maps.values()].reduce((n, map) => n + [...map.keys()].filter(match).filter((key) => map.delete(key)).length, 0),
    close: async () => {
      if (subscriber?.isOpen) await subscriber.close();
    },
  };
}
