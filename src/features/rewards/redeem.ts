// A redemption: *Redeem* opens the confirm modal; confirming takes the coins, the stock and the limit and opens the
// request in one ledger step (once per request id, so a confirm kept before its ack and run again takes nothing more),
// answers in the modal (acked at once with "Redeeming…" when its inputs pass, the outcome then by views.update, or
// in a DM when the modal is gone), then tells the person and the approver channel after the ack.
import type { RequestContext, Submission } from '../../slack/feature.js';
import type { Durable } from '../../store/outbox.js';
import type { Reward } from '../../store/rewards-catalogue.js';
import type { ViewSubmission } from '../../slack/payloads.js';
import type { Translator } from '../../i18n/translator.js';
import { escapeText } from '../../ui/blocks.js';
import { closeRequest } from './decide.js';
import { type RewardsFlow, spendable } from './load.js';
import { notifyRequested } from './notify.js';
import { limitNow } from './period.js';
import { NOTE_BLOCK, doneView, readMetadata, readNote, redeemModal } from './redeem-modal.js';
import { type RequestView, SYSTEM_REASONS, requestsOf } from './requests.js';

const answer = (t: Translator, text: string): Submission => ({ response: { response_action: 'update', view: doneView(t, text) }, outcome: text });

/** Why the person cannot redeem the reward now, before they fill anything in: its limit reached, or none left (the
 *  redemption itself checks both again, in its step). */
async function blockedNow(t: Translator, ctx: RewardsFlow, reward: Reward): Promise<string | undefined> {
  const { ledger } = ctx.deps.rewards;
  const limit = limitNow(reward, ctx.deps.now());
  if (limit && reward.limit && (await ledger.used(ctx.workspace, { reward: reward.id, user: ctx.userId, period: limit.period })) >= limit.max)
    return t.t('rewards.blockedLimit', { max: t.number(limit.max), period: reward.limit.period });
  if (reward.stocked && (await ledger.stock(ctx.workspace, reward.id)) <= 0) return t.t('rewards.blockedStock');
  return undefined;
}

export async function openRedeem(ctx: RewardsFlow & Pick<RequestContext, 'words'>, rewardId: string, triggerId: string): Promise<void> {
  const [reward, t] = await Promise.all([ctx.deps.rewards.catalogue.reward(ctx.workspace, rewardId), ctx.words()]);
  const view =
    reward && !reward.retired ? redeemModal(t, reward, await spendable(ctx), await blockedNow(t, ctx, reward)) : doneView(t, t.t('rewards.noLongerOffered'));
  await ctx.slack.views.open({ trigger_id: triggerId, view });
}

/** Why the ledger refused the redemption, in the person's words. */
function refusal(t: Translator, why: 'balance' | 'stock' | 'limit', cost: number, balance: number): string {
  if (why === 'balance') return t.t('rewards.refusedBalance', { cost: t.t('common.coins', { count: cost }), balance: t.t('common.coins', { count: balance }) });
  return t.t(why === 'stock' ? 'rewards.refusedStock' : 'rewards.refusedLimit');
}

export async function submitRedeem(
  ctx: RewardsFlow & Pick<RequestContext, 'words'> & { durable?: Durable },
  view: ViewSubmission['view'],
): Promise<Submission> {
  const { ledger, catalogue } = ctx.deps.rewards;
  const meta = readMetadata(view.private_metadata);
  const [reward, t] = await Promise.all([meta ? catalogue.reward(ctx.workspace, meta.reward) : undefined, ctx.words()]);
  if (!meta || !reward || reward.retired) return answer(t, t.t('rewards.noLongerOfferedNothingTaken'));
  const note = readNote(t, view.state.values, reward);
  if (!note.ok)
    return { response: { response_action: 'errors', errors: { [NOTE_BLOCK]: note.error } }, outcome: t.t('rewards.noteRefused', { error: note.error }) };
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
  if (!done.ok) return answer(t, refusal(t, done.why, reward.cost, done.balance));
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
    ...(reward.needsApproval ? {} : { reason: SYSTEM_REASONS.noApproval }),
  };
  // Behind other requests' acks (dispatch.ts), as a kudos's work after its ack is: the DMs can wait a moment, acks can't.
  const after = () =>
    ctx.deps.afterAck(async () => {
      const request = done.repeat ? requestsOf(await ledger.events(ctx.workspace, { request: meta.request }))[0] : opened;
      if (!request) return;
      // Retired while this redemption went through: it is given back at once, like every open request of the reward.
      const program = await catalogue.get(ctx.workspace);
      if (program.rewards.find((r) => r.id === reward.id)?.retired)
        return void (await closeRequest(ctx, request, 'cancelled', ctx.userId, SYSTEM_REASONS.retired));
      const notify = { slack: ctx.slack, log: ctx.deps.log, languages: ctx.deps.languages, workspace: ctx.workspace };
      await notifyRequested(notify, request, done.balance, program.approverChannel);
    });
  // The same confirm again (a double click, a replay) was told already; a run taken over after a crash tells (again).
  const told = done.repeat && (ctx.durable?.attempts ?? 1) === 1;
  return {
    ...answer(
      t,
      t.t('rewards.redeemed', {
        name: escapeText(reward.name),
        approval: reward.needsApproval ? 'yes' : 'no',
        balance: t.t('common.coins', { count: done.balance }),
      }),
    ),
    ...(told ? {} : { after, afterTells: true }),
  };
}
