// `/kudos whois @person|address`: anyone may look up a Slack user; looking up an e-mail address is for admins.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { whoisMessage } from './load.js';

export const whois: Feature<KudosCommand> = {
  name: 'whois',
  commands: {
    whois: {
      admin: { when: ({ command }) => Boolean(command.email), notAdmin: 'whois.notAdmin' },
      run: (ctx, { command }) => whoisMessage(ctx, command),
    },
  },
};
