// What the insights dashboard holds in memory for 1,000,000 recognitions of 40,000 people, measured (heap and array
// buffers after a full GC, before and after): the ledger's number columns, its set of kudos keys already appended, and
// — for scale — the feed cache's copy of the same year that the leaderboards keep and the dashboard reads from.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FeedKudos, FeedPerson } from '../src/engagement/feed/index.js';
import { type InsightKudos, ledgerOf } from '../src/insights/charts/ledger.js';
import { people, values, year } from './insights-year.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap plus array buffers now, after a full collection, in bytes. */
function used(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** A feed-shaped key per kudos (the feed's composite key when the service gives no id: date|giver|amount|reason|to). */
const keyOf = (k: InsightKudos) => `${new Date(k.at).toISOString()}|${k.giver}|${k.amount}|${k.reason}|${k.receivers.join(',')}`;

export function benchInsightsMemory(): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = [];
  let before = used();
  const ledger = ledgerOf(year(), people, values);
  rows.push({ what: `ledger columns (${ledger.size} kudos)`, 'MB measured': mb(used() - before), 'bytes a kudos': Math.round((used() - before) / ledger.size), note: `capacity ${mb(ledger.bytes)} MB` });
  // The keys' strings belong to the feed cache (the ledger's set points at the same strings): counted apart.
  const keys = Array.from(year(), keyOf);
  before = used();
  const seen = new Set(keys);
  rows.push({ what: 'ledger: set of keys appended (strings shared with the feed)', 'MB measured': mb(used() - before), 'bytes a kudos': Math.round((used() - before) / seen.size), note: '' });
  seen.clear();
  keys.length = 0;
  // The feed cache: one object per kudos, each person once (as the reader keeps it), keyed in a Map.
  const persons = new Map<string, FeedPerson>([...people.values()].map((p) => [p.email, { email: p.email, name: p.name }]));
  before = used();
  const feed = new Map<string, FeedKudos>();
  for (const k of year()) {
    const kudos: FeedKudos = { key: keyOf(k), at: k.at, amount: k.amount, receivers: k.receivers.map((r) => persons.get(r)!), reason: k.reason, giver: persons.get(k.giver!)! };
    feed.set(kudos.key, kudos);
  }
  rows.push({ what: 'feed cache, the same year (the leaderboards\u2019, shared)', 'MB measured': mb(used() - before), 'bytes a kudos': Math.round((used() - before) / feed.size), note: 'objects and key strings' });
  feed.clear();
  return rows;
}
