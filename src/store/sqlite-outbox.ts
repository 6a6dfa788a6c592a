// The outbox on the SQLite file of STORE_URL: one row per open item, leases compared and set in single statements (or
// one IMMEDIATE transaction), so processes sharing the file never both take an item.
import type Database from 'better-sqlite3';
import type { Outbox, OutboxItem } from './outbox.js';

const TABLE = 'kudos_outbox';

type Row = { id: string; kind: string; body: string; progress: string | null; created: number; attempts: number };

export function prepareOutboxTable(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (
    id TEXT PRIMARY KEY, kind TEXT NOT NULL, body TEXT NOT NULL, progress TEXT,
    owner TEXT, lease_until INTEGER NOT NULL, created INTEGER NOT NULL, attempts INTEGER NOT NULL)`);
  db.exec(`CREATE INDEX IF NOT EXISTS ${TABLE}_lease ON ${TABLE} (lease_until)`);
}

const item = (row: Row): OutboxItem => ({
  id: row.id,
  kind: row.kind,
  body: JSON.parse(row.body) as unknown,
  ...(row.progress === null ? {} : { progress: JSON.parse(row.progress) as unknown }),
  createdAt: row.created,
  attempts: row.attempts,
});

export function sqliteOutbox(db: Database.Database): Outbox {
  prepareOutboxTable(db);
  const insert = db.prepare<{ id: string; kind: string; body: string; owner: string; lease: number; now: number }>(
    `INSERT INTO ${TABLE} (id, kind, body, owner, lease_until, created, attempts) VALUES (@id, @kind, @body, @owner, @lease, @now, 1) ON CONFLICT(id) DO NOTHING`,
  );
  const lapsed = db.prepare<{ now: number; max: number }, Row>(
    `SELECT id, kind, body, progress, created, attempts FROM ${TABLE} WHERE lease_until <= @now ORDER BY created LIMIT @max`,
  );
  const lease = db.prepare<{ id: string; owner: string; lease: number; now: number }>(
    `UPDATE ${TABLE} SET owner = @owner, lease_until = @lease, attempts = attempts + 1 WHERE id = @id AND lease_until <= @now`,
  );
  const renew = db.prepare<{ id: string; owner: string; lease: number }>(`UPDATE ${TABLE} SET lease_until = @lease WHERE id = @id AND owner = @owner`);
  const save = db.prepare<{ id: string; owner: string; progress: string }>(`UPDATE ${TABLE} SET progress = @progress WHERE id = @id AND owner = @owner`);
  const remove = db.prepare<{ id: string; owner: string }>(`DELETE FROM ${TABLE} WHERE id = @id AND owner = @owner`);
  const letGo = db.prepare<{ id: string; owner: string }>(`UPDATE ${TABLE} SET owner = NULL, lease_until = 0 WHERE id = @id AND owner = @owner`);
  const all = db.prepare<[], { id: string; kind: string; body: string }>(`SELECT id, kind, body FROM ${TABLE}`);
  const dropOne = db.prepare<{ id: string }>(`DELETE FROM ${TABLE} WHERE id = @id`);
  const count = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${TABLE}`);

  const take = db.transaction((owner: string, leaseMs: number, max: number): OutboxItem[] => {
    const now = Date.now();
    return lapsed.all({ now, max }).flatMap((row) => (lease.run({ id: row.id, owner, lease: now + leaseMs, now }).changes === 1 ? [item({ ...row, attempts: row.attempts + 1 })] : []));
  });
  const renewAll = db.transaction((owner: string, ids: string[], leaseMs: number) => {
    const until = Date.now() + leaseMs;
    return ids.filter((id) => renew.run({ id, owner, lease: until }).changes !== 1);
  });

  return {
    add: async ({ id, kind, body, createdAt }, owner, leaseMs) =>
      insert.run({ id, kind, body: JSON.stringify(body), owner, lease: Date.now() + leaseMs, now: createdAt }).changes === 1,
    takeLapsed: async (owner, leaseMs, max) => take.immediate(owner, leaseMs, max),
    renew: async (owner, ids, leaseMs) => (ids.length === 0 ? [] : renewAll.immediate(owner, ids, leaseMs)),
    save: async (id, owner, progress) => save.run({ id, owner, progress: JSON.stringify(progress) }).changes === 1,
    finish: async (id, owner) => {
      remove.run({ id, owner });
    },
    release: async (id, owner) => {
      letGo.run({ id, owner });
    },
    drop: async (match) => all.all().filter((row) => match({ kind: row.kind, body: JSON.parse(row.body) as unknown })).filter((row) => dropOne.run({ id: row.id }).changes === 1).length,
    open: async () => count.get()!.n,
  };
}
