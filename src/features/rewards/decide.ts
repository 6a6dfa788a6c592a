// A request moves on: approved, fulfilled, declined (an admin), or cancelled (the person, or a retired reward). Each
// change is one ledger step guarded by the request's state, so a button pressed twice, or by two admins at once, acts
// once; declining and cancelling give the coins back in that same step.
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import type { Translator } from '../../i18n/translator.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { Rewards } from './deps.js';
import { type RequestEvent, STATE } from '../../store/rewards-ledger.js';
import { notifyChange } from './notify.js';
import { OPEN_STATES, type RequestView, SYSTEM_REASONS, reasonWords, requestsOf } from './requests.js';

/** `now`: the app's clock (the workbench's demo clock), which dates each step of a request. `languages`: whose words
 *  the DMs of a change are in. */
type DecideContext = {
  deps: { rewards: Rewards; log: Logger; now: () => Date; languages: FeatureDeps['languages'] };
  slack: WebClient;
  workspace: WorkspaceRef;
};
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

const notifier = (ctx: DecideContext) => ({ slack: ctx.slack, log: ctx.deps.log, languages: ctx.deps.languages, workspace: ctx.workspace });

/** Gives an open request back (declined or cancelled): true when this call closed it. */
export async function closeRequest(ctx: DecideContext, r: RequestView, kind: 'declined' | 'cancelled', by: string, reason: string): Promise<boolean> {
  if (!OPEN_STATES.has(r.state)) return false;
  const reward = await ctx.deps.rewards.catalogue.reward(ctx.workspace, r.reward.id);
  const event: RequestEvent = { at: ctx.deps.now().getTime(), request: r.id, kind, by, user: r.user, reward: r.reward, reason };
  const closed = await ctx.deps.rewards.ledger.close(ctx.workspace, event, VALUE[r.state], { stocked: reward?.stocked ?? false, period: r.period });
  if (!closed.ok) return false;
  ctx.deps.log.info(`rewards: request ${r.id} ${kind} by ${by} (${reason}); ${r.reward.cost} coins back to ${r.user}`);
  await notifyChange(notifier(ctx), { ...r, state: kind, by, reason }, by, closed.balance);
  return true;
}

/** The sentence for the person who pressed the button. */
function stale(r: RequestView): Decided {
  return unchanged((t) =>
    r.reason
      ? t.t('rewards.staleWithReason', { state: r.state, by: r.by, reason: reasonWords(t, r.reason) })
      : t.t('rewards.stale', { state: r.state, by: r.by }),
  );
}

/** What a decision did, worded for whoever reads it (the person who pressed, or an approver channel): `acted` false
 *  when nothing changed. */
export type Decided = { acted: boolean; words: (t: Translator) => string };
const unchanged = (words: Decided['words']): Decided => ({ acted: false, words });

/** The answer to a press off a message, once the person's Home is redrawn: none on App Home, where the redrawn Home
 *  already shows where the request stands (a second press used to DM "already … nothing changed" each time); in a
 *  modal, with no Home in front of the person, why nothing changed, in a DM. */
export const answerOffMessage = (t: Translator, said: Decided, view: { type?: string | undefined } | undefined): { text: string } | undefined =>
  said.acted || view?.type === 'home' ? undefined : { text: said.words(t) };

/** Applies a decision to the request `id` as `by`. */
export async function decide(ctx: DecideContext, id: string, decision: Decision, by: string, reason = ''): Promise<Decided> {
  const r = await findRequest(ctx, id);
  if (!r) return unchanged((t) => t.t('rewards.requestNotFound'));
  if (decision === 'declined' || decision === 'cancelled') {
    if (await closeRequest(ctx, r, decision, by, reason || (decision === 'cancelled' ? SYSTEM_REASONS.ownCancel : SYSTEM_REASONS.none)))
      return { acted: true, words: (t) => t.t('rewards.requestClosed', { decision, count: r.reward.cost, userId: r.user }) };
    return stale((await findRequest(ctx, id)) ?? r);
  }
  const from = decision === 'approved' ? 'requested' : 'approved';
  if (r.state !== from) return r.state === 'requested' ? unchanged((t) => t.t('rewards.approveFirst')) : stale(r);
  const event: RequestEvent = { at: ctx.deps.now().getTime(), request: r.id, kind: decision, by, user: r.user, reward: r.reward };
  if (!(await ctx.deps.rewards.ledger.advance(ctx.workspace, event, VALUE[from], VALUE[decision]))) return stale((await findRequest(ctx, id)) ?? r);
  ctx.deps.log.info(`rewards: request ${r.id} ${decision} by ${by}`);
  await notifyChange(notifier(ctx), { ...r, state: decision, by }, by);
  return { acted: true, words: (t) => t.t('rewards.requestAdvanced', { decision }) };
}
