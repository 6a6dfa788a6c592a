// Give by reaction: the workspace's giving emoji on a message gives its author the set amount, once per person and
// message whatever happens (removed and added again, replayed, two instances). What the reactor needs to know —
// sent, or why not — reaches them alone, as an ephemeral message in that channel.
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { slackErrorText } from '../../slack/web-api-error.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { escapeText } from '../../ui/blocks.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { FlowContext } from '../../slack/feature.js';
import type { AllowanceDeps } from '../giving/allowance.js';
import { quotedText } from '../kudos/for-message.js';
import { type KudosDeps, giveKudos } from '../kudos/give.js';
import { confirmation, failureMessage } from '../kudos/messages.js';
import { isBotMessage, reactedMessage } from './message.js';
import { emojiName } from '../../store/reaction-settings.js';

/** The reason quotes this much of the message (plain text, as a person reads it), then links to it. */
export const QUOTE_CHARS = 150;
/** Longer than any replay or re-add anyone would make; the key is what makes a reaction give at most once. */
const CLAIM_TTL_MS = 400 * 24 * 60 * 60 * 1000;

export type Reaction = { reactor: string; emoji: string; channel: string; ts: string };

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

/** What a reaction uses: the giving emoji and amount, and everything sending a kudos uses. */
type ReactionDeps = Pick<FeatureDeps, 'reactions'> & KudosDeps & AllowanceDeps;

export async function giveByReaction({ deps, slack, workspace: w }: FlowContext<ReactionDeps>, r: Reaction): Promise<void> {
  const settings = await deps.reactions.get(w);
  if (emojiName(r.emoji) !== settings.emoji) return;
  const message = await reactedMessage(slack, r.channel, r.ts).catch((e: unknown) => {
    deps.log.warn(`reading the message ${r.channel}/${r.ts} failed: ${slackErrorText(e)}`);
    return undefined;
  });
  if (!message) return tell(deps, slack, r, failureMessage(`I couldn’t read that message, so no coins were given. If it is in a private channel, invite me there with \`/invite @Kudos\`.`));
  if (isBotMessage(message)) return tell(deps, slack, r, failureMessage(`:${settings.emoji}: on an app’s message gives nothing: coins go to people. React to a person’s message instead.`));
  if (message.user === r.reactor) return tell(deps, slack, r, failureMessage(`:${settings.emoji}: on your own message gives nothing — kudos can’t go to yourself.`));
  const [excerpt, permalink] = await Promise.all([
    quotedText(deps, slack, w, message.text, QUOTE_CHARS),
    slack.chat.getPermalink({ channel: r.channel, message_ts: r.ts }).then((p) => p.permalink, () => undefined),
  ]);
  const reason = `For this message${excerpt.trim() ? `: “${excerpt}”` : ''}${permalink ? ` ${permalink}` : ''}`;
  const result = await giveKudos(deps, slack, {
    workspace: w,
    giverId: r.reactor,
    recipients: [{ kind: 'user', id: message.user! }],
    amount: settings.amount,
    reason: escapeText(reason),
    plainReason: reason,
    share: true,
    channelId: r.channel,
    dedupeKeys: [{ key: reactionKey(w, r), ttlMs: CLAIM_TTL_MS }],
  });
  // Added again after a removal, or delivered twice: already given once, and that is all a reaction ever gives.
  if (result.status === 'duplicate') return deps.log.debug(`reaction ${reactionKey(w, r)} already gave`);
  await tell(deps, slack, r, result.status === 'sent' ? confirmation(result.story, result.delivery) : failureMessage(result.message));
}
