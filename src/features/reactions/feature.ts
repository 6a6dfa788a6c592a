// Give by reaction: the `reaction_added` event, and `/kudos reactions` (admins: `/kudos reactions :emoji: N`).
import { z } from 'zod';
import { event, type Feature } from '../../slack/feature.js';
import type { KudosCommand } from '../kudos/grammar.js';
import { giveByReaction } from './give.js';
import { configureReactions } from './configure.js';

const reactionAddedSchema = z.object({
  user: z.string(),
  reaction: z.string(),
  item: z.object({ type: z.literal('message'), channel: z.string(), ts: z.string() }),
  /** Who wrote the message (Slack sends it for messages): the kudos goes to them without reading the message. */
  item_user: z.string().optional(),
});

export const reactions: Feature<KudosCommand> = {
  name: 'reactions',
  commands: {
    reactions: {
      admin: {
        keyMustOpen: false,
        when: (p) => p.command.change !== undefined,
        notAdmin: 'reactions.notAdmin',
      },
      run: (ctx, { command }) => configureReactions(ctx, command),
    },
  },
  events: {
    // Kept before Bolt acks it (another instance finishes it if this one dies); the work goes through afterAck so a
    // burst of reactions queues here, not at Slack.
    reaction_added: event(
      reactionAddedSchema.loose(),
      (ctx, e) =>
        ctx.deps.afterAck(() =>
          giveByReaction(ctx, { reactor: e.user, emoji: e.reaction, channel: e.item.channel, ts: e.item.ts, ...(e.item_user ? { author: e.item_user } : {}) }),
        ),
      { durable: true },
    ),
  },
};
