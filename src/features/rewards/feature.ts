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
import { answeredAsAsked, redeemingView } from './redeem-modal.js';
import { exportRewards } from './export.js';

export const rewards: Feature<KudosCommand> = {
  name: 'rewards',
  commands: {
    rewards: {
      admin: { keyMustOpen: false, when: (p) => p.command.export, notAdmin: 'Only admins can export the rewards ledger. `/kudos rewards` shows the rewards.' },
      async run(ctx, { command }) {
        if (command.export) {
          await exportRewards(ctx.deps, ctx.slack, ctx.workspace, ctx.userId);
          return { text: ':page_facing_up: The redemptions and balances are in your DM with me, as CSV files.' };
        }
        const blocks = catalogueBlocks(await catalogueData(ctx, await ctx.isAdmin().catch(() => false)));
        return { text: 'Rewards', blocks };
      },
    },
  },
  home: {
    order: 35,
    async blocks(ctx) {
      return catalogueBlocks(await catalogueData(ctx, await ctx.isAdmin().catch(() => false)));
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
        if (found?.user !== ctx.userId) return { text: ':warning: Only the person who asked can cancel a request.' };
        const said = await decide(ctx, request, 'cancelled', ctx.userId);
        if (p.channel) return { text: said.text };
        await publishHome(ctx, ctx.userId);
        return answerOffMessage(said, p.view);
      },
    },
  },
  views: {
    [REWARD_IDS.redeemView]: {
      // Kept before its ack: the ledger step is once per request id, so a run taken over after a crash takes nothing more.
      // Answered inputs are acked at once at the edge with "Redeeming…"; the outcome follows by views.update.
      durable: true,
      answersAfterAck: (view) => (answeredAsAsked(view) ? redeemingView() : undefined),
      run: (ctx, { view }) => submitRedeem(ctx, view),
    },
  },
};
