// `/kudos reactions`: which emoji gives how many coins; admins set both with `/kudos reactions :taco: 3`.
import { sentences } from '../../i18n/sentences.js';
import type { RequestContext } from '../../slack/feature.js';
import { shortcodeOf } from '../../ui/emoji.js';
import { REACTIONS_USAGE } from '../kudos/grammar.js';
import type { Said } from '../../i18n/said.js';
import type { ReplyMessage } from '../../slack/feature.js';
import { reactionSettingsSchema } from '../../store/reaction-settings.js';

/** `problem`: the grammar's sentence (its usage), worded for the admin who typed it. */
export type ReactionsCommand = { kind: 'reactions'; change?: { emoji: string; amount?: number } | { problem: Said } };

export async function configureReactions(ctx: RequestContext, command: ReactionsCommand): Promise<ReplyMessage> {
  const t = await ctx.words();
  const current = await ctx.deps.reactions.get(ctx.workspace);
  const change = command.change;
  if (change === undefined) {
    const now = t.t('reactions.current', { emoji: current.emoji, coins: t.t('common.coins', { count: current.amount }) });
    return { text: sentences(now, (await ctx.isAdmin().catch(() => false)) && t.t('reactions.adminsChange')) };
  }
  if ('problem' in change) return { text: `:warning: ${t.said(change.problem)}` };
  const emoji = shortcodeOf(change.emoji) ?? change.emoji;
  // A name that is only digits (`/kudos reactions 3`) is an amount typed without its emoji, not a custom emoji.
  if (/^\d+$/.test(emoji)) return { text: `:warning: ${sentences(t.t('reactions.notAnEmoji', { emoji }), t.said(REACTIONS_USAGE))}` };
  const next = reactionSettingsSchema.safeParse({ emoji, amount: change.amount ?? current.amount, updatedBy: ctx.userId });
  if (!next.success) return { text: `:warning: ${t.said(REACTIONS_USAGE)}` };
  // A reaction gives one kudos of this amount: above the per-kudos maximum every reaction would be refused.
  const { perKudosMax } = await ctx.deps.givingRules.get(ctx.workspace);
  if (next.data.amount > perKudosMax)
    return { text: `:warning: ${t.t('reactions.overMax', { coins: t.t('common.coins', { count: perKudosMax }), max: t.number(perKudosMax) })}` };
  await ctx.deps.reactions.set(ctx.workspace, next.data);
  ctx.deps.log.info(`giving emoji set to :${next.data.emoji}: (${next.data.amount}) by ${ctx.userId}`);
  return { text: `:white_check_mark: ${t.t('reactions.set', { emoji: next.data.emoji, coins: t.t('common.coins', { count: next.data.amount }) })}` };
}
