// `/kudos reactions`: which emoji gives how many coins; admins set both with `/kudos reactions :taco: 3`.
import type { RequestContext } from '../../slack/feature.js';
import { coins } from '../../ui/blocks.js';
import { shortcodeOf } from '../../ui/emoji.js';
import { REACTIONS_USAGE } from '../kudos/grammar.js';
import type { ReplyMessage } from '../../slack/feature.js';
import { reactionSettingsSchema } from '../../store/reaction-settings.js';

export type ReactionsCommand = { kind: 'reactions'; change?: { emoji: string; amount?: number } | { problem: string } };

export async function configureReactions(ctx: RequestContext, command: ReactionsCommand): Promise<ReplyMessage> {
  const current = await ctx.deps.reactions.get(ctx.workspace);
  const change = command.change;
  if (change === undefined) {
    const admin = (await ctx.isAdmin().catch(() => false)) ? ' Admins change it with `/kudos reactions :emoji: coins`, e.g. `/kudos reactions :taco: 3`.' : '';
    return {
      text: `React to a message with :${current.emoji}: to give its author ${coins(current.amount)}, once per message. Removing the reaction doesn’t take them back.${admin}`,
    };
  }
  if ('problem' in change) return { text: `:warning: ${change.problem}` };
  const emoji = shortcodeOf(change.emoji) ?? change.emoji;
  // A name that is only digits (`/kudos reactions 3`) is an amount typed without its emoji, not a custom emoji.
  if (/^\d+$/.test(emoji)) return { text: `:warning: \`${emoji}\` isn’t an emoji. ${REACTIONS_USAGE}` };
  const next = reactionSettingsSchema.safeParse({ emoji, amount: change.amount ?? current.amount, updatedBy: ctx.userId });
  if (!next.success) return { text: `:warning: ${REACTIONS_USAGE}` };
  // A reaction gives one kudos of this amount: above the per-kudos maximum every reaction would be refused.
  const { perKudosMax } = await ctx.deps.givingRules.get(ctx.workspace);
  if (next.data.amount > perKudosMax)
    return {
      text: `:warning: A reaction can give at most ${coins(perKudosMax)}, this workspace’s per-kudos maximum (Giving rules in \`/kudos setup\`). Choose ${perKudosMax} or less.`,
    };
  await ctx.deps.reactions.set(ctx.workspace, next.data);
  ctx.deps.log.info(`giving emoji set to :${next.data.emoji}: (${next.data.amount}) by ${ctx.userId}`);
  return { text: `:white_check_mark: From now on :${next.data.emoji}: on a message gives its author ${coins(next.data.amount)}.` };
}
