// AtomicStore on the SQLite file: a claim is one INSERT … ON CONFLICT that only overwrites an expired row, and a
// counter changes inside an IMMEDIATE transaction (the file's write lock), so processes sharing the file agree too.
// Rows are keyv envelopes in the keyv table, so `name:key` reads the same through keyv.
import type Database from 'better-sqlite3';
import { type AtomicStore, ONCE_KEEP_MS, type Pace, type Spent, nextSlot } from './atomic.js';
import { KEYV_TABLE } from './sqlite-keyv.js';

type Row = { value: string; expires: number | null };

const envelope = (value: unknown, expires: number | null) => JSON.stringify(expires === null ? { value } : { value, expires });

/** Reads and writes of whole rows, and a row's value while it lives. */
function rows(db: Database.Database) {
  const read = db.prepare<[string], Row>(`SELECT value, expires FROM ${KEYV_TABLE} WHERE key = ?`);
  const write = db.prepare<[string, string, number | null]>(
    `INSERT INTO ${KEYV_TABLE} (key, value, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires`,
  );
  /** The row's value while it lives, or undefined. */
  const live = (k: string, now: number): { value: unknown; expires: number | null } | undefined => {
    const row = read.get(k);
    if (!row || (row.expires !== null && row.expires <= now)) return undefined;
    return { value: (JSON.parse(row.value) as { value?: unknown }).value, expires: row.expires };
  };
  return { read, write, live };
}

/** Claims and leases: single statements, and one IMMEDIATE transaction for several keys at once. */
function claims(db: Database.Database, key: (k: string) => string): Omit<AtomicStore, 'spend' | 'refund' | 'total' | 'keys' | 'rewrite' | 'pace'> {
  const { live } = rows(db);
  const claim = db.prepare<[string, string, number, number], never>(
    `INSERT INTO ${KEYV_TABLE} (key, value, expires) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = excluded.expires
     WHERE ${KEYV_TABLE}.expires IS NOT NULL AND ${KEYV_TABLE}.expires <= ?`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM ${KEYV_TABLE} WHERE key = ?`);
  // A live lease held by this owner string: the envelope's value is compared, its expiry rewritten with the row's.
  const renew = db.prepare<{ key: string; owner: string; expires: number; now: number }>(
    `UPDATE ${KEYV_TABLE} SET value = json_set(value, '$.expires', @expires), expires = @expires
     WHERE key = @key AND json_type(value, '$.value') = 'text' AND json_extract(value, '$.value') = @owner AND expires > @now`,
  );
  const removeIf = db.prepare<{ key: string; owner: string; now: number }>(
    `DELETE FROM ${KEYV_TABLE}
     WHERE key = @key AND json_type(value, '$.value') = 'text' AND json_extract(value, '$.value') = @owner AND (expires IS NULL OR expires > @now)`,
  );
  /** Thrown inside the claimAll transaction to roll back the keys it set when a later one is held. */
  const held = new Error('a key is held');
  /** A live row holding exactly this value (JSON text compared): the same work's claim, resumed. */
  const holds = (k: string, value: unknown, now: number) => {
    const row = live(k, now);
    return !!row && JSON.stringify(row.value) === JSON.stringify(value);
  };
  const claimEvery = db.transaction((entries: { key: string; ttlMs: number }[], value: unknown, reentrant: boolean, now: number) => {
    for (const e of entries) {
      const won = claim.run(key(e.key), envelope(value, now + e.ttlMs), now + e.ttlMs, now).changes === 1;
      if (!won && !(reentrant && holds(key(e.key), value, now))) throw held;
    }
  });
  return {
    claim: async (k, value, ttlMs) => {
      const now = Date.now();
      return claim.run(key(k), envelope(value, now + ttlMs), now + ttlMs, now).changes === 1;
    },
    claimAll: async (entries, value, reentrant = false) => {
      try {
        claimEvery.immediate(entries, value, reentrant, Date.now());
        return true;
      } catch (error) {
        if (error === held) return false;
        throw error;
      }
    },
    isClaimed: async (k) => live(key(k), Date.now()) !== undefined,
    release: async (k) => {
      remove.run(key(k));
    },
    renew: async (k, owner, ttlMs) => {
      const now = Date.now();
      return renew.run({ key: key(k), owner, expires: now + ttlMs, now }).changes === 1;
    },
    releaseIf: async (k, owner) => removeIf.run({ key: key(k), owner, now: Date.now() }).changes === 1,
  };
}

/** Capped counters, each change in an IMMEDIATE transaction; a once-only change leaves a marker row beside it. */
function counters(db: Database.Database, key: (k: string) => string): Pick<AtomicStore, 'spend' | 'refund' | 'total'> {
  const { write, live } = rows(db);
  /** The live counter at a prefixed key: its total and expiry, or zero and none when absent or expired. */
  const counter = (k: string, now: number): { total: number; expires: number | null } => {
    const row = live(k, now);
    return row ? { total: typeof row.value === 'number' ? row.value : 0, expires: row.expires } : { total: 0, expires: null };
  };
  /** A once-only change done before: its remembered value (the marker row lives ONCE_KEEP_MS). */
  const doneBefore = (once: string | undefined, now: number): unknown => (once === undefined ? undefined : live(key(`once:${once}`), now)?.value);
  const remember = (once: string | undefined, value: unknown, now: number) => {
    if (once !== undefined) write.run(key(`once:${once}`), envelope(value, now + ONCE_KEEP_MS), now + ONCE_KEEP_MS);
  };
  const spend = db.transaction((k: string, amount: number, cap: number, ttlMs: number | undefined, once: string | undefined): Spent => {
    const now = Date.now();
    const before = doneBefore(once, now) as [number, number] | undefined;
    if (before) return { ok: true, total: before[0], amount: before[1] };
    const current = counter(k, now);
    if (current.total + amount > cap) return { ok: false, total: current.total, amount: 0 };
    const expires = current.expires ?? (ttlMs ? now + ttlMs : null);
    write.run(k, envelope(current.total + amount, expires), expires);
    remember(once, [current.total + amount, amount], now);
    return { ok: true, total: current.total + amount, amount };
  });
  const refund = db.transaction((k: string, amount: number, once: string | undefined): number => {
    const now = Date.now();
    const before = doneBefore(once, now);
    if (typeof before === 'number') return before;
    const current = counter(k, now);
    const total = Math.max(0, current.total - amount);
    if (current.total > 0) write.run(k, envelope(total, current.expires), current.expires);
    remember(once, total, now);
    return total;
  });
  return {
    spend: async (k, amount, cap, ttlMs, once) => spend.immediate(key(k), amount, cap, ttlMs, once),
    refund: async (k, amount, once) => refund.immediate(key(k), amount, once),
    total: async (k) => counter(key(k), Date.now()).total,
  };
}

/** A namespace's live keys, and one record rewritten in place: for work that visits every record (re-sealing). */
function recordOps(db: Database.Database, namespace: string): Pick<AtomicStore, 'keys' | 'rewrite'> {
  const { read } = rows(db);
  const prefix = `${namespace}:`;
  const live = db.prepare<[number, string, number], { key: string }>(`SELECT key FROM ${KEYV_TABLE} WHERE substr(key, 1, ?) = ? AND (expires IS NULL OR expires > ?)`);
  const write = db.prepare<[string, string]>(`UPDATE ${KEYV_TABLE} SET value = ? WHERE key = ?`);
  // The transaction holds the file's write lock from the read to the write, so no other writer comes in between.
  const rewrite = db.transaction((k: string, change: (stored: string) => string | undefined): boolean => {
    const row = read.get(k);
    const next = row && (row.expires === null || row.expires > Date.now()) ? change(row.value) : undefined;
    if (next === undefined) return false;
    write.run(next, k);
    return true;
  });
  return {
    keys: async () => live.all(prefix.length, prefix, Date.now()).map((row) => row.key.slice(prefix.length)),
    rewrite: async (k, change) => rewrite.immediate(`${prefix}${k}`, change),
  };
}

/** Rate slots: the stored tat read and written inside an IMMEDIATE transaction (every process on the file agrees). */
function pacing(db: Database.Database, key: (k: string) => string): Pick<AtomicStore, 'pace'> {
  const { write, live } = rows(db);
  const pace = db.transaction((k: string, p: Pace): number => {
    const now = Date.now();
    const stored = live(k, now)?.value;
    const slot = nextSlot(typeof stored === 'number' ? stored : 0, now, p);
    // The row outlives its tat by a minute, then the rate starts afresh.
    if (slot.tat !== undefined) write.run(k, envelope(slot.tat, slot.tat + 60_000), slot.tat + 60_000);
    return slot.waitMs;
  });
  return { pace: async (k, p) => pace.immediate(key(k), p) };
}

export function sqliteAtomic(db: Database.Database, namespace: string): AtomicStore {
  const key = (k: string) => `${namespace}:${k}`;
  return { ...claims(db, key), ...counters(db, key), ...recordOps(db, namespace), ...pacing(db, key) };
}
