// The giving allowance as a Slack surface: `/kudos balance` for everyone, and the "Giving rules" step of setup for admins.
import type { Feature } from '../../slack/feature.js';
import { context, section } from '../../ui/blocks.js';
import { allowanceStatus } from './allowance.js';
import { balanceLine, rulesSummary } from './messages.js';
import { openRules, saveRules } from './rules-feature.js';
import { GIVING_IDS } from './rules-modal.js';

export const giving: Feature = {
  name: 'giving',
  commands: {
    balance: {
      async run(ctx) {
        const status = await allowanceStatus(ctx.deps, ctx.slack, ctx.workspace, ctx.userId);
        const line = balanceLine(status);
        return { text: line, blocks: [section(`:coin: ${line}`), context(rulesSummary(status.rules))] };
      },
    },
  },
  actions: { [GIVING_IDS.openRules]: openRules },
  views: { [GIVING_IDS.rulesView]: saveRules },
};
