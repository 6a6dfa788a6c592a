// Giving kudos: `/kudos @person …`, the ⚡ "Give kudos" and "Kudos for this message" shortcuts, the give form, its retry.
import type { Feature } from '../../slack/feature.js';
import { ACTIONS, SHORTCUTS, VIEWS } from '../../ui/ids.js';
import { giveFromCommand, openGiveModal, prefillFromCommand, retryGive, submitGiveModal } from './flows.js';
import { openKudosForMessage } from './for-message.js';

export const kudos: Feature = {
  name: 'kudos',
  commands: {
    give: {
      async run(ctx, { command, channelId, triggerId, text }) {
        if (command.complete && command.amount !== undefined && command.reason !== undefined) {
          const give = { ...command, amount: command.amount, reason: command.reason };
          await ctx.deps.afterAck(() => giveFromCommand(ctx.deps, ctx.slack, { workspace: ctx.workspace, userId: ctx.userId, channelId, text, triggerId, reply: ctx.reply }, give));
        } else await openGiveModal(ctx.deps, ctx.slack, ctx.workspace, triggerId, prefillFromCommand(command), { channelId, source: 'command' }, ctx.userId);
      },
    },
  },
  shortcuts: {
    [SHORTCUTS.giveKudos]: { run: (ctx, p) => openGiveModal(ctx.deps, ctx.slack, ctx.workspace, p.trigger_id, {}, { source: 'shortcut' }, ctx.userId).then(() => {}) },
  },
  messageShortcuts: {
    [SHORTCUTS.kudosForMessage]: {
      run: (ctx, p) => openKudosForMessage(ctx.deps, ctx.slack, ctx.workspace, { userId: ctx.userId, triggerId: p.trigger_id, channelId: p.channel.id, message: p.message }).then(() => {}),
    },
  },
  views: {
    [VIEWS.give]: {
      run: (ctx, { view }) =>
        submitGiveModal(ctx.deps, ctx.slack, { workspace: ctx.workspace, userId: ctx.userId, viewId: view.id, values: view.state.values, privateMetadata: view.private_metadata }),
    },
  },
  actions: {
    [ACTIONS.homeGive]: { run: async (ctx, p) => void (await openGiveModal(ctx.deps, ctx.slack, ctx.workspace, p.trigger_id!, {}, { source: 'home' }, ctx.userId)) },
    [ACTIONS.giveRetry]: { run: async (ctx, p) => void (await retryGive(ctx.deps, ctx.slack, ctx.workspace, p.view!.id, p.view!.private_metadata)) },
  },
};
