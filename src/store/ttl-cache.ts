// An in-process cache with a TTL per entry, over a map whose deletes reach every instance (StoreFactory.sharedMap).
// Values are kept as they are, frozen, not serialised: a hit on every kudos (the giver's and the recipient's Slack
// user, their membership) is one map read, where keyv's Map store parsed a JSON copy each time.
import type { SharedCacheMap } from './memory-cache.js';

/** What the shared map holds: the `expires` field is what its purge and its deletes read. */
export type TtlEntry<V> = { value: V; expires: number };

/** Entries one cache holds at most: past it the oldest go, so a flood of distinct keys cannot grow the process. */
export const TTL_CACHE_MAX_ENTRIES = 100_000;

export class TtlCache<V> {
  /** `name` prefixes each key as keyv's namespaces did (`slack-users:T:T1:U1`), so deletes announced by an instance
   *  still running the keyv-backed caches reach this one during a rolling deploy, and the other way round. */
  constructor(
    private readonly name: string,
    private readonly map: SharedCacheMap<TtlEntry<V>>,
    private readonly maxEntries = TTL_CACHE_MAX_ENTRIES,
  ) {}

  private key(key: string): string {
    return `${this.name}:${key}`;
  }

  get(key: string): V | undefined {
    const entry = this.map.get(this.key(key));
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.map.delete(this.key(key));
    return undefined;
  }

  /** Keeps `value` for `ttlMs`; it is frozen, so a caller changing what it got cannot change what the next one gets. */
  set(key: string, value: V, ttlMs: number): void {
    this.map.set(this.key(key), { value: Object.freeze(value), expires: Date.now() + ttlMs });
    if (this.map.size > this.maxEntries) this.evictOldest();
  }

  /** Drops the entry here and, through the shared map, in every other instance. */
  delete(key: string): void {
    this.map.delete(this.key(key));
  }

  /** The first set go first (a map keeps insertion order); only here: the other instances keep theirs. */
  private evictOldest(): void {
    for (const k of this.map.keys()) {
      if (this.map.size <= this.maxEntries) return;
      this.map.forget(k);
    }
  }
}
