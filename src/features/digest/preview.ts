// `/kudos digest preview` (admins): the digest as it stands now for the coming slot, shown only to the admin, with
// where and when it goes out and a "Post now" button; and that button's answer.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { WebClient } from '@slack/web-api';
import type { ReplyMessage } from '../../slack/feature.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { actions, button, context, divider } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';
import { composeDigest, digestChannel } from './compose.js';
import { type PostDeps, type PostTarget, pendingSlot, postDigestNow, postTargetSchema } from './post.js';
import { latestSlot, nextSlot, weekLabel } from './schedule.js';

const SETUP_HINT = 'Change the day, hour, channel or turn it off in `/kudos setup` → *Weekly digest…*';

const dueLabel = (due: Date, timeZone: string) => `${format(new TZDate(due.getTime(), timeZone), "EEEE d MMM 'at' HH:mm")} (${timeZone})`;

export async function previewDigest(deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date): Promise<ReplyMessage> {
  const settings = await deps.digestSettings.get(w);
  const timeZone = (await deps.givingRules.get(w)).timeZone;
  const pending = await pendingSlot(deps, w, settings, timeZone, now);
  const due = pending?.at ?? nextSlot(now, settings, timeZone);
  const coming = latestSlot(due, settings, timeZone);
  const week = pending ? { from: pending.from, to: pending.to } : { from: coming.from, to: now };
  // The button acts on this week only: the due one (its span fixed), or the coming one with the kudos up to the press.
  const target: PostTarget = {
    week: (pending ?? coming).week,
    from: week.from.toISOString(),
    ...(pending ? { to: pending.to.toISOString() } : {}),
    due: due.toISOString(),
  };
  const channel = await digestChannel(deps, w);
  const message = await composeDigest(deps, slack, w, { ...week, label: weekLabel({ ...week, timeZone }) }, now);
  const where = channel ? `<#${channel}>` : 'no channel yet (set a feed channel or a digest channel in `/kudos setup`)';
  const status = !settings.enabled
    ? `:eyes: *Preview* — the weekly digest is *off*. Were it on, it would go to ${where} and read:`
    : pending
      ? `:eyes: *Preview* — only you see this. The digest due ${dueLabel(due, timeZone)} has not gone out yet: it goes to ${where} within a minute and reads:`
      : `:eyes: *Preview* — only you see this. The weekly digest goes to ${where} on ${dueLabel(due, timeZone)}; with the kudos so far it reads:`;
  return {
    text: `Preview of the weekly digest: ${message.text}`,
    blocks: [
      context(status),
      ...message.blocks,
      divider(),
      ...(channel ? [actions([button('Post now', ACTIONS.digestPostNow, JSON.stringify(target), 'primary')])] : []),
      context(
        channel
          ? `“Post now” sends it at once${pending ? '' : ` instead of on ${format(new TZDate(due.getTime(), timeZone), 'EEEE d MMM')}`}. ${SETUP_HINT}`
          : SETUP_HINT,
      ),
    ],
  };
}

/** "Post now": `value` is the button's, naming the previewed week (a button from before it did is answered, not acted on). */
export async function postNowAnswer(deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date, value: string): Promise<ReplyMessage> {
  const target = postTargetSchema.safeParse(JSON.parse(value.startsWith('{') ? value : 'null'));
  if (!target.success) return { text: 'This preview is out of date: run `/kudos digest` again and press *Post now* there.', replace_original: true };
  const timeZone = (await deps.givingRules.get(w)).timeZone;
  const result = await postDigestNow(deps, slack, w, now, target.data);
  const answers = {
    posted: `:white_check_mark: Posted the weekly digest in <#${result.channel}>. The one due ${dueLabel(result.due, timeZone)} won’t be posted again.`,
    'already posted': `This week’s digest was posted already (the one due ${dueLabel(result.due, timeZone)}); the next one follows a week later.`,
    'no channel': 'There is no channel to post in: set a feed channel or a digest channel in `/kudos setup`.',
    failed: `:warning: I couldn’t post the digest in <#${result.channel}> (${result.problem}). If I’m not in that channel, invite me (\`/invite @Kudos\`) or pick another in \`/kudos setup\` → *Weekly digest…*; then try again.`,
  } as const;
  return { text: answers[result.outcome], replace_original: true };
}
