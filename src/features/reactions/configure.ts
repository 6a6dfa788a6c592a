// `/kudos reactions`: which emoji gives how many coins; admins set both with `/kudos reactions :taco: 3`.
import type { RequestContext } from '../../slack/feature.js';
import { coins } from '../../ui/blocks.js';
import type { ReplyMessage } from '../../slack/feature.js';
import { reactionSettingsSchema } from '../../store/reaction-settings.js';

export type ReactionsCommand = { kind: 'reactions'; emoji?: string; amount?: number };

export async function configureReactions(ctx: RequestContext, command: ReactionsCommand): Promise<ReplyMessage> {
  const current = await ctx.deps.reactions.get(ctx.workspace);
  if (command.emoji === undefined) {
    const admin = (await ctx.isAdmin().catch(() => false)) ? ' Admins change it with `/kudos reactions :emoji: coins`, e.g. `/kudos reactions :taco: 3`.' : '';
    return { text: `React to a message with :${current.emoji}: to give its author ${coins(current.amount)}, once per message. Removing the reaction doesn’t take them back.${admin}` };
  }
  const next = reactionSettingsSchema.safeParse({ emoji: command.emoji, amount: command.amount ?? current.amount, updatedBy: ctx.userId });
  if (!next.success) return { text: ':warning: Use `/kudos reactions :emoji: coins`, with an emoji name (custom ones too) and 1 to 1,000 coins, e.g. `/kudos reactions :taco: 3`.' };
  await ctx.deps.reactions.set(ctx.workspace, next.data);
  ctx.deps.log.info(`giving emoji set to :${next.data.emoji}: (${next.data.amount}) by ${ctx.userId}`);
  return { text: `:white_check_mark: From now on :${next.data.emoji}: on a message gives its author ${coins(next.data.amount)}.` };
}
