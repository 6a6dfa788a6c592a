// What the insights dashboard holds in memory for 1,000,000 recognitions of 40,000 people, measured (heap plus array
// buffers): the most it grows while writing the year to the dashboard's store (a SQLite file); what it holds after
// that and a full GC; the most it grows while a chart reads the whole year, chunk by chunk (sampled after each chunk, garbage not collected: an upper bound); and
// — for scale — the leaderboards' feed cache, which keeps the same year as objects in memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FeedKudos, FeedPerson } from '../src/engagement/feed/index.js';
import { type InsightKudos, ledgerOf } from '../src/insights/charts/ledger.js';
import { byTeam } from '../src/insights/charts/teams.js';
import { RowsDb } from '../src/insights/rows/store.js';
import { END, YEAR_MS, people, values, year } from './insights-year.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const now = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

/** Heap plus array buffers now, after a full collection, in bytes. */
function used(): number {
  gc();
  gc();
  return now();
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** A feed-shaped key per kudos (the feed's composite key when the service gives no id: date|giver|amount|reason|to). */
const keyOf = (k: InsightKudos) => `${new Date(k.at).toISOString()}|${k.giver}|${k.amount}|${k.reason}|${k.receivers.join(',')}`;

function dashboardRows(): Record<string, string | number>[] {
  const dir = mkdtempSync(join(tmpdir(), 'kudos-insights-memory-'));
  try {
    const before = used();
    const db = new RowsDb(join(dir, 'insights.sqlite'));
    let writing = 0;
    let batches = 0;
    const ledger = ledgerOf(year(), people, values, db, () => (batches += 1) % 50 === 0 && (writing = Math.max(writing, used() - before)));
    const held = used() - before;
    const base = used();
    let peak = 0;
    let chunks = 0;
    for (const _ of ledger.chunks()) (chunks += 1), (peak = Math.max(peak, now() - base));
    byTeam(ledger, { from: END - YEAR_MS, to: END, bucket: 'month', timeZone: 'UTC' });
    peak = Math.max(peak, now() - base);
    const size = ledger.size;
    db.close();
    return [
      { what: 'dashboard, most grown while writing the year', 'MB measured': mb(writing), 'bytes a kudos': Math.round(writing / size), note: 'after a full GC every 50,000 kudos: live, not garbage' },
      { what: `dashboard, held after writing ${size} kudos to its file`, 'MB measured': mb(held), 'bytes a kudos': Math.round(held / size), note: 'the directory and the id of each person seen' },
      { what: `dashboard, most grown while a chart reads the year (${chunks} chunks)`, 'MB measured': mb(peak), 'bytes a kudos': Math.round(peak / size), note: 'garbage not collected: an upper bound' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function feedCacheRow(): Record<string, string | number> {
  // The feed cache: one object per kudos, each person once (as the reader keeps it), keyed in a Map.
  const persons = new Map<string, FeedPerson>([...people.values()].map((p) => [p.email, { email: p.email, name: p.name }]));
  const before = used();
  const feed = new Map<string, FeedKudos>();
  for (const k of year()) {
    const kudos: FeedKudos = { key: keyOf(k), at: k.at, amount: k.amount, receivers: k.receivers.map((r) => persons.get(r)!), reason: k.reason, giver: persons.get(k.giver!)! };
    feed.set(kudos.key, kudos);
  }
  const row = { what: 'for scale: the leaderboards\u2019 feed cache, the same year in memory', 'MB measured': mb(used() - before), 'bytes a kudos': Math.round((used() - before) / feed.size), note: 'objects and key strings' };
  feed.clear();
  return row;
}

export function benchInsightsMemory(): Record<string, string | number>[] {
  return [...dashboardRows(), feedCacheRow()];
}
