// The managers' monthly insights summary as a repeated job: each run looks at every workspace's opted-in managers and
// sends last month's summary to those who have not had it. Once per manager and month across instances and restarts:
// a short lease (TAKEOVER_MS, renewed while one instance sends) becomes a 40-day "sent" mark once Slack answered; the
// DM itself is made once through the conversation (summary-post-once.ts), so a crash after Slack posted it is not
// followed by a second DM.
import { randomUUID } from 'node:crypto';
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import type { InsightsSummaryStore } from '../store/insights-summaries.js';
import { type WorkspaceRef, workspaceKey } from '../store/workspaces.js';
import type { JobHandler } from '../ops/jobs.js';
import { type OnceDeps, SENT_KEEP_MS, sendSummaryOnce } from './summary-post-once.js';

export type SummaryJobDeps = OnceDeps & { insightsSummaries: InsightsSummaryStore; summaryLeaseMs: number; now: () => Date };
/** A manager's summary: its month's key, and its notification text and blocks in the manager's words. */
export type Summarize = (w: WorkspaceRef, userId: string, now: number) => Promise<{ month: string; text: string; blocks: KnownBlock[] } | undefined>;

/** Runs `work` while renewing the lease every third of its life. */
async function withHeartbeat<T>(deps: SummaryJobDeps, lease: string, owner: string, work: () => Promise<T>): Promise<T> {
  const beat = setInterval(
    () => {
      deps.summaryPosts.renew(lease, owner, deps.summaryLeaseMs).then(
        (held) => held || deps.log.warn(`monthly insights summary ${lease}: its lease lapsed while sending`),
        (e: unknown) => deps.log.warn(`monthly insights summary ${lease}: heartbeat failed (${String(e)})`),
      );
    },
    Math.max(250, Math.floor(deps.summaryLeaseMs / 3)),
  );
  try {
    return await work();
  } finally {
    clearInterval(beat);
  }
}

/** Sends one manager the month's summary unless it was sent (or is being sent by a live instance). */
async function sendOne(deps: SummaryJobDeps, summarize: Summarize, slack: WebClient, w: WorkspaceRef, userId: string, month: string): Promise<void> {
  const sent = `${workspaceKey(w)}:${userId}:${month}`;
  const lease = `lease:${sent}`;
  const owner = `sending:${randomUUID()}`;
  if ((await deps.summaryPosts.isClaimed(sent)) || !(await deps.summaryPosts.claim(lease, owner, deps.summaryLeaseMs))) return;
  try {
    await withHeartbeat(deps, lease, owner, async () => {
      if (await deps.summaryPosts.isClaimed(sent)) return;
      const summary = await summarize(w, userId, deps.now().getTime());
      // They manage nobody now (or the month turned meanwhile): nothing to send this month.
      if (!summary || summary.month !== month) return void (await deps.summaryPosts.claim(sent, 'nothing', SENT_KEEP_MS));
      await sendSummaryOnce(deps, slack, sent, userId, { text: summary.text, blocks: summary.blocks });
    });
  } finally {
    await deps.summaryPosts.releaseIf(lease, owner);
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
