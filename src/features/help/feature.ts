// `/kudos help`: what everyone can do, and for admins what only they can.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { helpBlocks } from './help.js';

export const help: Feature<KudosCommand> = {
  name: 'help',
  commands: {
    help: { run: async (ctx) => ({ text: 'How to use Kudos', blocks: helpBlocks(await ctx.isAdmin().catch(() => false)) }) },
  },
};
