// Per-workspace settings read on every kudos (giving rules, company values) kept briefly in memory: saves the store
// read and the zod parse each time, while a change saved through the store drops the entry at once in every instance
// that shares the cache map (StoreFactory.sharedMap), and a read racing a save never caches what it read.
import { SharedCacheMap } from './memory-cache.js';

/** A lost invalidation (Redis briefly away) leaves an entry at most this long. */
export const SETTINGS_CACHE_TTL_MS = 30_000;

type Cached<V> = { at: number; value: V };

export class SettingsCache<V> {
  constructor(private readonly map: SharedCacheMap<Cached<V>> = new SharedCacheMap()) {}

  async read(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.map.get(key);
    if (hit && Date.now() - hit.at < SETTINGS_CACHE_TTL_MS) return hit.value;
    const deletes = this.map.deletes;
    const value = await load();
    // A change saved (here or in another instance) while this read was under way: what it read may be the old value.
    if (deletes === this.map.deletes) this.map.set(key, { at: Date.now(), value });
    return value;
  }

  /** After a save: every instance reads the store again. */
  drop(key: string): void {
    this.map.delete(key);
  }
}
