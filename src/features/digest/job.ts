// The weekly digest as a repeated job: each run looks at every workspace and posts the digests that are due; the
// store's claim on each week makes the post happen once, whichever instance or run gets there first.
import type { WebClient } from '@slack/web-api';
import { type PostDeps, postDueDigest } from './post.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import type { JobHandler } from '../../ops/jobs.js';

/** After a failed post (Slack refused it, the service did not answer), this process waits before trying that workspace again. */
const RETRY_AFTER_MS = 15 * 60_000;

/** Each org-wide install's workspaces that chose settings of their own get a digest of their own, next to the org's. */
async function withOwnSettings(deps: Pick<PostDeps, 'workspaces'>, refs: WorkspaceRef[]): Promise<WorkspaceRef[]> {
  const all: WorkspaceRef[] = [];
  for (const w of refs) {
    all.push(w);
    if (!w.enterpriseId) continue;
    for (const teamId of (await deps.workspaces.get(w)).ownSettingsTeams ?? []) all.push({ teamId, enterpriseId: w.enterpriseId, ownSettings: true });
  }
  return all;
}

/** `workspaces`: the workspaces the app serves (the one token's, or every installation's). */
export function digestJobHandler(
  deps: PostDeps & { now: () => Date },
  clientFor: (w: WorkspaceRef) => Promise<WebClient>,
  workspaces: () => Promise<WorkspaceRef[]>,
): JobHandler {
  const retryAt = new Map<string, number>();
  return async () => {
    const now = deps.now();
    for (const w of await withOwnSettings(deps, await workspaces())) {
      const key = workspaceKey(w);
      if ((retryAt.get(key) ?? 0) > now.getTime()) continue;
      try {
        const outcome = await postDueDigest(deps, await clientFor(w), w, now);
        if (outcome === 'failed') retryAt.set(key, now.getTime() + RETRY_AFTER_MS);
        else retryAt.delete(key);
        deps.log.debug(`weekly digest of ${key}: ${outcome}`);
      } catch (error) {
        retryAt.set(key, now.getTime() + RETRY_AFTER_MS);
        deps.log.warn(`weekly digest of ${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return 'done';
  };
}
