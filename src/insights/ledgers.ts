// Each workspace's ledger of recognitions for the dashboard, fed from the shared feed the leaderboards read (the feed
// cache: read from the service once, then only what is new): each kudos is appended once, by its key, so a request
// adds only what arrived since the last. A new directory (every half hour) or a change of company values starts a new
// ledger. The feed lists shared kudos only; the ledger can hold private ones, counted in totals only.
import type { Rosters } from '../directory/roster.js';
import type { FeedCache } from '../engagement/feed/index.js';
import type { Connection } from '../engagement/connections.js';
import type { WebClient } from '@slack/web-api';
import { type WorkspaceRef, workspaceKey } from '../store/workspaces.js';
import { Ledger } from './charts/ledger.js';
import type { People } from './people.js';

/** How far back the dashboard reads: a year and a month (the feed keeps 400 days). */
export const LOOKBACK_MS = 395 * 24 * 60 * 60 * 1000;

type Entry = { ledger: Ledger; seen: Set<string>; people: People; values: string };

export class Ledgers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly deps: { feed: FeedCache; rosters: Rosters }) {}

  async of(slack: WebClient, w: WorkspaceRef, connection: Connection, people: People, values: string[], now: number): Promise<Ledger> {
    const roster = await this.deps.rosters.of(slack, w);
    const kudos = await this.deps.feed.since(connection, roster.sources, now - LOOKBACK_MS);
    const key = `${workspaceKey(w)}:${connection.scope}`;
    let entry = this.entries.get(key);
    if (!entry || entry.people !== people || entry.values !== values.join(',')) {
      entry = { ledger: new Ledger(people, values), seen: new Set(), people, values: values.join(',') };
      this.entries.set(key, entry);
    }
    for (const k of kudos) {
      if (entry.seen.has(k.key)) continue;
      entry.seen.add(k.key);
      entry.ledger.add({ at: k.at, giver: k.giver?.email, receivers: k.receivers.map((r) => r.email), amount: k.amount, reason: k.reason, shared: true });
    }
    return entry.ledger;
  }
}
