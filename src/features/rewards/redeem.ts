// A redemption: *Redeem* opens the confirm modal; confirming takes the coins, the stock and the limit and opens the
// request in one ledger step (once per request id, so a confirm kept before its ack and run again takes nothing more),
// answers in the modal (acked at once with "Redeeming…" when its inputs pass, the outcome then by views.update, or
// in a DM when the modal is gone), then tells the person and the approver channel after the ack.
import type { Submission } from '../../slack/feature.js';
import type { Durable } from '../../store/outbox.js';
import type { Reward } from '../../store/rewards-catalogue.js';
import type { ViewSubmission } from '../../slack/payloads.js';
import { coins, escapeText } from '../../ui/blocks.js';
import { closeRequest } from './decide.js';
import { type RewardsFlow, spendable } from './load.js';
import { notifyRequested } from './notify.js';
import { limitNow } from './period.js';
import { NOTE_BLOCK, doneView, readMetadata, readNote, redeemModal } from './redeem-modal.js';
import { type RequestView, requestsOf } from './requests.js';

const answer = (text: string): Submission => ({ response: { response_action: 'update', view: doneView(text) }, outcome: text });

/** Why the person cannot redeem the reward now, before they fill anything in: its limit reached, or none left (the
 *  redemption itself checks both again, in its step). */
async function blockedNow(ctx: RewardsFlow, reward: Reward): Promise<string | undefined> {
  const { ledger } = ctx.deps.rewards;
  const limit = limitNow(reward, ctx.deps.now());
  if (limit && reward.limit && (await ledger.used(ctx.workspace, { reward: reward.id, user: ctx.userId, period: limit.period })) >= limit.max)
    return `You have reached this reward’s limit of ${limit.max} per ${reward.limit.period}: you can redeem it again next ${reward.limit.period}.`;
  if (reward.stocked && (await ledger.stock(ctx.workspace, reward.id)) <= 0) return 'None left right now: an admin adds more to the stock.';
  return undefined;
}

export async function openRedeem(ctx: RewardsFlow, rewardId: string, triggerId: string): Promise<void> {
  const reward = await ctx.deps.rewards.catalogue.reward(ctx.workspace, rewardId);
  const view =
    reward && !reward.retired
      ? redeemModal(reward, await spendable(ctx), await blockedNow(ctx, reward))
      : doneView('This reward is no longer offered. `/kudos rewards` lists the current ones.');
  await ctx.slack.views.open({ trigger_id: triggerId, view });
}

const REFUSALS = {
  balance: (cost: number, balance: number) => `:warning: Not enough coins: this reward takes ${coins(cost)} and you have ${coins(balance)}. Nothing was taken.`,
  stock: () => ':warning: None left: someone redeemed the last one. Nothing was taken.',
  limit: () => ':warning: You have reached this reward’s limit for the period. Nothing was taken.',
};

export async function submitRedeem(ctx: RewardsFlow & { durable?: Durable }, view: ViewSubmission['view']): Promise<Submission> {
  const { ledger, catalogue } = ctx.deps.rewards;
  const meta = readMetadata(view.private_metadata);
  const reward = meta && (await catalogue.reward(ctx.workspace, meta.reward));
  if (!meta || !reward || reward.retired) return answer('This reward is no longer offered. Nothing was taken.');
  const note = readNote(view.state.values, reward);
  if (!note.ok) return { response: { response_action: 'errors', errors: { [NOTE_BLOCK]: note.error } }, outcome: `:warning: ${note.error} Nothing was taken.` };
  const rewardRef = { id: reward.id, name: reward.name, cost: reward.cost };
  const now = ctx.deps.now();
  const limit = limitNow(reward, now);
  const done = await ledger.redeem(ctx.workspace, {
    request: meta.request,
    user: ctx.userId,
    reward: rewardRef,
    stocked: reward.stocked,
    needsApproval: reward.needsApproval,
    ...(note.note ? { note: note.note } : {}),
    ...(limit ? { limit } : {}),
  });
  if (!done.ok) return answer(done.why === 'balance' ? REFUSALS.balance(reward.cost, done.balance) : REFUSALS[done.why]());
  ctx.deps.log.info(
    `rewards: ${ctx.userId} redeemed ${reward.id} (${reward.cost}) as request ${meta.request}${done.repeat ? ' (again: nothing more taken)' : ''}`,
  );
  // The request as this step opened it (no read of every request of the workspace); a repeat reads where it stands.
  const opened: RequestView = {
    id: meta.request,
    user: ctx.userId,
    reward: rewardRef,
    ...(note.note ? { note: note.note } : {}),
    ...(limit ? { period: limit.period } : {}),
    at: now.getTime(),
    state: reward.needsApproval ? 'requested' : 'approved',
    by: ctx.userId,
    changedAt: now.getTime(),
    ...(reward.needsApproval ? {} : { reason: 'this reward needs no approval' }),
  };
  // Behind other requests' acks (dispatch.ts), as a kudos's work after its ack is: the DMs can wait a moment, acks can't.
  const after = () =>
    ctx.deps.afterAck(async () => {
      const request = done.repeat ? requestsOf(await ledger.events(ctx.workspace, { request: meta.request }))[0] : opened;
      if (!request) return;
      // Retired while this redemption went through: it is given back at once, like every open request of the reward.
      const program = await catalogue.get(ctx.workspace);
      if (program.rewards.find((r) => r.id === reward.id)?.retired)
        return void (await closeRequest(ctx, request, 'cancelled', ctx.userId, 'the reward was retired'));
      await notifyRequested({ slack: ctx.slack, log: ctx.deps.log }, request, done.balance, program.approverChannel);
    });
  const next = reward.needsApproval ? 'An admin will approve it' : 'An admin will fulfil it';
  // The same confirm again (a double click, a replay) was told already; a run taken over after a crash tells (again).
  const told = done.repeat && (ctx.durable?.attempts ?? 1) === 1;
  return {
    ...answer(`:gift: Done: *${escapeText(reward.name)}* is yours to receive. ${next}; you will hear in a DM. You have ${coins(done.balance)} left.`),
    ...(told ? {} : { after, afterTells: true }),
  };
}
