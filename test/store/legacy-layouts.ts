// Writes records the way the store before 0f4f498 wrote them, for the migrate-store tests: an SQLite file's tables
// kudos_app and kudos_outbox (sqlite-keyv, sqlite-atomic, sqlite-ledger and sqlite-outbox.ts of `git show 0f4f498^:…`)
// and Redis keys under a prefix (@keyv/redis's layout, redis-atomic, redis-ledger and redis-outbox.ts). Written from
// that code's statements and scripts, not by it: those modules are gone. keyv's records go through keyv itself.
import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import { createClient } from '@redis/client';
import Keyv, { type KeyvStoreAdapter, type StoredData } from 'keyv';

const ONCE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** What the old store wrote, one call per kind of record. */
export type LegacyWriter = {
  /** A keyv namespace's record (stores.namespace(ns).set), its TTL in ms. */
  keyv: (ns: string, key: string, value: unknown, ttlMs?: number) => Promise<void>;
  /** An atomic claim (stores.atomic(ns).claim). */
  claim: (ns: string, key: string, value: unknown, ttlMs: number) => Promise<void>;
  /** A capped counter as spend() left it, and a once-only spend's mark. */
  counter: (ns: string, key: string, total: number, ttlMs: number) => Promise<void>;
  once: (ns: string, id: string, value: unknown) => Promise<void>;
  /** The rewards ledger (stores.ledger('rewards')): a counter, a step's once mark, an entry appended to a log. */
  ledgerCounter: (key: string, value: number) => Promise<void>;
  ledgerOnce: (id: string, values: number[]) => Promise<void>;
  ledgerLog: (log: string, entry: unknown) => Promise<void>;
  /** An open outbox item (add, then save of its progress), leased to `owner`. */
  outbox: (item: { id: string; kind: string; body: unknown; progress?: unknown; createdAt: number }, owner: string, leaseMs: number) => Promise<void>;
};

/** A keyv store adapter writing as the old one did; only `set` is used. */
class Writes extends EventEmitter implements KeyvStoreAdapter {
  opts = {};
  namespace?: string | undefined;
  constructor(private readonly put: (key: string, value: string, ttl?: number) => Promise<void>) {
    super();
  }
  async set(key: string, value: string, ttl?: number) {
    await this.put(key, value, ttl);
  }
  async get<Value>(): Promise<StoredData<Value> | undefined> {
    return undefined;
  }
  async delete() {
    return false;
  }
  async clear() {}
}

/** sqlite-keyv.ts's prepareKeyvTable and sqlite-outbox.ts's prepareOutboxTable. */
function prepareTables(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS kudos_app (key VARCHAR(255) PRIMARY KEY, value TEXT, expires INTEGER)');
  db.exec('CREATE INDEX IF NOT EXISTS kudos_app_expires ON kudos_app (expires) WHERE expires IS NOT NULL');
  db.exec(`CREATE TABLE IF NOT EXISTS kudos_outbox (
    id TEXT PRIMARY KEY, kind TEXT NOT NULL, body TEXT NOT NULL, progress TEXT,
    owner TEXT, lease_until INTEGER NOT NULL, created INTEGER NOT NULL, attempts INTEGER NOT NULL)`);
  db.exec('CREATE INDEX IF NOT EXISTS kudos_outbox_lease ON kudos_outbox (lease_until)');
}

/** The old SQLite store's writes into `db` (an older version's data/app.sqlite). */
export function sqliteLegacyWriter(db: Database.Database): LegacyWriter {
  prepareTables(db);
  const write = db.prepare<[string, string, number | null]>(
    'INSERT INTO kudos_app (key, value, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires',
  );
  const envelope = (value: unknown, expires: number | null) => JSON.stringify(expires === null ? { value } : { value, expires });
  const logLength = new Map<string, number>();
  return {
    keyv: async (ns, key, value, ttlMs) => {
      // keyv's own prefix `ns:` (useKeyPrefix), as the old SqliteKeyvStore namespaces were made.
      const store = new Writes(async (k, v, ttl) => void write.run(k, v, typeof ttl === 'number' && ttl > 0 ? Date.now() + ttl : null));
      await new Keyv({ store, namespace: ns, throwOnErrors: true }).set(key, value, ttlMs);
    },
    claim: async (ns, key, value, ttlMs) => void write.run(`${ns}:${key}`, envelope(value, Date.now() + ttlMs), Date.now() + ttlMs),
    counter: async (ns, key, total, ttlMs) => void write.run(`${ns}:${key}`, envelope(total, Date.now() + ttlMs), Date.now() + ttlMs),
    once: async (ns, id, value) => void write.run(`${ns}:once:${id}`, envelope(value, Date.now() + ONCE_KEEP_MS), Date.now() + ONCE_KEEP_MS),
    ledgerCounter: async (key, value) => void write.run(`rewards:${key}`, JSON.stringify({ value }), null),
    ledgerOnce: async (id, values) => void write.run(`rewards:once:${id}`, JSON.stringify({ value: values }), null),
    ledgerLog: async (log, entry) => {
      const length = logLength.get(log) ?? 0;
      write.run(`rewards:log:${log}:${String(length).padStart(12, '0')}`, JSON.stringify({ value: entry }), null);
      write.run(`rewards:logn:${log}`, JSON.stringify({ value: length + 1 }), null);
      logLength.set(log, length + 1);
    },
    outbox: async ({ id, kind, body, progress, createdAt }, owner, leaseMs) => {
      db.prepare(
        'INSERT INTO kudos_outbox (id, kind, body, owner, lease_until, created, attempts) VALUES (?, ?, ?, ?, ?, ?, 1) ON CONFLICT(id) DO NOTHING',
      ).run(id, kind, JSON.stringify(body), owner, Date.now() + leaseMs, createdAt);
      if (progress !== undefined) db.prepare('UPDATE kudos_outbox SET progress = ? WHERE id = ? AND owner = ?').run(JSON.stringify(progress), id, owner);
    },
  };
}

/** A Redis client for the old layout's keys (errors go to connect's caller; nothing reconnects in a test). */
export const redisClient = (url: string) => createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
type Redis = ReturnType<typeof redisClient>;

/** The old Redis store's writes under `prefix` (STORE_PREFIX). */
export function redisLegacyWriter(client: Redis, prefix: string): LegacyWriter {
  const key = (ns: string, k: string) => `${prefix}:${ns}::${k}`;
  return {
    keyv: async (ns, k, value, ttlMs) => {
      // @keyv/redis: `SET <namespace>::<key> <keyv's text> [PX ttl]`, the namespace `prefix:name`, keyv's prefix off.
      const store = new Writes(async (kk, v, ttl) => void (ttl ? await client.set(key(ns, kk), v, { PX: ttl }) : await client.set(key(ns, kk), v)));
      await new Keyv({ store, namespace: `${prefix}:${ns}`, useKeyPrefix: false, throwOnErrors: true }).set(k, value, ttlMs);
    },
    // redis-atomic.ts: claim is SET NX PX; the Lua scripts encode with cjson (the same text for these values).
    claim: async (ns, k, value, ttlMs) =>
      void (await client.set(key(ns, k), JSON.stringify({ value }), { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })),
    counter: async (ns, k, total, ttlMs) => void (await client.set(key(ns, k), JSON.stringify({ value: total }), { PX: ttlMs })),
    once: async (ns, id, value) => void (await client.set(key(ns, `once:${id}`), JSON.stringify({ value }), { PX: ONCE_KEEP_MS })),
    // redis-ledger.ts's STEP script: counters and once marks without TTL; cjson writes an empty list as `{}`.
    ledgerCounter: async (k, value) => void (await client.set(key('rewards', k), JSON.stringify({ value }))),
    ledgerOnce: async (id, values) => void (await client.set(key('rewards', `once:${id}`), values.length ? JSON.stringify({ value: values }) : '{"value":{}}')),
    ledgerLog: async (log, entry) => void (await client.rPush(key('rewards', `log:${log}`), JSON.stringify(entry))),
    // redis-outbox.ts's ADD and SAVE scripts.
    outbox: async ({ id, kind, body, progress, createdAt }, owner, leaseMs) => {
      const item = `${prefix}:{outbox}:item:${id}`;
      await client.hSet(item, { kind, body: JSON.stringify(body), owner, created: String(createdAt), attempts: '1' });
      await client.zAdd(`${prefix}:{outbox}:leases`, { score: Date.now() + leaseMs, value: id });
      if (progress !== undefined) await client.hSet(item, 'progress', JSON.stringify(progress));
    },
  };
}
