// Leaderboards: `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` for everyone, and this
// month's top receivers on App Home — counting only the kudos the feed shows, read from the service.
import { type Feature, type RequestContext, refused } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { context, header, section } from '../../ui/blocks.js';
import { explainFailure } from '../../ui/explain.js';
import { type BoardQuery, loadBoard } from './load.js';
import { boardBlocks, boardMessage } from './view.js';

async function board(ctx: RequestContext, query: BoardQuery) {
  const actor = await ctx.actor();
  if ('problem' in actor) return actor;
  return loadBoard(ctx.deps, ctx.slack, ctx.workspace, actor, query);
}

export const leaderboard: Feature<KudosCommand> = {
  name: 'leaderboard',
  commands: {
    top: {
      async run(ctx, { command }) {
        const loaded = await board(ctx, command);
        return 'problem' in loaded ? refused(ctx, 'top', loaded.problem) : boardMessage(loaded);
      },
    },
  },
  home: {
    order: 40,
    async blocks(ctx) {
      // Someone the app can't place has the reason in their profile section already.
      if ('problem' in (await ctx.actor())) return [];
      const loaded = await board(ctx, { period: 'month', board: 'receivers' }).catch((error: unknown) => ({
        problem: explainFailure(error, 'the leaderboard could not be loaded', false),
      }));
      if ('problem' in loaded) return [header(':trophy: Leaderboard'), section(`:warning: ${loaded.problem}`)];
      return [...boardBlocks(loaded), context('More boards: `/kudos top week`, `/kudos top year givers`, `/kudos top #value`')];
    },
  },
};
