// The page's "Jump to next celebration": posts what is due now, moves the demo clock to the moment the shown
// workspace's next birthday or anniversary is due and runs the celebration scheduler there at once, so the post appears in the celebrations channel
// (and tomorrow's people get their day-before DM) as they would on that day. A page action like the others: JSON from
// the workbench's own origin only (same-origin.ts).
import { z } from 'zod';
import type { TickOutcome } from '../features/celebrations/post.js';
import type { Occasion } from '../features/celebrations/occasions.js';
import { dateText } from '../features/celebrations/dates.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { ClientRoutes } from './client-routes.js';
import type { DemoClock } from './demo-clock.js';
import type { SlackWorkspace } from './workspace.js';

export type ClockDeps = {
  clock: DemoClock;
  /** The app's name for the workspace (its served ref), undefined while the app is not installed there. */
  refOf: (workspace: SlackWorkspace) => Promise<WorkspaceRef | undefined>;
  next: (w: WorkspaceRef, after: Date) => Promise<Occasion | undefined>;
  celebrate: (w: WorkspaceRef, now: Date) => Promise<TickOutcome>;
};

const request = z.object({ to: z.literal('next-celebration') });

/** A tick of the repeated job may hold the workspace's lease for a moment: the jump waits its turn, briefly. */
const BUSY_TRIES = 40;
const BUSY_WAIT_MS = 250;

async function celebrateNow(deps: ClockDeps, w: WorkspaceRef): Promise<TickOutcome> {
  for (let i = 1; ; i += 1) {
    const outcome = await deps.celebrate(w, deps.clock.now());
    if (outcome.skipped !== 'busy' || i >= BUSY_TRIES) return outcome;
    await new Promise((r) => setTimeout(r, BUSY_WAIT_MS));
  }
}

/** The demo clock as the page shows it. */
export const clockState = (clock: DemoClock) => ({ clock: { now: clock.now().toISOString(), ahead: clock.ahead > 0 } });

export function clockRoutes(deps: ClockDeps): (workspace: SlackWorkspace) => ClientRoutes {
  return (workspace) => ({
    '/workbench/clock': async (raw) => {
      request.parse(raw);
      const w = await deps.refOf(workspace);
      // What is due now goes out first (the repeated job may not have run since the demo's dates were stored): a jump
      // never skips past a celebration the scheduler has not posted yet.
      if (w) await celebrateNow(deps, w);
      const next = w && (await deps.next(w, deps.clock.now()));
      if (!next)
        return {
          moved: false,
          ...clockState(deps.clock),
          error: 'No celebration is coming: no celebrations channel is set, or nobody has a birthday or start date stored.',
        };
      deps.clock.moveTo(next.at);
      const outcome = await celebrateNow(deps, w!);
      return { moved: true, ...clockState(deps.clock), occasion: { kind: next.kind, user: next.userId, date: dateText(next.date) }, outcome };
    },
  });
}
