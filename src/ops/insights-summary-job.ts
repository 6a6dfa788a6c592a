// The managers' monthly insights summary as a repeated job: each run looks at every workspace's opted-in managers and
// sends last month's summary to those who have not had it. Once per manager and month across instances and restarts:
// a short lease on the store while one instance sends it, then a mark that it was sent (kept 40 days). An instance
// that dies mid-send leaves only the lease, which lapses, and another sends it.
import type { Logger } from '@slack/logger';
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import type { AtomicStore } from '../store/atomic.js';
import type { InsightsSummaryStore } from '../store/insights-summaries.js';
import { type WorkspaceRef, workspaceKey } from '../store/workspaces.js';
import type { JobHandler } from './jobs.js';

const LEASE_MS = 10 * 60_000;
const SENT_KEEP_MS = 40 * 24 * 60 * 60_000;

export type SummaryJobDeps = { insightsSummaries: InsightsSummaryStore; summaryPosts: AtomicStore; now: () => Date; log: Logger };
export type Summarize = (w: WorkspaceRef, userId: string, now: number) => Promise<{ month: string; blocks: KnownBlock[] } | undefined>;

/** The month whose summary is due now is the one before the workspace's current month; its key is asked first. */
async function sendOne(deps: SummaryJobDeps, summarize: Summarize, slack: WebClient, w: WorkspaceRef, userId: string, month: string): Promise<void> {
  const sent = `${workspaceKey(w)}:${userId}:${month}`;
  if ((await deps.summaryPosts.isClaimed(sent)) || !(await deps.summaryPosts.claim(`lease:${sent}`, 'sending', LEASE_MS))) return;
  try {
    if (await deps.summaryPosts.isClaimed(sent)) return;
    const summary = await summarize(w, userId, deps.now().getTime());
    if (summary && summary.month === month) await slack.chat.postMessage({ channel: userId, text: 'Your team’s kudos last month', blocks: summary.blocks });
    await deps.summaryPosts.claim(sent, 'sent', SENT_KEEP_MS);
  } finally {
    await deps.summaryPosts.release(`lease:${sent}`);
  }
}

/** `monthOf`: the key (`2026-10`) of the month due in a workspace now (the month before its current one). */
export function insightsSummaryJobHandler(
  deps: SummaryJobDeps,
  summarize: Summarize,
  monthOf: (w: WorkspaceRef, now: number) => Promise<string>,
  clientFor: (w: WorkspaceRef) => Promise<WebClient>,
  workspaces: () => Promise<WorkspaceRef[]>,
): JobHandler {
  return async () => {
    for (const w of await workspaces()) {
      const managers = await deps.insightsSummaries.managers(w);
      if (managers.length === 0) continue;
      const month = await monthOf(w, deps.now().getTime());
      const slack = await clientFor(w);
      for (const userId of managers) {
        await sendOne(deps, summarize, slack, w, userId, month).catch((error: unknown) =>
          deps.log.warn(`monthly insights summary for ${userId} in ${workspaceKey(w)}: ${error instanceof Error ? error.message : String(error)}`),
        );
      }
    }
    return 'done';
  };
}
