// Workspace setup (admins): `/kudos setup` and the App Home button open the form; `/kudos link` matches a member.
import type { Feature } from '../../slack/feature.js';
import { ACTIONS, VIEWS } from '../../ui/ids.js';
import { linkMember } from './link.js';
import { openSetup } from './open.js';
import { SETUP_BLOCKS } from './setup.js';
import { submitSetup } from './submit.js';

/** Setup is how an unreadable stored key is replaced, so it stays open to admins while the key can't be read. */
const admins = { keyMustOpen: false };

export const setup: Feature = {
  name: 'setup',
  commands: {
    setup: { admin: admins, run: (ctx, { triggerId }) => openSetup(ctx, triggerId) },
    link: { admin: {}, run: (ctx, { command }) => linkMember(ctx, command.userId, command.email) },
  },
  actions: { [ACTIONS.homeSetup]: { admin: admins, run: (ctx, p) => openSetup(ctx, p.trigger_id!) } },
  views: { [VIEWS.setup]: { admin: { ...admins, errorBlock: SETUP_BLOCKS.stage }, run: submitSetup } },
};
