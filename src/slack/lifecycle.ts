// Slack's own events, no feature's: the app uninstalled or its tokens revoked (forget the workspace's installation,
// stored key, settings and every record the app keeps for it; Bolt deletes nothing); a user changed (forget what we
// cached, and a deactivated or reactivated account leaves or rejoins the roster). Declared like a feature's events, so one Bolt listener serves them all and each delivery is handled once
// (adapter.ts); run again (the other event, a second delivery) they find nothing left and say so.
import { z } from 'zod';
import { type BaseContext, type Feature, event } from './feature.js';
import { tokensRevokedSchema, userChangeSchema } from './payloads.js';
import { countsText } from '../store/erase.js';

async function forgetWorkspace(ctx: BaseContext, why: string): Promise<void> {
  const w = ctx.workspace;
  await Promise.all([ctx.deps.workspaces.remove(w), ctx.deps.installations.remove(w)]);
  const counts = await ctx.deps.eraseWorkspace(w);
  ctx.deps.log.info(`${why} ${w.enterpriseId ?? w.teamId}: its installation, stored API key and settings were deleted; records deleted: ${countsText(counts)}`);
}

/** Only some user tokens revoked (people who signed in with Slack): only theirs go, the bot's installation stays. */
async function forgetUserTokens(ctx: BaseContext, userIds: string[]): Promise<void> {
  const w = ctx.workspace;
  const dropped = await ctx.deps.installations.dropUserTokens(w, userIds);
  ctx.deps.log.info(
    `user tokens revoked in ${w.enterpriseId ?? w.teamId}: ${userIds.length} named, ${dropped} stored user token(s) deleted; the bot's installation stays`,
  );
}

export const lifecycle: Feature = {
  name: 'lifecycle',
  events: {
    // not-for-people: how the log line names why the workspace's data went.
    app_uninstalled: event(z.looseObject({}), (ctx) => forgetWorkspace(ctx, 'app uninstalled from')),
    tokens_revoked: event(tokensRevokedSchema, async (ctx, e) => {
      // not-for-people: how the log line names why the workspace's data went.
      if (e.tokens.bot.length > 0) await forgetWorkspace(ctx, 'bot token revoked in');
      else if (e.tokens.oauth.length > 0) await forgetUserTokens(ctx, e.tokens.oauth);
    }),
    user_change: event(userChangeSchema, async (ctx, e) => {
      await ctx.deps.directory.forget(ctx.workspace, e.user.id);
      await ctx.deps.rosters.userChanged(ctx.workspace, { id: e.user.id, deleted: e.user.deleted, isPerson: !e.user.is_bot && !!e.user.profile.email });
    }),
  },
};
