// A survey export as a queued job: the job's record in the store says what to export and which message shows its
// progress, so whichever instance runs it (after whatever stopped the last one) updates that message and sends one file.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { type ContinueExportDeps, continueExport } from './export.js';
import type { JobHandler } from '../../ops/jobs.js';

/** `clientFor`: the bot's client in the job's workspace (the one token, or the workspace's installation). */
export function exportJobHandler(deps: ContinueExportDeps, clientFor: (w: WorkspaceRef) => Promise<WebClient>): JobHandler {
  return async (data) => {
    const job = await deps.exportJobs.get(String(data.id));
    if (!job) return 'done';
    await continueExport(deps, await clientFor(job.workspace), job);
    return 'done';
  };
}
