// The giving allowance as a Slack surface: `/kudos balance` and the balance on App Home for everyone, and the
// "Giving rules" step of setup for admins.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { context, section } from '../../ui/blocks.js';
import { allowanceStatus } from './allowance.js';
import { balanceLine, rulesSummary } from './messages.js';
import { openRules, saveRules } from './rules-feature.js';
import { GIVING_IDS } from './rules-modal.js';

export const giving: Feature<KudosCommand> = {
  name: 'giving',
  commands: {
    balance: {
      async run(ctx) {
        const t = await ctx.words();
        const status = await allowanceStatus(ctx.deps, ctx.slack, ctx.workspace, ctx.userId);
        const line = balanceLine(t, status);
        return { text: line, blocks: [section(`:coin: ${line}`), context(rulesSummary(t, status.rules))] };
      },
    },
  },
  actions: { [GIVING_IDS.openRules]: openRules },
  home: {
    order: 10,
    flush: true,
    // Right under the buttons; a balance that can't be read is left out quietly (giving says it when it matters).
    async blocks(ctx) {
      const status = await allowanceStatus(ctx.deps, ctx.slack, ctx.workspace, ctx.userId).catch(() => undefined);
      if (!status) return [];
      const t = await ctx.words();
      return [section(`:coin: ${balanceLine(t, status)}`), context(t.t('giving.homeBalanceHint'))];
    },
  },
  views: { [GIVING_IDS.rulesView]: saveRules },
};
