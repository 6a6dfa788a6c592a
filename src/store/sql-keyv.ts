// A keyv store adapter on the app's database (table kept_records), for the short-lived records a restart must still
// find: a town-hall digest waiting for "Post to channel", a weekly digest's or a summary's post under way, dashboard
// sign-outs, the workbench's history. Each namespace is a column value; expired rows are skipped and purged.
import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type { KeyvStoreAdapter, StoredData } from 'keyv';
import type { Database } from '../db/schema.js';

export class SqlKeyvStore extends EventEmitter implements KeyvStoreAdapter {
  readonly opts = { dialect: 'sql', table: 'kept_records' };

  constructor(
    private readonly db: Kysely<Database>,
    readonly namespace: string,
  ) {
    super();
  }

  private rows() {
    return this.db.selectFrom('kept_records').where('namespace', '=', this.namespace);
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    const now = Date.now();
    const row = await this.rows()
      .select('value_json')
      .where('key', '=', key)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    return row?.value_json as StoredData<Value> | undefined;
  }

  async getMany<Value>(keys: string[]): Promise<Array<StoredData<Value | undefined>>> {
    return Promise.all(keys.map((k) => this.get<Value>(k)));
  }

  async set(key: string, value: string, ttl?: number): Promise<void> {
    const expires_at = typeof ttl === 'number' && ttl > 0 ? Date.now() + ttl : null;
    await this.db
      .insertInto('kept_records')
      .values({ namespace: this.namespace, key, value_json: value, expires_at })
      .onConflict((oc) => oc.columns(['namespace', 'key']).doUpdateSet({ value_json: value, expires_at }))
      .execute();
  }

  async delete(key: string): Promise<boolean> {
    const r = await this.db.deleteFrom('kept_records').where('namespace', '=', this.namespace).where('key', '=', key).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const deleted = await Promise.all(keys.map((k) => this.delete(k)));
    return deleted.some(Boolean);
  }

  async has(key: string): Promise<boolean> {
    return (await this.get(key)) !== undefined;
  }

  async clear(): Promise<void> {
    await this.db.deleteFrom('kept_records').where('namespace', '=', this.namespace).execute();
  }
}
