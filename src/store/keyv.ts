// keyv stores for the app's own state, all on the backend named by STORE_URL (SQLite file or Redis), each in its own
// namespace; atomic claims and counters on the same backend; caches in this process, invalidated across instances.
import KeyvRedis, { type RedisClientType } from '@keyv/redis';
import type Database from 'better-sqlite3';
import Keyv from 'keyv';
import type { AtomicStore } from './atomic.js';
import type { LedgerStore } from './ledger-store.js';
import type { Outbox } from './outbox.js';
import { redisOutbox } from './redis-outbox.js';
import { sqliteOutbox } from './sqlite-outbox.js';
import { type CacheRegistry, cacheRegistry } from './invalidation.js';
import type { SharedCacheMap } from './memory-cache.js';
import { TtlCache } from './ttl-cache.js';
import { redisAtomic } from './redis-atomic.js';
import { redisLedger } from './redis-ledger.js';
import { connectRedis } from './redis-client.js';
import { sqliteAtomic } from './sqlite-atomic.js';
import { sqliteLedger } from './sqlite-ledger.js';
import { openSqlite } from './sqlite-file.js';
import { SqliteKeyvStore, purgeExpiredRows } from './sqlite-keyv.js';

export type StoreFactory = {
  /** Which backend STORE_URL named. */
  kind: 'sqlite' | 'redis';
  /** Durable state on STORE_URL: settings, dedupe keys, jobs, drafts. */
  namespace: <T>(name: string) => Keyv<T>;
  /** Claims and capped counters on STORE_URL, atomic across every instance sharing it. */
  atomic: (name: string) => AtomicStore;
  /** Counters and append-only logs changed together in one atomic step (the rewards ledger), on STORE_URL. */
  ledger: (name: string) => LedgerStore;
  /** Acknowledged work not finished yet, leased to the instance working on it (the same backend as the claims). */
  outbox: () => Outbox;
  /** A cache in this process's memory, with TTLs, whose deletes reach every instance. */
  cache: <T>(name: string) => TtlCache<T>;
  /** A plain cache map with the same cross-instance deletes, for a store that keeps its own entries. */
  sharedMap: <V>(name: string) => SharedCacheMap<V>;
  /** Deletes the cached entries (every cache, every instance) whose `name:key` matches; returns how many this one held. */
  dropCached: (match: (key: string) => boolean) => number;
  /** Deletes the keys whose TTL has passed, durable and cached; returns how many went. */
  purge: () => Promise<number>;
  /** Answers when the backend does (readiness). */
  ping: () => Promise<void>;
  /** On Redis: its connection and key prefix, for the job queue. */
  redis?: { client: RedisClientType; prefix: string };
  close: () => Promise<void>;
};

export type StoreOptions = {
  /** Put before every Redis key (`kudos:dedupe::…`), so several apps or test runs can share one Redis. */
  redisPrefix?: string;
  /** Told when an established Redis connection fails (it reconnects by itself). */
  onError?: (line: string) => void;
};

// Errors reach the caller as a rejected call (throwOnErrors), never as a silent `false` from keyv.
const keyvOptions = { throwOnErrors: true } as const;

const cacheFactory = (caches: CacheRegistry) => ({
  cache: <T>(name: string) => new TtlCache<T>(name, caches.map(name)),
  sharedMap: caches.map,
  dropCached: caches.dropWhere,
});

async function sqliteFactory(db: Database.Database): Promise<StoreFactory> {
  const caches = await cacheRegistry();
  return {
    kind: 'sqlite',
    namespace: <T>(name: string) => new Keyv<T>({ store: new SqliteKeyvStore(db), namespace: name, ...keyvOptions }),
    atomic: (name) => sqliteAtomic(db, name),
    ledger: (name) => sqliteLedger(db, name),
    outbox: () => sqliteOutbox(db),
    ...cacheFactory(caches),
    purge: async () => purgeExpiredRows(db) + caches.purge(),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
    close: async () => {
      db.close();
    },
  };
}

/** Namespaces (each one listener per client event) before node warns of a leak: twice the app's, so a real leak shows. */
const REDIS_LISTENERS_PER_EVENT = 40;

async function redisFactory(url: string, options: StoreOptions): Promise<StoreFactory> {
  const onError = options.onError ?? (() => {});
  const client = await connectRedis(url, onError);
  // Each namespace's KeyvRedis store listens to the one client's error/connect/reconnecting/disconnect events; the
  // app opens ~15 namespaces, past node's default warning at 10 listeners, which is not a leak here.
  client.setMaxListeners(REDIS_LISTENERS_PER_EVENT);
  const prefix = options.redisPrefix ?? 'kudos';
  const caches = await cacheRegistry({ client, channel: `${prefix}:cache-invalidation`, onError });
  return {
    kind: 'redis',
    // keyv's adapter writes `prefix:name::key`; Redis expires keys itself (SET … PX), so a namespace needs no purge.
    namespace: <T>(name: string) =>
      new Keyv<T>({ store: new KeyvRedis(client, { throwOnErrors: true }), namespace: `${prefix}:${name}`, useKeyPrefix: false, ...keyvOptions }),
    atomic: (name) => redisAtomic(client, `${prefix}:${name}`),
    ledger: (name) => redisLedger(client, `${prefix}:${name}`),
    outbox: () => redisOutbox(client, prefix),
    ...cacheFactory(caches),
    purge: async () => caches.purge(),
    ping: async () => {
      await client.ping();
    },
    redis: { client, prefix },
    close: async () => {
      await caches.close();
      if (client.isOpen) await client.close();
    },
  };
}

export async function createStoreFactory(storeUrl: string, options: StoreOptions = {}): Promise<StoreFactory> {
  if (storeUrl.startsWith('sqlite://')) return sqliteFactory(openSqlite(storeUrl));
  if (/^rediss?:\/\//.test(storeUrl)) return redisFactory(storeUrl, options);
  throw new Error(`STORE_URL ${storeUrl.split(':')[0]}:// is not supported; use sqlite://path or redis://host:port`);
}
