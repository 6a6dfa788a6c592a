// The directory sync as a queued job: it carries on from the job's state in the store (its next unfinished chunk),
// so whichever instance runs it, after whatever stopped the last one, no finished chunk is sent again.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../store/workspaces.js';
import { type SyncDeps, continueSync } from '../features/sync/run.js';
import type { JobHandler } from './jobs.js';

/** `clientFor`: the bot's client in the job's workspace (the one token, or the workspace's installation). */
export function syncJobHandler(deps: SyncDeps, clientFor: (w: WorkspaceRef) => Promise<WebClient>): JobHandler {
  return async (data) => {
    const key = String(data.key);
    const job = await deps.syncJobs.jobOf(key);
    if (job?.status !== 'running') return 'done';
    deps.log.info(`directory sync of ${key}: running from batch ${job.nextChunk + 1} of ${job.chunkCount}`);
    await continueSync(deps, await clientFor(job.workspace), job);
    return (await deps.syncJobs.jobOf(key))?.status === 'running' ? 'interrupted' : 'done';
  };
}
