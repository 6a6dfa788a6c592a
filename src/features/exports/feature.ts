// `/kudos export …` (admins): a CSV of survey questions or responses, sent to the admin's DM.
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
        const spec = parseExport(command.text);
        if ('error' in spec) return refused(ctx, 'export', spec.error);
        await ctx.reply({ text: `:hourglass_flowing_sand: Exporting ${spec.kind}; the CSV will arrive in your DM with me.` });
        await startExport(ctx, spec);
      },
    },
  },
};
