// What an older version's store held (keyv namespaces, atomic claims and counters, the rewards ledger, the outbox), read
// the same way from its SQLite file or its Redis keys (sqlite-reader.ts, redis-reader.ts), so one mapping (move-*.ts)
// puts either onto the tables. Values stay the text the old code wrote until a mapping reads them.
import Keyv from 'keyv';
import { z } from 'zod';
import type { WorkspaceRef } from '../workspaces.js';

/** One record of a namespace: its key without the namespace, the text stored, and when it lapses (null: never). */
export type LegacyRecord = { key: string; raw: string; expiresAt: number | null };

/** An open outbox item as the old outbox kept it (its owner and lease stayed with the old store). */
export type LegacyOutboxItem = { id: string; kind: string; body: unknown; progress?: unknown; createdAt: number; attempts: number };

export type LegacySnapshot = {
  /** Where it was read, without credentials. */
  label: string;
  /** Each namespace's records, keyed by the namespace (`workspaces`, `dedupe`, `rewards`, …). */
  records: Map<string, LegacyRecord[]>;
  /** The rewards ledger's logs (`ledger:T:T1`, `requests:T:T1`), each one's entries in the order appended. */
  logs: Map<string, unknown[]>;
  outbox: LegacyOutboxItem[];
  /** Keys that are no namespace's record, counted by what they are (Redis: BullMQ's queue). */
  others: Map<string, number>;
};

/** Adds `item` to the list of `key`. */
export function listed<K, V>(map: Map<K, V[]>, key: K, item: V): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** Adds `n` to the count of `key`. */
export function counted<K>(map: Map<K, number>, key: K, n = 1): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** What `read` gives, or undefined when the text does not parse (the mapping counts what it cannot read). */
export function readable(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** The old atomic stores and the ledger wrote `{"value":…,"expires":…}` with JSON.stringify (Lua's cjson on Redis). */
const envelopeSchema = z.object({ value: z.unknown(), expires: z.number().nullish() });

export function plainValue(raw: string): unknown {
  return envelopeSchema.parse(JSON.parse(raw)).value;
}

/** The envelope's own expiry (keyv's and SQLite's atomic rows carry one; Redis's atomic keys carry a TTL instead). */
export function envelopeExpiry(raw: string): number | null {
  try {
    return envelopeSchema.parse(JSON.parse(raw)).expires ?? null;
  } catch {
    return null;
  }
}

const keyv = new Keyv();

/** A keyv namespace's value, read by keyv itself (its serializer escapes strings that start with `:`, and Buffers);
 *  undefined for text that is no keyv record, which the mapping then counts as unreadable. */
export async function keyvValue(raw: string): Promise<unknown> {
  try {
    return (await keyv.deserializeData<unknown>(raw))?.value;
  } catch {
    return undefined;
  }
}

/** A whole workspace key: `T:T1` or `E:E1`. */
export const isWorkspaceKey = (key: string) => /^[TE]:[^:]+$/.test(key);

/** `T:T1` or `E:E1`, and what follows it in a key (`T:T1:U1` → `U1`). */
export function splitWorkspace(key: string): { wk: string; rest: string } | undefined {
  const m = /^([TE]:[^:]+)(?::([\s\S]*))?$/.exec(key);
  return m ? { wk: m[1]!, rest: m[2] ?? '' } : undefined;
}

/** The workspace a key stands for, as the stores take it (their workspaceKey gives the key back). */
export const refOf = (wk: string): WorkspaceRef => (wk.startsWith('E:') ? { teamId: '', enterpriseId: wk.slice(2) } : { teamId: wk.slice(2) });
