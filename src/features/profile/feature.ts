// `/kudos profile`: your coins, kudos given and received; and "Your profile" on App Home.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { profileHome, profileMessage } from './load.js';

export const profile: Feature<KudosCommand> = {
  name: 'profile',
  commands: { profile: { run: (ctx) => profileMessage(ctx) } },
  home: { order: 20, blocks: profileHome },
};
