// Rewards for admins (the adapter's guard decides who): the catalogue's add/edit/retire and stock, the request queue
// in App Home with approve/decline/fulfil, balance adjustments and the approver channel.
import type { ActionEntry, Feature } from '../../slack/feature.js';
import { publishHome } from '../home/publish.js';
import { type Decision, answerOffMessage, closeRequest, decide } from './decide.js';
import { adjustModal, declineModal, parseAdjustment, parseChannel, parseDeclineReason, settingsModal, A, DECLINE_BLOCK } from './admin-modals.js';
import { REWARD_IDS } from './ids.js';
import { queueBlocks } from './queue.js';
import { doneView } from './redeem-modal.js';
import { OPEN_STATES, SYSTEM_REASONS, requestsOf } from './requests.js';
import { F, parseReward, rewardModal } from './reward-modal.js';
import { escapeText } from '../../ui/blocks.js';

/** The rewards program is the app's own: managing it needs no readable API key. */
const admins = { keyMustOpen: false };

/** A decision button: on a message (the approver channel, read by many: in the workspace's language) the answer
 *  replaces it; elsewhere the Home is redrawn, which
 *  on App Home is the whole answer, and a press in a modal that changed nothing is told why in a DM.
 *  Kept before its ack; its step is guarded by the request's state, so run again after a crash it acts once. */
const decision = (kind: Exclude<Decision, 'declined' | 'cancelled'>): ActionEntry => ({
  admin: admins,
  durable: true,
  async run(ctx, p) {
    const said = await decide(ctx, p.actions[0]!.value ?? '', kind, ctx.userId);
    if (p.channel) return { text: `${said.words(await ctx.deps.languages.workspace(ctx.workspace))} (<@${ctx.userId}>)` };
    await publishHome(ctx, ctx.userId);
    return answerOffMessage(await ctx.words(), said, p.view);
  },
});

export const rewardsAdmin: Feature = {
  name: 'rewards-admin',
  home: { order: 85, admin: true, blocks: queueBlocks },
  actions: {
    [REWARD_IDS.add]: {
      admin: admins,
      run: async (ctx, p) => void (await ctx.slack.views.open({ trigger_id: p.trigger_id!, view: rewardModal(await ctx.words(), undefined, 0) })),
    },
    [REWARD_IDS.edit]: {
      admin: admins,
      async run(ctx, p) {
        const [reward, t] = await Promise.all([ctx.deps.rewards.catalogue.reward(ctx.workspace, p.actions[0]!.value ?? ''), ctx.words()]);
        const view = reward ? rewardModal(t, reward, await ctx.deps.rewards.ledger.stock(ctx.workspace, reward.id)) : doneView(t, t.t('rewards.rewardGone'));
        await ctx.slack.views.open({ trigger_id: p.trigger_id!, view });
      },
    },
    [REWARD_IDS.retire]: {
      admin: admins,
      // Kept before its ack (issue 23): a retire cut short by a crash is finished by another instance or the restart;
      // each refund is a ledger step guarded by the request's state, so none is lost or made twice.
      durable: true,
      async run(ctx, p) {
        const reward = await ctx.deps.rewards.catalogue.reward(ctx.workspace, p.actions[0]!.value ?? '');
        if (!reward) return;
        await ctx.deps.rewards.catalogue.save(ctx.workspace, { ...reward, retired: true });
        const open = requestsOf(await ctx.deps.rewards.ledger.events(ctx.workspace, 'open')).filter(
          (r) => r.reward.id === reward.id && OPEN_STATES.has(r.state),
        );
        for (const r of open) await closeRequest(ctx, r, 'cancelled', ctx.userId, SYSTEM_REASONS.retired);
        ctx.deps.log.info(`rewards: ${reward.id} retired by ${ctx.userId}; ${open.length} open requests given back`);
        if (!p.channel) return void (await publishHome(ctx, ctx.userId));
        // Replaces the catalogue the admin was shown (an ephemeral answer to them): their language.
        const t = await ctx.words();
        return { text: t.t('rewards.retired', { name: escapeText(reward.name), count: open.length }) };
      },
    },
    [REWARD_IDS.approve]: decision('approved'),
    [REWARD_IDS.fulfil]: decision('fulfilled'),
    [REWARD_IDS.decline]: {
      admin: admins,
      run: async (ctx, p) => void (await ctx.slack.views.open({ trigger_id: p.trigger_id!, view: declineModal(await ctx.words(), p.actions[0]!.value ?? '') })),
    },
    [REWARD_IDS.adjust]: {
      admin: admins,
      run: async (ctx, p) => void (await ctx.slack.views.open({ trigger_id: p.trigger_id!, view: adjustModal(await ctx.words()) })),
    },
    [REWARD_IDS.settings]: {
      admin: admins,
      run: async (ctx, p) =>
        void (await ctx.slack.views.open({
          trigger_id: p.trigger_id!,
          view: settingsModal(await ctx.words(), (await ctx.deps.rewards.catalogue.get(ctx.workspace)).approverChannel),
        })),
    },
  },
  views: {
    [REWARD_IDS.editView]: {
      admin: { ...admins, errorBlock: F.name },
      async run(ctx, { view }) {
        const before = view.private_metadata ? await ctx.deps.rewards.catalogue.reward(ctx.workspace, view.private_metadata) : undefined;
        const t = await ctx.words();
        const parsed = parseReward(t, view.state.values, before?.id ?? '', before?.retired ?? false);
        if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
        await ctx.deps.rewards.catalogue.save(ctx.workspace, parsed.reward);
        if (parsed.stock !== undefined) await ctx.deps.rewards.ledger.setStock(ctx.workspace, parsed.reward.id, parsed.stock);
        ctx.deps.log.info(
          `rewards: ${parsed.reward.id} ${before ? 'edited' : 'added'} by ${ctx.userId}: ${JSON.stringify(parsed.reward)} stock ${parsed.stock ?? 'unlimited'}`,
        );
        return {
          response: {
            response_action: 'update',
            view: doneView(t, t.t('rewards.saved', { name: escapeText(parsed.reward.name), coins: t.t('common.coins', { count: parsed.reward.cost }) })),
          },
          after: () => publishHome(ctx, ctx.userId),
        };
      },
    },
    [REWARD_IDS.declineView]: {
      admin: { ...admins, errorBlock: DECLINE_BLOCK },
      async run(ctx, { view }) {
        const reason = parseDeclineReason(view.state.values);
        const t = await ctx.words();
        if (!reason) return { response: { response_action: 'errors', errors: { [DECLINE_BLOCK]: t.t('rewards.errorDeclineReason') } } };
        const said = await decide(ctx, view.private_metadata, 'declined', ctx.userId, reason);
        return { response: { response_action: 'update', view: doneView(t, said.words(t)) }, after: () => publishHome(ctx, ctx.userId) };
      },
    },
    [REWARD_IDS.adjustView]: {
      admin: { ...admins, errorBlock: A.amount },
      async run(ctx, { view }) {
        const t = await ctx.words();
        const parsed = parseAdjustment(t, view.state.values);
        if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
        const { user, amount, reason } = parsed.adjustment;
        const person = await ctx.deps.directory.user(ctx.slack, ctx.workspace, user).catch(() => undefined);
        if (person?.isBot || person?.deleted)
          return {
            response: {
              response_action: 'errors',
              errors: { [A.user]: t.t(person.isBot ? 'rewards.errorAdjustBot' : 'rewards.errorAdjustLeft') },
            },
          };
        const done = await ctx.deps.rewards.ledger.adjust(ctx.workspace, user, amount, ctx.userId, reason);
        if (!done.ok)
          return {
            response: {
              response_action: 'errors',
              errors: { [A.amount]: t.t('rewards.errorAdjustBelowZero', { userId: user, balance: t.t('common.coins', { count: done.balance }) }) },
            },
          };
        ctx.deps.log.info(`rewards: balance of ${user} adjusted by ${amount} by ${ctx.userId}: ${reason}`);
        const dm = async () => {
          // The person whose balance moved reads it in their own language.
          const theirs = await ctx.deps.languages.person(ctx.slack, ctx.workspace, user);
          const text = theirs.t('rewards.dmAdjusted', {
            amount: `${amount > 0 ? '+' : ''}${theirs.t('common.coins', { count: amount })}`,
            by: ctx.userId,
            reason: escapeText(reason),
            balance: theirs.t('common.coins', { count: done.balance }),
          });
          await ctx.slack.chat.postMessage({ channel: user, text });
        };
        const now = t.t('rewards.adjusted', { userId: user, balance: t.t('common.coins', { count: done.balance }) });
        return { response: { response_action: 'update', view: doneView(t, now) }, after: dm };
      },
    },
    [REWARD_IDS.settingsView]: {
      admin: admins,
      async run(ctx, { view }) {
        const channel = parseChannel(view.state.values);
        await ctx.deps.rewards.catalogue.setApproverChannel(ctx.workspace, channel);
        const t = await ctx.words();
        const text = channel ? t.t('rewards.settingsSavedChannel', { channel }) : t.t('rewards.settingsSavedHome');
        return { response: { response_action: 'update', view: doneView(t, text) } };
      },
    },
  },
};
