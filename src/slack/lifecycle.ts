// Slack's own events, no feature's: the app uninstalled or its tokens revoked (forget the workspace's installation,
// stored key and settings; Bolt deletes nothing); a user changed (forget what we cached). Declared like a feature's
// events, so one Bolt listener serves them all and each delivery is handled once (adapter.ts).
import { z } from 'zod';
import { type BaseContext, type Feature, event } from './feature.js';
import { tokensRevokedSchema, userChangeSchema } from './payloads.js';

async function forgetWorkspace(ctx: BaseContext, why: string): Promise<void> {
  const w = ctx.workspace;
  await Promise.all([ctx.deps.workspaces.remove(w), ctx.deps.installations.remove(w)]);
  ctx.deps.log.info(`${why} ${w.enterpriseId ?? w.teamId}: its installation, stored API key and settings were deleted`);
}

export const lifecycle: Feature = {
  name: 'lifecycle',
  events: {
    app_uninstalled: event(z.looseObject({}), (ctx) => forgetWorkspace(ctx, 'app uninstalled from')),
    tokens_revoked: event(tokensRevokedSchema, async (ctx, e) => {
      if (e.tokens.bot.length > 0) await forgetWorkspace(ctx, 'bot token revoked in');
    }),
    user_change: event(userChangeSchema, (ctx, e) => ctx.deps.directory.forget(ctx.workspace, e.user.id)),
  },
};
