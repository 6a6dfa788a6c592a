// Reads an older version's SQLite store: table kudos_app, one row `namespace:key` per record (keyv's, the atomic
// claims' and counters', the rewards ledger's, each value an envelope with its expiry), the ledger's logs as rows
// `rewards:log:<log>:<12-digit position>`, and table kudos_outbox (sqlite-keyv, sqlite-atomic, sqlite-ledger and
// sqlite-outbox.ts before 0f4f498).
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { type LegacyOutboxItem, type LegacyRecord, type LegacySnapshot, envelopeExpiry, listed, plainValue, readable } from './snapshot.js';

export const LEGACY_TABLE = 'kudos_app';
export const LEGACY_OUTBOX = 'kudos_outbox';

export function hasTable(file: Database.Database, name: string): boolean {
  return file.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
}

const rowSchema = z.object({ key: z.string(), value: z.string().nullable() });

/** A log entry's row, after the `rewards:` of its key. */
const LOG_ROW = /^log:([\s\S]+):(\d{12})$/;

/** The namespaces' records, and the ledger's logs into `logs` (rows in key order: a log's in the order appended). */
function readRecords(file: Database.Database, logs: Map<string, unknown[]>): Map<string, LegacyRecord[]> {
  const records = new Map<string, LegacyRecord[]>();
  const rows = z.array(rowSchema).parse(file.prepare(`SELECT key, value FROM ${LEGACY_TABLE} ORDER BY key`).all());
  for (const { key: full, value } of rows) {
    const colon = full.indexOf(':');
    if (colon < 0 || value === null) continue;
    const [ns, key] = [full.slice(0, colon), full.slice(colon + 1)];
    // A log's length counter (`logn:`) is its row count, read again from the rows themselves.
    if (ns === 'rewards' && key.startsWith('logn:')) continue;
    const log = ns === 'rewards' ? LOG_ROW.exec(key) : null;
    if (log)
      listed(
        logs,
        log[1]!,
        readable(() => plainValue(value)),
      );
    else listed(records, ns, { key, raw: value, expiresAt: envelopeExpiry(value) });
  }
  return records;
}

const outboxRowSchema = z.object({
  id: z.string(),
  kind: z.string(),
  body: z.string(),
  progress: z.string().nullable(),
  created: z.number(),
  attempts: z.number(),
});

function readOutbox(file: Database.Database): LegacyOutboxItem[] {
  if (!hasTable(file, LEGACY_OUTBOX)) return [];
  const rows = z.array(outboxRowSchema).parse(file.prepare(`SELECT id, kind, body, progress, created, attempts FROM ${LEGACY_OUTBOX} ORDER BY created`).all());
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    body: JSON.parse(r.body) as unknown,
    ...(r.progress === null ? {} : { progress: JSON.parse(r.progress) as unknown }),
    createdAt: r.created,
    attempts: r.attempts,
  }));
}

/** Everything the file's legacy tables hold (the caller checked kudos_app is there). */
export function readSqliteLegacy(file: Database.Database, label: string): LegacySnapshot {
  const logs = new Map<string, unknown[]>();
  return { label, records: readRecords(file, logs), logs, outbox: readOutbox(file), others: new Map() };
}
