// `/kudos digest preview` (admins): the digest as it stands now for the coming slot, shown only to the admin, with
// where and when it goes out and a "Post now" button; and that button's answer.
import type { WebClient } from '@slack/web-api';
import type { Translator } from '../../i18n/translator.js';
import type { ReplyMessage } from '../../slack/feature.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { actions, button, context, divider } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';
import { composeDigest, digestChannel } from './compose.js';
import { type PostDeps, type PostTarget, pendingSlot, postDigestNow, postTargetSchema } from './post.js';
import { latestSlot, nextSlot } from './schedule.js';

/** "Monday, November 30, 2026 at 9:00 AM (Europe/Lisbon)": when a digest is due, on the workspace's clock. */
const dueLabel = (t: Translator, due: Date, timeZone: string) =>
  t.t('digest.dueAt', { date: t.date(due, 'long', timeZone), time: t.date(due, 'time', timeZone), timeZone });

/** The preview for the admin who asked (`t`, their words); the digest in it is as it will be posted, in the
 *  workspace's language. */
export async function previewDigest(t: Translator, deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date): Promise<ReplyMessage> {
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
  const message = await composeDigest(deps, slack, w, { ...week, timeZone }, now);
  const where = { channel: channel ?? '', hasChannel: channel ? 'yes' : 'no' };
  const status = !settings.enabled
    ? t.t('digest.previewOff', where)
    : pending
      ? t.t('digest.previewPending', { ...where, due: dueLabel(t, due, timeZone) })
      : t.t('digest.previewComing', { ...where, due: dueLabel(t, due, timeZone) });
  return {
    text: t.t('digest.previewText', { text: message.text }),
    blocks: [
      context(status),
      ...message.blocks,
      divider(),
      ...(channel ? [actions([button(t.t('digest.postNow'), ACTIONS.digestPostNow, JSON.stringify(target), 'primary')])] : []),
      context(!channel ? t.t('digest.setupHint') : pending ? t.t('digest.postNowHint') : t.t('digest.postNowInstead', { day: t.date(due, 'long', timeZone) })),
    ],
  };
}

/** "Post now": `value` is the button's, naming the previewed week (a button from before it did is answered, not acted on). */
export async function postNowAnswer(t: Translator, deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date, value: string): Promise<ReplyMessage> {
  const target = postTargetSchema.safeParse(JSON.parse(value.startsWith('{') ? value : 'null'));
  if (!target.success) return { text: t.t('digest.previewOutdated'), replace_original: true };
  const timeZone = (await deps.givingRules.get(w)).timeZone;
  const result = await postDigestNow(deps, slack, w, now, target.data);
  const channel = result.channel ?? '';
  const due = dueLabel(t, result.due, timeZone);
  const answers = {
    posted: () => t.t('digest.postedNow', { channel, due }),
    'already posted': () => t.t('digest.alreadyPosted', { due }),
    'no channel': () => t.t('digest.noChannel'),
    failed: () => t.t('digest.postFailed', { channel, problem: result.problem ? t.said(result.problem) : '' }),
  } as const;
  return { text: answers[result.outcome](), replace_original: true };
}
