// Each workspace's ledger of recognitions for the dashboard: the company's rows on disk (INSIGHTS_DB), brought up to date
// by the dashboard's own feed reader before each answer (what is new at the top of each source, and back a year and a
// month the first time), read by the charts one chunk at a time. A new directory (every half hour) or a change of
// company values makes a new ledger over the same rows. The feed lists shared kudos only.
import type { Rosters } from '../directory/roster.js';
import type { FeedCache } from '../engagement/feed/index.js';
import type { Connection } from '../engagement/connections.js';
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../store/workspaces.js';
import { Ledger } from './charts/ledger.js';
import type { People } from './people.js';
import { DashboardFeed } from './rows/feed.js';
import type { RowsDb } from './rows/store.js';

/** How far back the dashboard reads: a year and a month (the store keeps 400 days). */
export const LOOKBACK_MS = 395 * 24 * 60 * 60 * 1000;

type Entry = { feed: DashboardFeed; ledger?: Ledger; people?: People; values?: string };

export class Ledgers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly deps: { rows: RowsDb; rosters: Rosters; feed: Pick<FeedCache, 'onStale'>; refreshMs: number }) {
    deps.feed.onStale((scope) => this.entries.get(scope)?.feed.stale());
  }

  async of(slack: WebClient, w: WorkspaceRef, connection: Connection, people: People, values: string[], now: number): Promise<Ledger> {
    const roster = await this.deps.rosters.of(slack, w);
    const book = this.deps.rows.book(connection.scope);
    let entry = this.entries.get(connection.scope);
    // A different book: the company's rows were erased (the workspace uninstalled), and what was read with them is gone.
    if (entry?.feed.book !== book) this.entries.set(connection.scope, (entry = { feed: new DashboardFeed(connection.client, book, this.deps.refreshMs) }));
    await entry.feed.read(roster.sources, now - LOOKBACK_MS);
    if (!entry.ledger || entry.people !== people || entry.values !== values.join(',')) {
      Object.assign(entry, { ledger: new Ledger(people, values, entry.feed.book), people, values: values.join(',') });
    }
    return entry.ledger!;
  }
}
