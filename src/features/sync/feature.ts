// Directory sync (admins): `/kudos sync [--update] [--dry-run]` and the App Home button import Slack's members.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { ACTIONS } from '../../ui/ids.js';
import { startSync } from './run.js';

export const directorySync: Feature<KudosCommand> = {
  name: 'sync',
  commands: { sync: { admin: {}, run: (ctx, { command }) => startSync(ctx, { update: command.update, dryRun: command.dryRun }) } },
  actions: { [ACTIONS.homeSync]: { admin: {}, run: (ctx) => startSync(ctx, { update: false, dryRun: false }) } },
};
