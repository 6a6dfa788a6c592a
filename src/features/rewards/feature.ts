// Rewards for everyone: `/kudos rewards` and an App Home section list the catalogue with the person's spendable balance
// and requests; *Redeem* opens the confirm modal, kept before its ack; an open request can be cancelled (coins back).
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { catalogueBlocks } from './catalogue-view.js';
import { answerOffMessage, decide } from './decide.js';
import { publishHome } from '../home/publish.js';
import { REWARD_IDS } from './ids.js';
import { catalogueData } from './load.js';
import { openRedeem, submitRedeem } from './redeem.js';
import { answeredAsAsked, redeemingView, wordsOfConfirm } from './redeem-modal.js';
import { exportRewards } from './export.js';

export const rewards: Feature<KudosCommand> = {
  name: 'rewards',
  commands: {
    rewards: {
      admin: { keyMustOpen: false, when: (p) => p.command.export, notAdmin: 'rewards.exportNotAdmin' },
      async run(ctx, { command }) {
        const t = await ctx.words();
        if (command.export) {
          await exportRewards(t, ctx.deps, ctx.slack, ctx.workspace, ctx.userId);
          return { text: t.t('rewards.exported') };
        }
        const blocks = catalogueBlocks(t, await catalogueData(ctx, await ctx.isAdmin().catch(() => false)));
        return { text: t.t('rewards.title'), blocks };
      },
    },
  },
  home: {
    order: 35,
    async blocks(ctx) {
      return catalogueBlocks(await ctx.words(), await catalogueData(ctx, await ctx.isAdmin().catch(() => false)));
    },
  },
  actions: {
    [REWARD_IDS.redeem]: { run: (ctx, p) => openRedeem(ctx, p.actions[0]!.value ?? '', p.trigger_id!) },
    [REWARD_IDS.cancel]: {
      // Kept before its ack: the refund is one ledger step guarded by the request's state, done once however often it runs.
      durable: true,
      async run(ctx, p) {
        const request = p.actions[0]!.value ?? '';
        const found = (await ctx.deps.rewards.ledger.events(ctx.workspace, { request }))[0];
        const t = await ctx.words();
        if (found?.user !== ctx.userId) return { text: t.t('rewards.cancelNotYours') };
        const said = await decide(ctx, request, 'cancelled', ctx.userId);
        if (p.channel) return { text: said.words(t) };
        await publishHome(ctx, ctx.userId);
        return answerOffMessage(t, said, p.view);
      },
    },
  },
  views: {
    [REWARD_IDS.redeemView]: {
      // Kept before its ack: the ledger step is once per request id, so a run taken over after a crash takes nothing more.
      // Answered inputs are acked at once at the edge with "Redeeming…"; the outcome follows by views.update.
      durable: true,
      answersAfterAck: (view) => (answeredAsAsked(view) ? redeemingView(wordsOfConfirm(view)) : undefined),
      run: (ctx, { view }) => submitRedeem(ctx, view),
    },
  },
};
