// `/kudos export …` (admins): a CSV of survey questions or responses, sent to the admin's DM, in the admin's words.
import { sentences } from '../../i18n/sentences.js';
import { type Feature, refused } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { startExport } from './export.js';
import { parseExport } from './grammar.js';

export const exports: Feature<KudosCommand> = {
  name: 'export',
  commands: {
    export: {
      admin: {},
      async run(ctx, { command }) {
        const t = await ctx.words();
        const spec = parseExport(command.text);
        if ('error' in spec) return refused(ctx, 'export', sentences(t.said(spec.error), spec.usage && t.t('exports.usage')));
        await ctx.reply({ text: t.t('exports.started', { kind: spec.kind }) });
        await startExport(ctx, spec);
      },
    },
  },
};
