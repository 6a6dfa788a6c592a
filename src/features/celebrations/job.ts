// Celebrations as a repeated job: each run looks at every workspace and posts the occasions due there; the store's
// claims make each post happen once, whichever instance or run gets there first (post.ts).
import type { WebClient } from '@slack/web-api';
import { type PostDeps, celebrateDue } from './post.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import type { JobHandler } from '../../ops/jobs.js';

export function celebrationJobHandler(
  deps: PostDeps & { now: () => Date },
  clientFor: (w: WorkspaceRef) => Promise<WebClient>,
  workspaces: () => Promise<WorkspaceRef[]>,
): JobHandler {
  return async () => {
    const now = deps.now();
    for (const w of await workspaces()) {
      try {
        const outcome = await celebrateDue(deps, await clientFor(w), w, now);
        if (outcome.posted || outcome.resumed || outcome.told) deps.log.info(`celebrations of ${workspaceKey(w)}: ${JSON.stringify(outcome)}`);
      } catch (error) {
        deps.log.warn(`celebrations of ${workspaceKey(w)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return 'done';
  };
}
