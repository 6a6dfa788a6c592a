// What every mapping of the old store's records shares: the transaction it writes in, its tally, the records still
// alive, and a write made only when the target does not hold the record as it is — so a second run changes nothing.
import { isDeepStrictEqual } from 'node:util';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LegacyRecord, LegacySnapshot } from './snapshot.js';
import type { Tally } from './tally.js';

export type MoveContext = { legacy: LegacySnapshot; db: Transaction<Database>; tally: Tally; now: number };
/** Moves the records of the namespaces it names, so the namespaces no mapping names can be told apart and said. */
export type Move = { namespaces: (ns: string) => boolean; run: (m: MoveContext) => Promise<void> };

/** A namespace's records. */
export const recordsOf = (m: MoveContext, ns: string): LegacyRecord[] => m.legacy.records.get(ns) ?? [];

/** Whether the record still lives; one whose time passed is counted as expired under `kind`. */
export function alive(m: MoveContext, record: LegacyRecord, kind: string): boolean {
  if (record.expiresAt === null || record.expiresAt > m.now) return true;
  m.tally.count(kind, 'expired');
  return false;
}

/** Equal as JSON holds them: an optional field left out and one set to undefined are the same. */
export const sameValue = (a: unknown, b: unknown) => isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/** Writes through a store's own method unless what the store reads back (undefined: no row) is what the old one held. */
export async function moveIfChanged(m: MoveContext, kind: string, current: () => Promise<unknown>, wanted: unknown, write: () => Promise<void>): Promise<void> {
  if (sameValue(await current(), wanted)) return m.tally.count(kind, 'same');
  await write();
  m.tally.count(kind, 'written');
}

type Row<T extends keyof Database> = Partial<Insertable<Database[T]>>;
/** The tables seen as plain records, for one upsert written once for all of them. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** The target's row whose primary key is `key`, if it has one. */
export function heldRow<T extends keyof Database>(m: MoveContext, table: T, key: Row<T>): Promise<Record<string, unknown> | undefined> {
  let held = (m.db as unknown as Loose).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(key)) held = held.where(column, '=', value);
  return held.executeTakeFirst();
}

/** Upserts the row whose primary key is `key`, unless it holds `values` already; counts it under `kind`. */
export async function putRow<T extends keyof Database>(m: MoveContext, kind: string, table: T, key: Row<T>, values: Row<T>): Promise<void> {
  const row = await heldRow(m, table, key);
  if (row && Object.entries(values).every(([column, value]) => row[column] === value)) return m.tally.count(kind, 'same');
  const set: Record<string, unknown> = values;
  await (m.db as unknown as Loose)
    .insertInto(table as string)
    .values({ ...key, ...set })
    .onConflict((oc) => oc.columns(Object.keys(key)).doUpdateSet(set))
    .execute();
  m.tally.count(kind, 'written');
}

/** A record's value as its mapping reads it, or undefined when it does not parse (counted as unreadable under `kind`). */
export function parsedOr<T>(m: MoveContext, kind: string, parse: () => T | undefined): T | undefined {
  let parsed: T | undefined;
  try {
    parsed = parse();
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) m.tally.count(kind, 'unreadable');
  return parsed;
}
