// A workspace's redemption requests as their events tell them (each event was appended in the same atomic step as the
// state change it records): who asked for what, where it stands, and who moved it last and why.
import type { RequestEvent } from '../../store/rewards-ledger.js';

export type RequestState = RequestEvent['kind'];
export type RequestView = {
  id: string;
  user: string;
  reward: RequestEvent['reward'];
  note?: string;
  at: number;
  state: RequestState;
  by: string;
  reason?: string;
  changedAt: number;
  period?: string;
};

export const OPEN_STATES: ReadonlySet<RequestState> = new Set(['requested', 'approved']);

/** Every request, newest first. */
export function requestsOf(events: RequestEvent[]): RequestView[] {
  const byId = new Map<string, RequestView>();
  for (const e of events) {
    const known = byId.get(e.request);
    if (!known) {
      byId.set(e.request, {
        id: e.request,
        user: e.user,
        reward: e.reward,
        ...(e.note ? { note: e.note } : {}),
        ...(e.period ? { period: e.period } : {}),
        at: e.at,
        state: e.kind,
        by: e.by,
        changedAt: e.at,
      });
      continue;
    }
    known.state = e.kind;
    known.by = e.by;
    known.changedAt = e.at;
    if (e.reason) known.reason = e.reason;
  }
  return [...byId.values()].reverse();
}

export const STATE_WORDS: Record<RequestState, string> = {
  requested: ':hourglass_flowing_sand: requested',
  approved: ':white_check_mark: approved',
  fulfilled: ':tada: fulfilled',
  declined: ':no_entry: declined',
  cancelled: ':leftwards_arrow_with_hook: cancelled',
};
