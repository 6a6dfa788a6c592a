// `/kudos help`: what everyone can do, and for admins what only they can, in the person's language.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { helpBlocks } from './help.js';

export const help: Feature<KudosCommand> = {
  name: 'help',
  commands: {
    help: {
      run: async (ctx) => {
        const t = await ctx.words();
        return { text: t.t('help.title'), blocks: helpBlocks(t, await ctx.isAdmin().catch(() => false)) };
      },
    },
  },
};
