// Company values: `/kudos values` lists them for everyone; `/kudos values edit` opens the admins' editor.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { section, plain } from '../../ui/blocks.js';
import { VALUES_BLOCK, VALUES_VIEW, parseValues, valuesEditor } from './editor.js';
import { valuesMessage } from './list.js';
import { valueLabel } from './tags.js';

/** Values are the app's own settings: editing them needs no readable API key. */
const admins = { keyMustOpen: false };

export const values: Feature<KudosCommand> = {
  name: 'values',
  commands: {
    values: {
      admin: { ...admins, when: (p) => p.command.edit, notAdmin: 'Only admins can change the company values. `/kudos values` shows them.' },
      async run(ctx, { command, triggerId }) {
        const stored = await ctx.deps.values.get(ctx.workspace);
        if (!command.edit) return valuesMessage(stored, await ctx.isAdmin().catch(() => false));
        await ctx.slack.views.open({ trigger_id: triggerId, view: valuesEditor(stored) });
      },
    },
  },
  views: {
    [VALUES_VIEW]: {
      admin: { ...admins, errorBlock: VALUES_BLOCK },
      async run(ctx, { view }) {
        const parsed = parseValues(view.state.values);
        if (!parsed.ok) return { response: { response_action: 'errors', errors: { [VALUES_BLOCK]: parsed.error } } };
        await ctx.deps.values.set(ctx.workspace, parsed.values, ctx.userId);
        ctx.deps.log.info(`company values set by ${ctx.userId}: ${parsed.values.map((v) => v.hashtag).join(', ') || 'none'}`);
        const list = parsed.values.map(valueLabel).join(', ');
        const saved = parsed.values.length
          ? `:white_check_mark: Saved ${parsed.values.length} value${parsed.values.length === 1 ? '' : 's'}: ${list}.`
          : ':white_check_mark: Saved: no company values.';
        return {
          response: {
            response_action: 'update',
            view: { type: 'modal', title: plain('Company values', 24), close: plain('Close', 24), blocks: [section(saved)] },
          },
        };
      },
    },
  },
};
