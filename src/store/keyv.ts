// keyv stores for the app's own state, all on the backend named by STORE_URL (SQLite file or Redis), each in its own
// namespace; caches live in this process.
import KeyvRedis from '@keyv/redis';
import type Database from 'better-sqlite3';
import Keyv from 'keyv';
import { purgeExpiredCacheEntries } from './memory-cache.js';
import { connectRedis } from './redis-client.js';
import { SqliteKeyvStore, purgeExpiredRows } from './sqlite-keyv.js';
import { openSqlite } from './sqlite-file.js';

export type StoreFactory = {
  /** Which backend STORE_URL named. */
  kind: 'sqlite' | 'redis';
  /** Durable state on STORE_URL: settings, dedupe keys, jobs, drafts. */
  namespace: <T>(name: string) => Keyv<T>;
  /** A cache in this process's memory (keyv's own Map store, with TTLs): fast, and nothing is lost when it is. */
  cache: <T>(name: string) => Keyv<T>;
  /** Deletes the keys whose TTL has passed, durable and cached; returns how many went. */
  purge: () => Promise<number>;
  /** Answers when the backend does (readiness). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type StoreOptions = {
  /** Put before every Redis key (`kudos:dedupe::…`), so several apps or test runs can share one Redis. */
  redisPrefix?: string;
  /** Told when an established Redis connection fails (it reconnects by itself). */
  onError?: (line: string) => void;
};

/** In-process caches shared by both backends: keyv's Map store, swept of expired entries by purge(). */
function memoryCaches() {
  const maps: Map<string, unknown>[] = [];
  return {
    cache: <T>(name: string) => {
      const map = new Map<string, unknown>();
      maps.push(map);
      return new Keyv<T>({ store: map, namespace: name });
    },
    purge: () => maps.reduce((n, map) => n + purgeExpiredCacheEntries(map), 0),
  };
}

// Errors reach the caller as a rejected call (throwOnErrors), never as a silent `false` from keyv.
const keyvOptions = { throwOnErrors: true } as const;

function sqliteFactory(db: Database.Database): StoreFactory {
  const caches = memoryCaches();
  return {
    kind: 'sqlite',
    namespace: <T>(name: string) => new Keyv<T>({ store: new SqliteKeyvStore(db), namespace: name, ...keyvOptions }),
    cache: caches.cache,
    purge: async () => purgeExpiredRows(db) + caches.purge(),
    ping: async () => {
      db.prepare('SELECT 1').get();
    },
    close: async () => {
      db.close();
    },
  };
}

async function redisFactory(url: string, options: StoreOptions): Promise<StoreFactory> {
  const client = await connectRedis(url, options.onError);
  const prefix = options.redisPrefix ?? 'kudos';
  const caches = memoryCaches();
  return {
    kind: 'redis',
    // Redis expires keys itself (SET … PX), so a namespace needs no purge; keyv's adapter writes `prefix:name::key`.
    namespace: <T>(name: string) =>
      new Keyv<T>({ store: new KeyvRedis(client, { throwOnErrors: true }), namespace: `${prefix}:${name}`, useKeyPrefix: false, ...keyvOptions }),
    cache: caches.cache,
    purge: async () => caches.purge(),
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      if (client.isOpen) await client.close();
    },
  };
}

export async function createStoreFactory(storeUrl: string, options: StoreOptions = {}): Promise<StoreFactory> {
  if (storeUrl.startsWith('sqlite://')) return sqliteFactory(openSqlite(storeUrl));
  if (/^rediss?:\/\//.test(storeUrl)) return redisFactory(storeUrl, options);
  throw new Error(`STORE_URL ${storeUrl.split(':')[0]}:// is not supported; use sqlite://path or redis://host:port`);
}
