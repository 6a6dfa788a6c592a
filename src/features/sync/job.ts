// The directory sync as a kept job: the first run (or a takeover of it that died while reading) reads and plans from
// what `/kudos sync` asked (`start`); every run carries on from the job's state in the store (its next unfinished
// chunk), so whichever instance runs it, after whatever stopped the last one, no finished chunk is sent again.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { syncStartSchema } from '../../store/sync-jobs.js';
import { type SyncDeps, continueSync } from './run.js';
import { planSync } from './plan.js';
import type { JobHandler } from '../../ops/jobs.js';

/** `clientFor`: the bot's client in the job's workspace (the one token, or the workspace's installation). */
export function syncJobHandler(deps: SyncDeps, clientFor: (w: WorkspaceRef) => Promise<WebClient>): JobHandler {
  return async (data) => {
    const key = String(data.key);
    const start = data.start === undefined ? undefined : syncStartSchema.parse(data.start);
    let job = await deps.syncJobs.jobOf(key);
    if (start && job?.id !== start.id) {
      deps.log.info(`directory sync of ${key}: reading the Slack directory`);
      job = await planSync(deps, await clientFor(start.workspace), start);
    }
    if (job?.status !== 'running') return 'done';
    deps.log.info(`directory sync of ${key}: running from batch ${job.nextChunk + 1} of ${job.chunkCount}`);
    await continueSync(deps, await clientFor(job.workspace), job);
    return (await deps.syncJobs.jobOf(key))?.status === 'running' ? 'interrupted' : 'done';
  };
}
