// `/kudos received`: the kudos you received, a page at a time; the latest five on App Home.
import type { Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { ACTIONS } from '../../ui/ids.js';
import { receivedHome, receivedMessage } from './load.js';

export const received: Feature<KudosCommand> = {
  name: 'received',
  commands: { received: { run: (ctx) => receivedMessage(ctx) } },
  actions: {
    [ACTIONS.receivedPage]: { run: (ctx, p) => receivedMessage(ctx, Math.max(1, Number(p.actions[0]!.value) || 1)) },
  },
  home: { order: 30, blocks: receivedHome },
};
