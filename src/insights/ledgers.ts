// Each workspace's recognitions for the dashboard: the company's read model brought up to date before each answer
// (what is new at the top of each source of the workspace's roster, and back a year and a month the first time), then
// counted by the charts' queries. The rows list shared kudos and, flagged, the private ones people's own lists show.
import type { WebClient } from '@slack/web-api';
import type { Logger } from '@slack/logger';
import type { Rosters } from '../directory/roster.js';
import type { ReadModel } from '../engagement/feed/index.js';
import type { Connection } from '../engagement/connections.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { ChartRows } from './charts/rows.js';

/** How far back the dashboard reads: a year and a month (the rows keep 400 days). */
export const LOOKBACK_MS = 395 * 24 * 60 * 60 * 1000;

export class Ledgers {
  constructor(private readonly deps: { feed: ReadModel; rosters: Pick<Rosters, 'of'>; log: Pick<Logger, 'warn'> }) {}

  /** The company's rows, fresh, with its values (`values`: their hashtags in the company's order). */
  async of(slack: WebClient, w: WorkspaceRef, connection: Connection, values: string[], now: number): Promise<ChartRows> {
    const roster = await this.deps.rosters.of(slack, w);
    await this.deps.feed.fresh(connection, roster.sources, now - LOOKBACK_MS);
    const onError = (error: unknown) =>
      this.deps.log.warn(`insights: counting ${connection.scope}'s rollups again failed; the charts count from the rows:`, error);
    return { db: this.deps.feed.db, dialect: this.deps.feed.dialect, company: connection.scope, values, onError };
  }
}
