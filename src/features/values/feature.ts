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
      admin: { ...admins, when: (p) => p.command.edit, notAdmin: 'values.notAdmin' },
      async run(ctx, { command, triggerId }) {
        const t = await ctx.words();
        const stored = await ctx.deps.values.get(ctx.workspace);
        if (!command.edit) return valuesMessage(t, stored, await ctx.isAdmin().catch(() => false));
        await ctx.slack.views.open({ trigger_id: triggerId, view: valuesEditor(t, stored) });
      },
    },
  },
  views: {
    [VALUES_VIEW]: {
      admin: { ...admins, errorBlock: VALUES_BLOCK },
      async run(ctx, { view }) {
        const t = await ctx.words();
        const parsed = parseValues(t, view.state.values);
        if (!parsed.ok) return { response: { response_action: 'errors', errors: { [VALUES_BLOCK]: parsed.error } } };
        await ctx.deps.values.set(ctx.workspace, parsed.values, ctx.userId);
        ctx.deps.log.info(`company values set by ${ctx.userId}: ${parsed.values.map((v) => v.hashtag).join(', ') || 'none'}`);
        const saved = parsed.values.length
          ? t.t('values.saved', { count: parsed.values.length, list: parsed.values.map(valueLabel).join(', ') })
          : t.t('values.savedNone');
        return {
          response: {
            response_action: 'update',
            view: { type: 'modal', title: plain(t.t('values.editorTitle'), 24), close: plain(t.t('values.close'), 24), blocks: [section(saved)] },
          },
        };
      },
    },
  },
};
