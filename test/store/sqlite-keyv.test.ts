// The keyv store on better-sqlite3: TTLs honoured, expired keys purged (durable and cached), @keyv/sqlite files read.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type StoreFactory, createStoreFactory } from '../../src/store/keyv.js';
import { schedulePurge } from '../../src/store/purge.js';
import { type TtlEntry, TtlCache } from '../../src/store/ttl-cache.js';

const quiet = { debug: () => {}, warn: () => {} };
const opened: StoreFactory[] = [];
async function storeAt(path: string): Promise<StoreFactory> {
  const stores = await createStoreFactory(`sqlite://${path}`);
  opened.push(stores);
  return stores;
}
const freshFile = () => join(mkdtempSync(join(tmpdir(), 'kudos-store-')), 'app.sqlite');
const rowKeys = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT key FROM kudos_app ORDER BY key').all() as { key: string }[]).map((r) => r.key);
  } finally {
    db.close();
  }
};

afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe('keyv on better-sqlite3', () => {
  it('keeps each namespace apart and forgets a key once its TTL has passed', async () => {
    const stores = await storeAt(freshFile());
    const a = stores.namespace<{ n: number }>('a');
    const b = stores.namespace<{ n: number }>('b');
    await a.set('k', { n: 1 });
    await b.set('k', { n: 2 }, 200);
    expect(await a.get('k')).toEqual({ n: 1 });
    expect(await b.get('k')).toEqual({ n: 2 });
    await sleep(250);
    expect(await b.get('k')).toBeUndefined();
    await b.clear();
    expect(await a.get('k')).toEqual({ n: 1 });
    expect(await a.delete('k')).toBe(true);
    expect(await a.get('k')).toBeUndefined();
  });

  it('purges expired dedupe keys and drafts from the file, keeping the live ones', async () => {
    const path = freshFile();
    const stores = await storeAt(path);
    const dedupe = stores.namespace<string>('dedupe');
    const drafts = stores.namespace<string>('review-drafts');
    await dedupe.set('old', 'x', 20);
    await drafts.set('old', 'x', 20);
    await dedupe.set('live', 'x', 60_000);
    await drafts.set('kept', 'x');
    await sleep(40);
    // Expired but never read again: still taking room until a purge.
    expect(rowKeys(path)).toEqual(['dedupe:live', 'dedupe:old', 'review-drafts:kept', 'review-drafts:old']);
    expect(await stores.purge()).toBe(2);
    expect(rowKeys(path)).toEqual(['dedupe:live', 'review-drafts:kept']);
  });

  it('sweeps expired entries out of the in-process caches', async () => {
    const stores = await storeAt(':memory:');
    const map = stores.sharedMap<TtlEntry<string>>('slack-emails');
    const emails = new TtlCache('slack-emails', map);
    emails.set('U1', 'a@example.com', 20);
    emails.set('U2', 'b@example.com', 60_000);
    await sleep(40);
    expect(map.size).toBe(2);
    expect(await stores.purge()).toBe(1);
    expect([...map.keys()]).toEqual(['slack-emails:U2']);
    expect(emails.get('U2')).toBe('b@example.com');
  });

  it('purges at start, before the first request, when the app starts on an old file', async () => {
    const path = freshFile();
    const first = await storeAt(path);
    await first.namespace<string>('dedupe').set('old', 'x', 10);
    await first.close();
    opened.pop();
    await sleep(30);
    const stopPurging = await schedulePurge(await storeAt(path), quiet);
    stopPurging();
    expect(rowKeys(path)).toEqual([]);
  });

  it('reads a file written by @keyv/sqlite and fills in the expiry of its rows', async () => {
    const path = freshFile();
    const old = new Database(path);
    old.exec('CREATE TABLE kudos_app(key VARCHAR(255) PRIMARY KEY, value TEXT )');
    const insert = old.prepare('INSERT INTO kudos_app (key, value) VALUES (?, ?)');
    insert.run('workspaces:T:T1', JSON.stringify({ value: { feedChannel: 'C1' } }));
    insert.run('dedupe:view:T:T1:V1', JSON.stringify({ value: { state: 'pending' }, expires: Date.now() + 60_000 }));
    insert.run('dedupe:view:T:T1:V0', JSON.stringify({ value: { state: 'pending' }, expires: Date.now() - 1 }));
    old.close();
    const stores = await storeAt(path);
    expect(await stores.namespace('workspaces').get('T:T1')).toEqual({ feedChannel: 'C1' });
    expect(await stores.namespace('dedupe').get('view:T:T1:V1')).toEqual({ state: 'pending' });
    expect(await stores.purge()).toBe(1);
    expect(rowKeys(path)).toEqual(['dedupe:view:T:T1:V1', 'workspaces:T:T1']);
  });
});
