// Connects the demo clock's jump to the running app: the next celebration and the scheduler's tick, with the bot client
// of the workspace's installation, exactly as the repeated celebration job runs them.
import { nextCelebration } from '../features/celebrations/next.js';
import { celebrateDue } from '../features/celebrations/post.js';
import { installedClient } from '../ops/oauth.js';
import type { Runtime } from '../runtime.js';
import type { ClockDeps } from './clock-route.js';
import type { DemoClock } from './demo-clock.js';

export function celebrationClock(runtime: Runtime, clock: DemoClock, slackApiUrl: string): ClockDeps {
  const deps = runtime.deps;
  const slackOf = (w: Parameters<ClockDeps['next']>[0]) => installedClient(deps.installations, w, { slackApiUrl, logger: deps.log });
  return {
    clock,
    refOf: async (workspace) =>
      (await deps.installations.workspaces()).find((r) => r.teamId === workspace.team.id || (!!workspace.grid && r.enterpriseId === workspace.grid.id)),
    next: async (w, after) => nextCelebration(deps, await slackOf(w), w, after),
    celebrate: async (w, now) => celebrateDue(deps, await slackOf(w), w, now),
  };
}
