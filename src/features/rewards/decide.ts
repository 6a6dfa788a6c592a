// A request moves on: approved, fulfilled, declined (an admin), or cancelled (the person, or a retired reward). Each
// change is one ledger step guarded by the request's state, so a button pressed twice, or by two admins at once, acts
// once; declining and cancelling give the coins back in that same step.
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { Rewards } from './deps.js';
import { type RequestEvent, STATE } from '../../store/rewards-ledger.js';
import { notifyChange } from './notify.js';
import { OPEN_STATES, type RequestView, requestsOf } from './requests.js';

/** `now`: the app's clock (the workbench's demo clock), which dates each step of a request. */
type DecideContext = { deps: { rewards: Rewards; log: Logger; now: () => Date }; slack: WebClient; workspace: WorkspaceRef };
export type Decision = 'approved' | 'fulfilled' | 'declined' | 'cancelled';

/** The state counter's value for each state a request can be in. */
const VALUE: Record<RequestView['state'], number> = {
  requested: STATE.requested,
  approved: STATE.approved,
  fulfilled: STATE.fulfilled,
  declined: STATE.closed,
  cancelled: STATE.closed,
};

export async function findRequest(ctx: DecideContext, id: string): Promise<RequestView | undefined> {
  return requestsOf(await ctx.deps.rewards.ledger.events(ctx.workspace, { request: id }))[0];
}

/** Gives an open request back (declined or cancelled): true when this call closed it. */
export async function closeRequest(ctx: DecideContext, r: RequestView, kind: 'declined' | 'cancelled', by: string, reason: string): Promise<boolean> {
  if (!OPEN_STATES.has(r.state)) return false;
  const reward = await ctx.deps.rewards.catalogue.reward(ctx.workspace, r.reward.id);
  const event: RequestEvent = { at: ctx.deps.now().getTime(), request: r.id, kind, by, user: r.user, reward: r.reward, reason };
  const closed = await ctx.deps.rewards.ledger.close(ctx.workspace, event, VALUE[r.state], { stocked: reward?.stocked ?? false, period: r.period });
  if (!closed.ok) return false;
  ctx.deps.log.info(`rewards: request ${r.id} ${kind} by ${by} (${reason}); ${r.reward.cost} coins back to ${r.user}`);
  await notifyChange({ slack: ctx.slack, log: ctx.deps.log }, { ...r, state: kind, by, reason }, by, closed.balance);
  return true;
}

/** The sentence for the person who pressed the button. */
function stale(r: RequestView): string {
  return `This request was already ${r.state} by <@${r.by}>${r.reason ? ` (${r.reason})` : ''}: nothing changed.`;
}

/** What a decision did, in a sentence for the person who pressed: `acted` false when nothing changed. */
export type Decided = { acted: boolean; text: string };
const unchanged = (text: string): Decided => ({ acted: false, text });

/** The answer to a press off a message, once the person's Home is redrawn: none on App Home, where the redrawn Home
 *  already shows where the request stands (a second press used to DM "already … nothing changed" each time); in a
 *  modal, with no Home in front of the person, why nothing changed, in a DM. */
export const answerOffMessage = (said: Decided, view: { type?: string | undefined } | undefined): { text: string } | undefined =>
  said.acted || view?.type === 'home' ? undefined : { text: said.text };

/** Applies a decision to the request `id` as `by`. */
export async function decide(ctx: DecideContext, id: string, decision: Decision, by: string, reason = ''): Promise<Decided> {
  const r = await findRequest(ctx, id);
  if (!r) return unchanged('I can’t find this request any more.');
  if (decision === 'declined' || decision === 'cancelled') {
    if (await closeRequest(ctx, r, decision, by, reason || (decision === 'cancelled' ? 'cancelled by the person who asked' : 'no reason given')))
      return { acted: true, text: `Request ${decision}: the ${r.reward.cost} coins went back to <@${r.user}>.` };
    return unchanged(stale((await findRequest(ctx, id)) ?? r));
  }
  const from = decision === 'approved' ? 'requested' : 'approved';
  if (r.state !== from) return unchanged(r.state === 'requested' ? 'Approve this request before marking it fulfilled.' : stale(r));
  const event: RequestEvent = { at: ctx.deps.now().getTime(), request: r.id, kind: decision, by, user: r.user, reward: r.reward };
  if (!(await ctx.deps.rewards.ledger.advance(ctx.workspace, event, VALUE[from], VALUE[decision]))) return unchanged(stale((await findRequest(ctx, id)) ?? r));
  ctx.deps.log.info(`rewards: request ${r.id} ${decision} by ${by}`);
  await notifyChange({ slack: ctx.slack, log: ctx.deps.log }, { ...r, state: decision, by }, by);
  return { acted: true, text: `Request ${decision}.` };
}
