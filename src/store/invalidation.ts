// Cache invalidation across instances: on PostgreSQL a delete in one instance's cache is published (NOTIFY, bus.ts)
// and every other instance drops the same entry; on SQLite (one instance) there is nobody to tell.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SharedCacheMap } from './memory-cache.js';
import type { Bus } from './bus.js';

export type CacheRegistry = {
  /** A cache map registered under `name`, whose deletes reach the same map in every instance. */
  map: <V>(name: string) => SharedCacheMap<V>;
  purge: () => number;
  /** Deletes, in every map and (announced) in every instance, the entries whose key `match`es; returns how many went here. */
  dropWhere: (match: (key: string) => boolean) => number;
  close: () => Promise<void>;
};

const messageSchema = z.object({ from: z.string(), cache: z.string(), key: z.string() });

/** Caches of one process; with a `bus`, deletes are published to and received from the other instances. */
export async function cacheRegistry(bus?: Bus): Promise<CacheRegistry> {
  const maps = new Map<string, SharedCacheMap<unknown>>();
  const instance = randomUUID();
  await bus?.subscribe((raw) => {
    let parsed: ReturnType<typeof messageSchema.safeParse>;
    try {
      parsed = messageSchema.safeParse(JSON.parse(raw));
    } catch {
      return; // not one of ours
    }
    if (parsed.success && parsed.data.from !== instance) maps.get(parsed.data.cache)?.forget(parsed.data.key);
  });
  // A lost message leaves the entry until its TTL, never longer: the publish is not awaited by the request.
  const announce = (cache: string) => (key: string) => bus?.publish(JSON.stringify({ from: instance, cache, key }));
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
      await bus?.close();
    },
  };
}
