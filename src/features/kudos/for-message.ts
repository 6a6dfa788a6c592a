// "Kudos for this message": the give modal filled from a message — its author chosen, its text quoted as plain text
// (Slack's escapes read back, mentions shown as names) — or, on your own message, a view saying why you can't.
import type { ModalView } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import pLimit from 'p-limit';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { plain, section } from '../../ui/blocks.js';
import type { Directory } from '../../directory/directory.js';
import { VIEWS } from '../../ui/ids.js';
import { type GiveFormDeps, openGiveModal } from './flows.js';
import type { FlowContext } from '../../slack/feature.js';
import { readableText, withoutControls } from '../../ui/text.js';
import { isBlankReason } from './limits.js';
import type { Translator } from '../../i18n/translator.js';

const QUOTE_MAX = 500;
/** A label never holds `<` (Slack escapes it): stopping there keeps a message of unclosed `<@U1|` linear. */
const MENTION = /<@([UW][A-Z0-9]+)(?:\|[^<>]*)?>/g;

export type ThankedMessage = { ts: string; text: string; user?: string; bot_id?: string };
export type MessageShortcut = { triggerId: string; channelId: string; message: ThankedMessage };

/** The Slack names of the users a message mentions, looked up a few at a time; an unknown one keeps no name. */
async function mentionedNames(deps: { directory: Directory }, slack: WebClient, w: WorkspaceRef, text: string): Promise<Map<string, string>> {
  const ids = [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!))].slice(0, 20);
  const limit = pLimit(4);
  const found = await Promise.all(ids.map((id) => limit(async () => [id, (await deps.directory.user(slack, w, id).catch(() => undefined))?.name] as const)));
  return new Map(found.filter((entry): entry is readonly [string, string] => Boolean(entry[1])));
}

/** The message as a person reads it, shortened to fit a reason: `Q&amp;A` is `Q&A`, `<@U008>` is `@Ana Lima`, a bell character gone. */
export async function quotedText(deps: { directory: Directory }, slack: WebClient, w: WorkspaceRef, text: string, max = QUOTE_MAX): Promise<string> {
  const names = await mentionedNames(deps, slack, w, text);
  // Nobody can edit a quote: a control character in it (which the service refuses) is dropped, not refused.
  const readable = withoutControls(readableText(text, (id) => names.get(id)));
  return [...readable].length > max ? `${[...readable].slice(0, max - 1).join('')}…` : readable;
}

function ownMessageView(t: Translator): ModalView {
  return {
    type: 'modal',
    callback_id: VIEWS.giveResult,
    title: plain(t.t('kudos.formTitle'), 24),
    close: plain(t.t('kudos.formClose'), 24),
    blocks: [section(`:raised_hands: ${t.t('kudos.ownMessage')}`)],
  };
}

/** The reason a kudos for a message starts with: the message quoted (when it says anything), then its link. */
export function forMessageReason(t: Translator, excerpt: string, permalink: string | undefined): string {
  const reason = isBlankReason(excerpt) ? t.t('kudos.forThisMessage') : t.t('kudos.forThisMessageQuoted', { excerpt });
  return permalink ? `${reason} ${permalink}` : reason;
}

export async function openKudosForMessage(ctx: FlowContext<GiveFormDeps, 'slack' | 'workspace' | 'userId' | 'words'>, s: MessageShortcut) {
  const { deps, slack, workspace: w, userId } = ctx;
  const t = await ctx.words();
  if (s.message.user === userId && !s.message.bot_id) {
    await slack.views.open({ trigger_id: s.triggerId, view: ownMessageView(t) });
    return;
  }
  const [permalink, excerpt] = await Promise.all([
    slack.chat
      .getPermalink({ channel: s.channelId, message_ts: s.message.ts })
      .then((r) => r.permalink)
      .catch(() => undefined),
    quotedText(deps, slack, w, s.message.text),
  ]);
  const author = s.message.user && !s.message.bot_id ? s.message.user : undefined;
  const reason = forMessageReason(t, excerpt, permalink);
  await openGiveModal(ctx, s.triggerId, { ...(author ? { userIds: [author] } : {}), reason }, { channelId: s.channelId, source: 'message' });
}
