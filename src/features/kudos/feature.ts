// Giving kudos: `/kudos @person …`, the ⚡ "Give kudos" and "Kudos for this message" shortcuts, the give form, its retry.
import { type Feature, later } from '../../slack/feature.js';
import { ACTIONS, SHORTCUTS, VIEWS } from '../../ui/ids.js';
import { giveFromCommand, openGiveModal, prefillFromCommand, retryGive, submitGiveModal } from './flows.js';
import { openKudosForMessage } from './for-message.js';
import type { GiveCommand, KudosCommand } from './grammar.js';

/** A give with everything needed to send it now; otherwise the give modal opens pre-filled. */
function readyToSend(command: GiveCommand): (GiveCommand & { amount: number; reason: string }) | undefined {
  return command.complete && command.amount !== undefined && command.reason !== undefined
    ? { ...command, amount: command.amount, reason: command.reason }
    : undefined;
}

export const kudos: Feature<KudosCommand> = {
  name: 'kudos',
  commands: {
    give: {
      // A give that is ready to send answers only after the ack; the form opens with the request's trigger_id now.
      answersAfterAck: (command) => readyToSend(command) !== undefined,
      async run(ctx, { command, channelId, triggerId, text }) {
        const give = readyToSend(command);
        if (give) return later(() => giveFromCommand(ctx, { channelId, text, triggerId }, give));
        await openGiveModal(ctx, triggerId, prefillFromCommand(command), { channelId, source: 'command' });
      },
    },
  },
  shortcuts: {
    [SHORTCUTS.giveKudos]: { run: (ctx, p) => openGiveModal(ctx, p.trigger_id, {}, { source: 'shortcut' }) },
  },
  messageShortcuts: {
    [SHORTCUTS.kudosForMessage]: {
      run: (ctx, p) => openKudosForMessage(ctx, { triggerId: p.trigger_id, channelId: p.channel.id, message: p.message }),
    },
  },
  homeButton: { order: 10, text: 'home.give', actionId: ACTIONS.homeGive, primary: true },
  views: {
    [VIEWS.give]: {
      // Kept before its ack: the kudos it sends after the ack is finished by another instance if this one dies.
      durable: true,
      run: (ctx, { view }) => submitGiveModal(ctx, { id: view.id, values: view.state.values, privateMetadata: view.private_metadata }),
    },
  },
  actions: {
    [ACTIONS.homeGive]: { run: (ctx, p) => openGiveModal(ctx, p.trigger_id!, {}, { source: 'home' }) },
    [ACTIONS.giveRetry]: { run: (ctx, p) => retryGive(ctx, p.view!.id, p.view!.private_metadata) },
  },
};
