// Directory sync (admins): `/kudos sync [--update] [--dry-run]` and the App Home button import Slack's members.
import type { Feature, RequestContext } from '../../slack/feature.js';
import { ACTIONS } from '../../ui/ids.js';
import { startSync } from './run.js';

const sync = (ctx: RequestContext, options: { update: boolean; dryRun: boolean }) =>
  startSync(ctx.deps, ctx.slack, ctx.deps.bulkSlack(ctx.botToken), ctx.workspace, ctx.userId, options, ctx.reply);

export const directorySync: Feature = {
  name: 'sync',
  commands: { sync: { admin: {}, run: (ctx, { command }) => sync(ctx, { update: command.update, dryRun: command.dryRun }) } },
  actions: { [ACTIONS.homeSync]: { admin: {}, run: (ctx) => sync(ctx, { update: false, dryRun: false }) } },
};
