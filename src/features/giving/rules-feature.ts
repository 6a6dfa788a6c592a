// The "Giving rules" step's handlers: opened from the setup form (admins only, through the adapter's guard), saved when valid.
import type { ActionEntry, ViewEntry } from '../../slack/feature.js';
import { ALLOWANCE_MAX } from '../../store/giving-rules.js';
import { workspaceKey } from '../../store/workspaces.js';
import { rulesSummary } from './messages.js';
import { RULE_BLOCKS, parseRules, rulesModal, savedView } from './rules-modal.js';

/** Giving rules never need the engagement key: they stay editable while it can't be read. */
const admins = { keyMustOpen: false };

export const openRules: ActionEntry = {
  admin: admins,
  async run(ctx, p) {
    const t = await ctx.words();
    await ctx.slack.views.push({ trigger_id: p.trigger_id!, view: rulesModal(t, await ctx.deps.givingRules.get(ctx.workspace)) });
  },
};

export const saveRules: ViewEntry = {
  admin: { ...admins, errorBlock: RULE_BLOCKS.allowance },
  async run(ctx, { view }) {
    const t = await ctx.words();
    const parsed = parseRules(t, view.state.values, ALLOWANCE_MAX);
    if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
    await ctx.deps.givingRules.set(ctx.workspace, parsed.rules);
    ctx.deps.log.info(`giving rules of ${workspaceKey(ctx.workspace)} changed by ${ctx.userId}: ${JSON.stringify(parsed.rules)}`);
    return { response: { response_action: 'update', view: savedView(t, rulesSummary(t, parsed.rules)) } };
  },
};
