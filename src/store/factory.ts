// The app's own state on the database STORE_URL names (SQLite embedded, PostgreSQL in production; db/open.ts): typed
// tables for what must last (each store takes `db`), claims, counters and rate slots atomic across every instance,
// the outbox of acknowledged work, short-lived records through keyv, and caches in this process whose deletes reach
// every instance (LISTEN/NOTIFY on PostgreSQL). An SQLite file an older version wrote is imported when opened.
import Keyv from 'keyv';
import type { Kysely } from 'kysely';
import { type AppDatabase, openAppDatabase } from '../db/open.js';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { AtomicStore } from './atomic.js';
import type { Outbox } from './outbox.js';
import { sqlAtomic } from './sql-atomic.js';
import { sqlOutbox } from './sql-outbox.js';
import { SqlKeyvStore } from './sql-keyv.js';
import { postgresBus } from './bus.js';
import { type CacheRegistry, cacheRegistry } from './invalidation.js';
import type { SharedCacheMap } from './memory-cache.js';
import { TtlCache } from './ttl-cache.js';
import { purgeExpired } from './purge-rows.js';
import { importLegacyTable } from './legacy/embedded.js';

export type StoreFactory = {
  /** Which database STORE_URL named. */
  kind: DialectName;
  /** The typed tables, for the stores of what must last. */
  db: Kysely<Database>;
  /** Short-lived records a restart must find (a digest post under way), with their TTL. */
  namespace: <T>(name: string) => Keyv<T>;
  /** Claims and capped counters, atomic across every instance sharing the database. */
  atomic: (name: string) => AtomicStore;
  /** Acknowledged work not finished yet, leased to the instance working on it. */
  outbox: () => Outbox;
  /** A cache in this process's memory, with TTLs, whose deletes reach every instance. */
  cache: <T>(name: string) => TtlCache<T>;
  /** A plain cache map with the same cross-instance deletes, for a store that keeps its own entries. */
  sharedMap: <V>(name: string) => SharedCacheMap<V>;
  /** Deletes the cached entries (every cache, every instance) whose `name:key` matches; returns how many this one held. */
  dropCached: (match: (key: string) => boolean) => number;
  /** Deletes the rows whose TTL has passed, and the expired cache entries; returns how many went. */
  purge: () => Promise<number>;
  /** Answers when the database does (readiness). */
  ping: () => Promise<void>;
  /** On PostgreSQL: the connection string (the job queue, pg-boss, keeps its tables in the same database). */
  postgresUrl?: string;
  close: () => Promise<void>;
};

export type StoreOptions = {
  /** Told when the listening connection of an instance breaks (it listens again by itself). */
  onError?: (line: string) => void;
  /** Told what the import of an older version's SQLite file did at start (legacy/embedded.ts). */
  onNote?: (line: string) => void;
};

// Errors reach the caller as a rejected call (throwOnErrors), never as a silent `false` from keyv.
const keyvOptions = { throwOnErrors: true, useKeyPrefix: false } as const;

/** The channel cache invalidations go on; several apps sharing a database would each need their own. */
const INVALIDATION_CHANNEL = 'kudos_cache_invalidation';

function factoryOn(database: AppDatabase, caches: CacheRegistry, storeUrl: string): StoreFactory {
  const { db, dialect } = database;
  return {
    kind: dialect,
    db,
    namespace: <T>(name: string) => new Keyv<T>({ store: new SqlKeyvStore(db, name), namespace: name, ...keyvOptions }),
    atomic: (name) => sqlAtomic(db, dialect, name),
    outbox: () => sqlOutbox(db, dialect),
    cache: <T>(name: string) => new TtlCache<T>(name, caches.map(name)),
    sharedMap: caches.map,
    dropCached: caches.dropWhere,
    purge: async () => (await purgeExpired(db)) + caches.purge(),
    ping: async () => {
      await db
        .selectFrom('kudos_migrations' as never)
        .select((eb) => eb.lit(1).as('one'))
        .limit(1)
        .execute();
    },
    ...(dialect === 'postgres' ? { postgresUrl: storeUrl } : {}),
    close: async () => {
      await caches.close();
      await database.close();
    },
  };
}

export async function createStoreFactory(storeUrl: string, options: StoreOptions = {}): Promise<StoreFactory> {
  const onError = options.onError ?? (() => {});
  const database = await openAppDatabase(storeUrl, onError);
  if (database.sqlite) await importLegacyTable(database, storeUrl.slice('sqlite://'.length), { info: options.onNote ?? (() => {}), warn: onError });
  const caches = await cacheRegistry(database.pool ? postgresBus(database.pool, INVALIDATION_CHANNEL, onError) : undefined);
  return factoryOn(database, caches, storeUrl);
}
