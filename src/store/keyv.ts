// keyv stores for the app's own state, all on the backend named by STORE_URL, each in its own namespace.
import Database from 'better-sqlite3';
import Keyv from 'keyv';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { purgeExpiredCacheEntries } from './memory-cache.js';
import { SqliteKeyvStore, prepareKeyvTable, purgeExpiredRows } from './sqlite-keyv.js';

export type StoreFactory = {
  /** Durable state on STORE_URL: settings, dedupe keys, jobs, drafts. */
  namespace: <T>(name: string) => Keyv<T>;
  /** A cache in this process's memory (keyv's own Map store, with TTLs): fast, and nothing is lost when it is. */
  cache: <T>(name: string) => Keyv<T>;
  /** Deletes the keys whose TTL has passed, durable and cached; returns how many went. */
  purge: () => Promise<number>;
  close: () => Promise<void>;
};

/** Opens the SQLite file of STORE_URL, owner-only, with the keyv table ready. */
export function openSqlite(storeUrl: string): Database.Database {
  const path = storeUrl.slice('sqlite://'.length);
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    // Created here, owner-only like the key file, before SQLite would create it with the umask's wider mode.
    closeSync(openSync(path, 'a', 0o600));
  }
  const db = new Database(path, { timeout: 5000 });
  // WAL lets readers and one writer share the file (the app and a second process on it) without waiting on each other.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  prepareKeyvTable(db);
  return db;
}

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

export function createStoreFactory(storeUrl: string): StoreFactory {
  if (!storeUrl.startsWith('sqlite://')) {
    throw new Error(`STORE_URL ${storeUrl.split(':')[0]}:// is not supported yet; use sqlite://path`);
  }
  const db = openSqlite(storeUrl);
  const caches = memoryCaches();
  return {
    namespace: <T>(name: string) => {
      const store = new Keyv<T>({ store: new SqliteKeyvStore(db), namespace: name });
      store.on('error', () => {}); // failures surface as rejected calls, where callers handle them
      return store;
    },
    cache: caches.cache,
    purge: async () => purgeExpiredRows(db) + caches.purge(),
    close: async () => {
      db.close();
    },
  };
}
