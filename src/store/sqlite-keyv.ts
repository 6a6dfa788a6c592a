// A keyv store adapter on better-sqlite3 (the one SQLite driver of the app), in @keyv/sqlite's table layout plus an
// `expires` column, so expired rows can be found and purged in one indexed DELETE.
import type Database from 'better-sqlite3';
import { EventEmitter } from 'node:events';
import type { KeyvStoreAdapter, StoredData } from 'keyv';

/** The table every namespace shares; its name and (key, value) columns are the ones @keyv/sqlite created. */
export const KEYV_TABLE = 'kudos_app';

type Row = { value: string };

/** Creates the table, or adds `expires` to one written by @keyv/sqlite and fills it from the rows' keyv envelopes. */
export function prepareKeyvTable(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${KEYV_TABLE} (key VARCHAR(255) PRIMARY KEY, value TEXT, expires INTEGER)`);
  const columns = db.prepare(`PRAGMA table_info(${KEYV_TABLE})`).all() as { name: string }[];
  if (!columns.some((c) => c.name === 'expires')) {
    db.transaction(() => {
      db.exec(`ALTER TABLE ${KEYV_TABLE} ADD COLUMN expires INTEGER`);
      db.exec(`UPDATE ${KEYV_TABLE} SET expires = json_extract(value, '$.expires') WHERE json_valid(value)`);
    })();
  }
  db.exec(`CREATE INDEX IF NOT EXISTS ${KEYV_TABLE}_expires ON ${KEYV_TABLE} (expires) WHERE expires IS NOT NULL`);
}

/** Deletes every row whose TTL has passed; returns how many went. */
export function purgeExpiredRows(db: Database.Database, now = Date.now()): number {
  return db.prepare(`DELETE FROM ${KEYV_TABLE} WHERE expires IS NOT NULL AND expires <= ?`).run(now).changes;
}

/** One namespace's view of the shared table; keyv prefixes the keys with `namespace:` itself, as it did before. */
export class SqliteKeyvStore extends EventEmitter implements KeyvStoreAdapter {
  namespace?: string | undefined;
  readonly opts = { dialect: 'sqlite', table: KEYV_TABLE };
  private readonly statements;

  constructor(db: Database.Database) {
    super();
    this.statements = {
      get: db.prepare<[string, number], Row>(`SELECT value FROM ${KEYV_TABLE} WHERE key = ? AND (expires IS NULL OR expires > ?)`),
      set: db.prepare<[string, string, number | null]>(
        `INSERT INTO ${KEYV_TABLE} (key, value, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
      ),
      delete: db.prepare<[string]>(`DELETE FROM ${KEYV_TABLE} WHERE key = ?`),
      clear: db.prepare<[number, string]>(`DELETE FROM ${KEYV_TABLE} WHERE substr(key, 1, ?) = ?`),
    };
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    return this.statements.get.get(key, Date.now())?.value as StoredData<Value> | undefined;
  }

  async getMany<Value>(keys: string[]): Promise<Array<StoredData<Value | undefined>>> {
    return Promise.all(keys.map((k) => this.get<Value>(k)));
  }

  async set(key: string, value: string, ttl?: number): Promise<void> {
    this.statements.set.run(key, value, typeof ttl === 'number' && ttl > 0 ? Date.now() + ttl : null);
  }

  async delete(key: string): Promise<boolean> {
    return this.statements.delete.run(key).changes > 0;
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const deleted = await Promise.all(keys.map((k) => this.delete(k)));
    return deleted.some(Boolean);
  }

  async has(key: string): Promise<boolean> {
    return (await this.get(key)) !== undefined;
  }

  async clear(): Promise<void> {
    const prefix = this.namespace ? `${this.namespace}:` : '';
    this.statements.clear.run(prefix.length, prefix);
  }
}
