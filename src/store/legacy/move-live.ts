// What lives only a while but must not be lost at the move: claims (dedupe keys, OAuth and sign-in states, the weekly
// digest's, celebrations' and monthly summary's once-marks, daily thread claims, token refresh locks), the allowance
// counters and their once-only marks, each with its expiry; and the short-lived records read through keyv (a town-hall
// digest awaiting its post, posts under way, dashboard sign-outs, daily thread parents, the workbench's history),
// their keyv text copied as it is. The leaderboards' saved copy of the feed and Slack's rate slots are rebuilt.
import { ONCE_KEEP_MS } from '../atomic.js';
import { type Move, type MoveContext, alive, parsedOr, putRow, recordsOf } from './move.js';
import { plainValue } from './snapshot.js';

/** The atomic namespaces of claims, and what their claims are. */
const CLAIMS: Record<string, string> = {
  dedupe: 'dedupe claims',
  'oauth-states': 'OAuth install and sign-in states',
  'digest-posts': 'weekly digest once-marks and leases',
  'celebration-posts': 'celebration once-marks and pending posts',
  'insights-summary-posts': 'monthly summary once-marks and leases',
  'thread-parent-claims': 'daily thread claims',
  'token-refresh': 'token refresh locks',
};

/** The keyv namespaces of short-lived records (table kept_records), and what they are. */
const KEPT: Record<string, string> = {
  'townhall-digests': 'town-hall digests awaiting their post',
  'digest-attempts': 'weekly digest posts under way',
  'insights-summary-attempts': 'monthly summary posts under way',
  'insights-sign-outs': 'dashboard sign-outs',
  'thread-parents': 'daily thread parents',
};
const keptKind = (ns: string) => KEPT[ns] ?? (ns === 'workbench' || ns.startsWith('workbench-') ? 'workbench history' : undefined);

/** Rebuilt by the app, so not moved. */
const REBUILT: Record<string, string> = {
  feed: "records of the leaderboards' saved copy of the feed (the read model reads the engagement service again)",
  'slack-pace': "Slack rate slots (taken afresh; Slack's limits are per minute)",
};

async function claims(m: MoveContext, ns: string, kind: string): Promise<void> {
  for (const record of recordsOf(m, ns)) {
    if (!alive(m, record, kind)) continue;
    const value = parsedOr(m, kind, () => plainValue(record.raw));
    if (value !== undefined)
      await putRow(m, kind, 'claims', { namespace: ns, key: record.key }, { value_json: JSON.stringify(value), expires_at: record.expiresAt });
  }
}

/** The allowance counters (what each person gave this period) and the once-only marks of their spends and refunds. */
async function counters(m: MoveContext, ns: string): Promise<void> {
  for (const record of recordsOf(m, ns)) {
    const once = record.key.startsWith('once:');
    const kind = once ? 'allowance once-marks' : 'allowance counters';
    if (!alive(m, record, kind)) continue;
    const value = parsedOr(m, kind, () => plainValue(record.raw));
    if (value === undefined) continue;
    if (once)
      await putRow(
        m,
        kind,
        'once_marks',
        { namespace: ns, once_id: record.key.slice('once:'.length) },
        { result_json: JSON.stringify(value), expires_at: record.expiresAt ?? m.now + ONCE_KEEP_MS },
      );
    else if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
      await putRow(m, kind, 'counters', { namespace: ns, key: record.key }, { total: value, expires_at: record.expiresAt });
    else m.tally.count(kind, 'unreadable');
  }
}

async function kept(m: MoveContext, ns: string, kind: string): Promise<void> {
  for (const record of recordsOf(m, ns)) {
    if (alive(m, record, kind))
      await putRow(m, kind, 'kept_records', { namespace: ns, key: record.key }, { value_json: record.raw, expires_at: record.expiresAt });
  }
}

export const liveMove: Move = {
  namespaces: (ns) => ns in CLAIMS || ns === 'allowances' || keptKind(ns) !== undefined || ns in REBUILT,
  run: async (m) => {
    for (const [ns, kind] of Object.entries(CLAIMS)) await claims(m, ns, kind);
    await counters(m, 'allowances');
    for (const ns of m.legacy.records.keys()) {
      const kind = keptKind(ns);
      if (kind) await kept(m, ns, kind);
    }
    for (const [ns, what] of Object.entries(REBUILT)) m.tally.leave(what, recordsOf(m, ns).length);
  },
};
