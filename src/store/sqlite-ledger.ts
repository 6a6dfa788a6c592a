// LedgerStore on the SQLite file: a step runs in one IMMEDIATE transaction (the file's write lock), so processes sharing
// the file agree. Counters are keyv envelopes in the keyv table; a log's entries are rows `log:<name>:<position>`.
import type Database from 'better-sqlite3';
import { type LedgerStore, type Step, type StepResult, withinBounds } from './ledger-store.js';
import { KEYV_TABLE } from './sqlite-keyv.js';

/** Positions are written with this many digits, so the rows of a log sort in order as text. */
const POSITION_DIGITS = 12;

export function sqliteLedger(db: Database.Database, namespace: string): LedgerStore {
  const key = (k: string) => `${namespace}:${k}`;
  const entryKey = (log: string, position: number) => key(`log:${log}:${String(position).padStart(POSITION_DIGITS, '0')}`);
  const read = db.prepare<[string], { value: string }>(`SELECT value FROM ${KEYV_TABLE} WHERE key = ?`);
  const write = db.prepare<[string, string]>(`INSERT INTO ${KEYV_TABLE} (key, value, expires) VALUES (?, ?, NULL) ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires = NULL`);
  // The length check keeps out a longer log whose name starts with this one's.
  const range = db.prepare<[string, string, number], { value: string }>(`SELECT value FROM ${KEYV_TABLE} WHERE key >= ? AND key < ? AND length(key) = ? ORDER BY key`);
  const stored = (k: string): unknown => {
    const row = read.get(k);
    return row ? (JSON.parse(row.value) as { value?: unknown }).value : undefined;
  };
  const counter = (k: string) => {
    const value = stored(key(k));
    return typeof value === 'number' ? value : 0;
  };
  const put = (k: string, value: unknown) => write.run(k, JSON.stringify({ value }));
  const step = db.transaction((s: Step): StepResult => {
    const before = s.once === undefined ? undefined : (stored(key(`once:${s.once}`)) as number[] | undefined);
    if (before) return { ok: true, values: before, repeat: true };
    const now = s.changes.map((c) => counter(c.key));
    const after = s.changes.map((c, i) => now[i]! + c.add);
    const refused = s.changes.find((c, i) => !withinBounds(c, after[i]!));
    if (refused) return { ok: false, values: now, refused: refused.key };
    s.changes.forEach((c, i) => put(key(c.key), after[i]));
    for (const { log, entry } of s.append) {
      const length = counter(`logn:${log}`);
      put(entryKey(log, length), entry);
      put(key(`logn:${log}`), length + 1);
    }
    if (s.once !== undefined) put(key(`once:${s.once}`), after);
    return { ok: true, values: after, repeat: false };
  });
  return {
    commit: async (s) => step.immediate(s),
    values: async (keys) => keys.map(counter),
    entries: async (log, from = 0) =>
      range.all(entryKey(log, from), key(`log:${log};`), entryKey(log, 0).length).map((row) => (JSON.parse(row.value) as { value: unknown }).value),
    done: async (once) => stored(key(`once:${once}`)) !== undefined,
  };
}
