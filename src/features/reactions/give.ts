// Give by reaction: the workspace's giving emoji on a message gives its author the set amount, once per person and
// message whatever happens (removed and added again, replayed, two instances). The author comes from the event
// (`item_user`), so giving never waits for a read of the message: its text is quoted only when it can be had at once
// (message-texts.ts). What the reactor needs to know — sent, or why not — reaches them alone, as an ephemeral message.
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { slackErrorText } from '../../slack-api/web-api-error.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { escapeText } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { FlowContext } from '../../slack/feature.js';
import type { AllowanceDeps } from '../giving/allowance.js';
import { forMessageReason, quotedText } from '../kudos/for-message.js';
import { type GiveResult, type KudosDeps, giveKudos } from '../kudos/give.js';
import { confirmation, failureMessage, isLate } from '../kudos/messages.js';
import type { Translator } from '../../i18n/translator.js';
import { type ReactedMessage, isBotMessage } from '../../directory/message-texts.js';
import { emojiName } from '../../store/reaction-settings.js';

/** The reason quotes this much of the message (plain text, as a person reads it), then links to it. */
export const QUOTE_CHARS = 150;
/** Longer than any replay or re-add anyone would make; the key is what makes a reaction give at most once. */
const CLAIM_TTL_MS = 400 * 24 * 60 * 60 * 1000;

/** `author`: the event's `item_user`, who wrote the message (absent for some items: the message is read then). */
export type Reaction = { reactor: string; emoji: string; channel: string; ts: string; author?: string };

export const reactionKey = (w: WorkspaceRef, r: Reaction) => `reaction:${workspaceKey(w)}:${r.reactor}:${r.channel}:${r.ts}`;

/** Ephemeral in the channel; where the app can't post (a channel it is not in), a DM instead — never a public message. */
async function tell(deps: Pick<FeatureDeps, 'log'>, slack: WebClient, r: Reaction, message: { text: string; blocks?: KnownBlock[] }) {
  const content = { text: message.text, ...(message.blocks ? { blocks: message.blocks } : {}) };
  try {
    await slack.chat.postEphemeral({ channel: r.channel, user: r.reactor, ...content });
  } catch (error) {
    deps.log.warn(`telling ${r.reactor} in ${r.channel} about their reaction failed (${slackErrorText(error)}); sending a DM`);
    await slack.chat.postMessage({ channel: r.reactor, ...content }).catch((e: unknown) => deps.log.warn(`DM to ${r.reactor} failed: ${slackErrorText(e)}`));
  }
}

/** What a reaction uses: the giving emoji and amount, the message reader, and everything sending a kudos uses. */
type ReactionDeps = Pick<FeatureDeps, 'reactions' | 'messageTexts'> & KudosDeps & AllowanceDeps;
type ReactionCtx = FlowContext<ReactionDeps, 'slack' | 'workspace' | 'durable' | 'botToken'>;

/** Why this reaction gives nothing, in the reactor's words `t`, or undefined when it gives. */
async function refusal(
  ctx: ReactionCtx,
  t: Translator,
  r: Reaction,
  author: string | undefined,
  message: ReactedMessage | undefined,
  emoji: string,
): Promise<string | undefined> {
  const app = t.t('reactions.onAppMessage', { emoji });
  if (message && isBotMessage(message)) return app;
  if (!author) return t.t('reactions.authorUnknown');
  if (author === r.reactor) return t.t('reactions.onOwnMessage', { emoji });
  const user = await ctx.deps.directory.user(ctx.slack, ctx.workspace, author).catch(() => undefined);
  return user?.isBot ? app : undefined;
}

export async function giveByReaction(ctx: ReactionCtx, r: Reaction): Promise<void> {
  const { deps, slack, workspace: w, durable } = ctx;
  const settings = await deps.reactions.get(w);
  if (emojiName(r.emoji) !== settings.emoji) return;
  const [message, permalink] = await Promise.all([
    deps.messageTexts.read(ctx.botToken, w, r.channel, r.ts),
    slack.chat.getPermalink({ channel: r.channel, message_ts: r.ts }).then(
      (p) => p.permalink,
      () => undefined,
    ),
  ]);
  const author = r.author ?? message?.user;
  // An event carries no request of the reactor's: their words are looked up (kept a while per person).
  const t = await deps.languages.person(slack, w, r.reactor);
  const refused = await refusal(ctx, t, r, author, message, settings.emoji);
  if (refused) return tell(deps, slack, r, failureMessage(t, refused));
  const excerpt = message ? await quotedText(deps, slack, w, message.text, QUOTE_CHARS) : '';
  const reason = forMessageReason(t, excerpt, permalink);
  const late = isLate(durable);
  const answer = async (result: GiveResult) => {
    // Added again after a removal, or delivered twice: already given once, and that is all a reaction ever gives.
    if (result.status === 'duplicate') return deps.log.debug(`reaction ${reactionKey(w, r)} already gave`);
    await tell(deps, slack, r, result.status === 'sent' ? confirmation(t, result.story, result.delivery, late) : failureMessage(t, result.message, late));
  };
  await giveKudos(
    deps,
    slack,
    {
      workspace: w,
      giverId: r.reactor,
      words: t,
      recipients: [{ kind: 'user', id: author! }],
      // Giving rules may have lowered the per-kudos maximum since the amount was set: a reaction gives at most that.
      amount: Math.min(settings.amount, (await deps.givingRules.get(w)).perKudosMax),
      reason: escapeText(reason),
      plainReason: reason,
      share: true,
      channelId: r.channel,
      dedupeKeys: [{ key: reactionKey(w, r), ttlMs: CLAIM_TTL_MS }],
      ...(durable ? { durable } : {}),
    },
    answer,
  );
}
