// `/kudos profile`: your coins, kudos given and received.
import type { Feature } from '../../slack/feature.js';
import { profileMessage } from './load.js';

export const profile: Feature = {
  name: 'profile',
  commands: { profile: { run: (ctx) => profileMessage(ctx) } },
};
