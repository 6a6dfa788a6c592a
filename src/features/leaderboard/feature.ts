// Leaderboards: `/kudos top [week|month|quarter|year] [givers|receivers] [#value] [@user-group]` for everyone, and this
// month's top receivers on App Home — counting only the kudos the feed shows, read from the service, in the person's
// words.
import type { Translator } from '../../i18n/translator.js';
import { type Feature, type RequestContext, refused } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { context, header, section } from '../../ui/blocks.js';
import { explainFailure } from '../../ui/explain.js';
import { type BoardQuery, type BoardRefusal, loadBoard } from './load.js';
import { boardBlocks, boardMessage } from './view.js';

/** Why the board asked for can't be shown, in the person's words. */
function refusalText(t: Translator, r: BoardRefusal): string {
  if ('unknownGroup' in r) return t.t('leaderboard.noGroup', { group: r.unknownGroup });
  if (r.values.length === 0) return t.t('leaderboard.notAValueNoneSet', { value: r.unknownValue });
  return t.t('leaderboard.notAValue', { value: r.unknownValue, values: t.list(r.values.map((v) => `\`#${v}\``)) });
}

async function board(ctx: RequestContext, query: BoardQuery) {
  const actor = await ctx.actor();
  if ('problem' in actor) return actor;
  const loaded = await loadBoard(ctx.deps, ctx.slack, ctx.workspace, actor, query);
  return 'refused' in loaded ? { problem: refusalText(await ctx.words(), loaded.refused) } : loaded;
}

export const leaderboard: Feature<KudosCommand> = {
  name: 'leaderboard',
  commands: {
    top: {
      async run(ctx, { command }) {
        const loaded = await board(ctx, command);
        return 'problem' in loaded ? refused(ctx, 'top', loaded.problem) : boardMessage(await ctx.words(), loaded);
      },
    },
  },
  home: {
    order: 40,
    async blocks(ctx) {
      // Someone the app can't place has the reason in their profile section already.
      if ('problem' in (await ctx.actor())) return [];
      const t = await ctx.words();
      const loaded = await board(ctx, { period: 'month', board: 'receivers' }).catch((error: unknown) => ({
        problem: explainFailure(t, error, 'leaderboardNotLoaded', false),
      }));
      if ('problem' in loaded) return [header(t.t('leaderboard.homeHeader')), section(`:warning: ${loaded.problem}`)];
      return [...boardBlocks(t, loaded), context(t.t('leaderboard.moreBoards'))];
    },
  },
};
