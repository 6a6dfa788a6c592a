// keyv stores for the app's own state, all on the backend named by STORE_URL, each in its own namespace.
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

export type StoreFactory = {
  /** Durable state on STORE_URL: settings, dedupe keys, jobs, drafts. */
  namespace: <T>(name: string) => Keyv<T>;
  /** A cache in this process's memory (keyv's own Map store, with TTLs): fast, and nothing is lost when it is. */
  cache: <T>(name: string) => Keyv<T>;
  close: () => Promise<void>;
};

export function createStoreFactory(storeUrl: string): StoreFactory {
  if (!storeUrl.startsWith('sqlite://')) {
    throw new Error(`STORE_URL ${storeUrl.split(':')[0]}:// is not supported yet; use sqlite://path`);
  }
  const path = storeUrl.slice('sqlite://'.length);
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    // Created here, owner-only like the key file, before SQLite would create it with the umask's wider mode.
    closeSync(openSync(path, 'a', 0o600));
  }
  // One adapter per namespace: a keyv adapter carries the namespace it clears and iterates.
  const adapters: KeyvSqlite[] = [];
  return {
    namespace: <T>(name: string) => {
      const adapter = new KeyvSqlite({ uri: `sqlite://${path}`, table: 'kudos_app', busyTimeout: 5000 });
      adapters.push(adapter);
      const store = new Keyv<T>({ store: adapter, namespace: name });
      store.on('error', () => {}); // failures surface as rejected calls, where callers handle them
      return store;
    },
    cache: <T>(name: string) => new Keyv<T>({ namespace: name }),
    close: async () => {
      await Promise.all(adapters.map((a) => a.disconnect()));
    },
  };
}
