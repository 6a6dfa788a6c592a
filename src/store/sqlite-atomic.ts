// AtomicStore on the SQLite file: a claim is one INSERT … ON CONFLICT that only overwrites an expired row, and a
// counter changes inside an IMMEDIATE transaction (the file's write lock), so processes sharing the file agree too.
// Rows are keyv envelopes in the keyv table, so `name:key` reads the same through keyv.
import type Database from 'better-sqlite3';
import type { AtomicStore, Spent } from './atomic.js';
import { KEYV_TABLE } from './sqlite-keyv.js';

type Row = { value: string; expires: number | null };

const envelope = (value: unknown, expires: number | null) => JSON.stringify(expires === null ? { value } : { value, expires });

export function sqliteAtomic(db: Database.Database, namespace: string): AtomicStore {
  const key = (k: string) => `${namespace}:${k}`;
  const claim = db.prepare<[string, string, number, number], never>(
    `INSERT INTO ${KEYV_TABLE} (key, value, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires
     WHERE ${KEYV_TABLE}.expires IS NOT NULL AND ${KEYV_TABLE}.expires <= ?`,
  );
  const read = db.prepare<[string], Row>(`SELECT value, expires FROM ${KEYV_TABLE} WHERE key = ?`);
  const write = db.prepare<[string, string, number | null]>(
    `INSERT INTO ${KEYV_TABLE} (key, value, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM ${KEYV_TABLE} WHERE key = ?`);

  /** The live counter at a prefixed key: its total and expiry, or zero and none when absent or expired. */
  const counter = (k: string, now: number): { total: number; expires: number | null } => {
    const row = read.get(k);
    if (!row || (row.expires !== null && row.expires <= now)) return { total: 0, expires: null };
    const value = (JSON.parse(row.value) as { value?: unknown }).value;
    return { total: typeof value === 'number' ? value : 0, expires: row.expires };
  };

  /** Thrown inside the claimAll transaction to roll back the keys it set when a later one is held. */
  const held = new Error('a key is held');
  const claimEvery = db.transaction((entries: { key: string; ttlMs: number }[], value: unknown, now: number) => {
    for (const e of entries) if (claim.run(key(e.key), envelope(value, now + e.ttlMs), now + e.ttlMs, now).changes !== 1) throw held;
  });
  const spend = db.transaction((k: string, amount: number, cap: number, ttlMs: number | undefined): Spent => {
    const now = Date.now();
    const current = counter(k, now);
    if (current.total + amount > cap) return { ok: false, total: current.total };
    const expires = current.expires ?? (ttlMs ? now + ttlMs : null);
    write.run(k, envelope(current.total + amount, expires), expires);
    return { ok: true, total: current.total + amount };
  });
  const refund = db.transaction((k: string, amount: number): number => {
    const current = counter(k, Date.now());
    const total = Math.max(0, current.total - amount);
    if (current.total > 0) write.run(k, envelope(total, current.expires), current.expires);
    return total;
  });

  return {
    claim: async (k, value, ttlMs) => {
      const now = Date.now();
      return claim.run(key(k), envelope(value, now + ttlMs), now + ttlMs, now).changes === 1;
    },
    claimAll: async (entries, value) => {
      try {
        claimEvery.immediate(entries, value, Date.now());
        return true;
      } catch (error) {
        if (error === held) return false;
        throw error;
      }
    },
    isClaimed: async (k) => {
      const row = read.get(key(k));
      return !!row && (row.expires === null || row.expires > Date.now());
    },
    release: async (k) => {
      remove.run(key(k));
    },
    spend: async (k, amount, cap, ttlMs) => spend.immediate(key(k), amount, cap, ttlMs),
    refund: async (k, amount) => refund.immediate(key(k), amount),
    total: async (k) => counter(key(k), Date.now()).total,
  };
}
