// Workspace setup (admins): `/kudos setup` and the App Home button open the form; `/kudos link` matches a member;
// the connection panel on admins' App Home.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { connectionPanel } from './connection-panel.js';
import { connectionStatus } from './connection-status.js';
import { linkMember } from './link.js';
import { openSetup } from './open.js';
import { SETUP_BLOCKS } from './setup.js';
import { submitSetup } from './submit.js';

/** Setup is how an unreadable stored key is replaced, so it stays open to admins while the key can't be read. */
const admins = { keyMustOpen: false };

export const setup: Feature<KudosCommand> = {
  name: 'setup',
  commands: {
    setup: { admin: admins, run: (ctx, { triggerId }) => openSetup(ctx, triggerId) },
    link: { admin: {}, run: (ctx, { command }) => linkMember(ctx, command.userId, command.email) },
  },
  homeButton: { order: 40, admin: true, text: 'home.setup', actionId: ACTIONS.homeSetup },
  home: {
    order: 80,
    admin: true,
    blocks: async (ctx) => {
      const t = await ctx.words();
      const [status, language] = await Promise.all([
        connectionStatus(t, ctx.deps, ctx.workspace),
        ctx.deps.languageChoices.workspaceDefault(ctx.workspace).catch(() => undefined),
      ]);
      return connectionPanel(t, status, language);
    },
  },
  actions: { [ACTIONS.homeSetup]: { admin: admins, run: (ctx, p) => openSetup(ctx, p.trigger_id!) } },
  views: { [VIEWS.setup]: { admin: { ...admins, errorBlock: SETUP_BLOCKS.stage }, run: submitSetup } },
};
