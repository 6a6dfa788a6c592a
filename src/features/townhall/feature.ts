// `/kudos townhall …` (admins): a digest previewed to the admin, posted to the channel with its button.
import { type Feature, refused } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { ACTIONS } from '../../ui/ids.js';
import { parseTownhall, postTownhall, previewTownhall } from './townhall.js';

export const townhall: Feature<KudosCommand> = {
  name: 'townhall',
  commands: {
    townhall: {
      admin: {},
      async run(ctx, { command, channelId }) {
        const spec = parseTownhall(command.text);
        if ('error' in spec) {
          const t = await ctx.words();
          return refused(ctx, 'townhall', t.said(spec.error));
        }
        return previewTownhall(ctx, channelId, spec);
      },
    },
  },
  actions: {
    [ACTIONS.townhallPost]: {
      run: async (ctx, p) => {
        const [t, channelWords] = await Promise.all([ctx.words(), ctx.deps.languages.workspace(ctx.workspace)]);
        return postTownhall(t, channelWords, ctx.deps.digests, ctx.deps.dedupe, ctx.slack, p.actions[0]!.value ?? '');
      },
    },
  },
};
