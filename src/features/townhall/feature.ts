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
        if ('error' in spec) return refused(ctx, 'townhall', spec.error);
        return previewTownhall(ctx, channelId, spec);
      },
    },
  },
  actions: { [ACTIONS.townhallPost]: { run: (ctx, p) => postTownhall(ctx.deps.digests, ctx.deps.dedupe, ctx.slack, p.actions[0]!.value ?? '') } },
};
