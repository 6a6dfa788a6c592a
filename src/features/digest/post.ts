// Posting the weekly digest exactly once per week and workspace: the store's atomic claim on the week decides which
// caller (instance, restart, tick) posts; the claim is given back when nothing was posted, so a later tick tries again.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { Logger } from '@slack/logger';
import type { AtomicStore } from '../../store/atomic.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { slackErrorCode, slackErrorText } from '../../slack/web-api-error.js';
import { type DigestDeps, composeDigest, digestChannel } from './compose.js';
import { type DigestSlot, isDue, latestSlot, weekLabel } from './schedule.js';

export type PostDeps = DigestDeps & { log: Logger; digestPosts: AtomicStore };

export type DigestOutcome = 'posted' | 'off' | 'not due' | 'already posted' | 'no channel' | 'failed';

/** A claim outlives the week it names, so a late instance still finds it. */
const CLAIM_MS = 15 * 24 * 60 * 60 * 1000;

const claimKey = (w: WorkspaceRef, week: string) => `${workspaceKey(w)}:${week}`;

async function postClaimed(deps: PostDeps, slack: WebClient, w: WorkspaceRef, channel: string, key: string, week: { from: Date; to: Date; label: string }, now: Date): Promise<string | undefined> {
  const name = `weekly digest of ${key}`;
  let message;
  try {
    message = await composeDigest(deps, slack, w, week, now);
  } catch (error) {
    await deps.digestPosts.release(key);
    const why = error instanceof Error ? error.message : String(error);
    deps.log.warn(`${name}: not posted, reading the week failed (${why}); trying again later`);
    return `reading the week’s kudos failed: ${why}`;
  }
  try {
    await slack.chat.postMessage({ channel, text: message.text, blocks: message.blocks, unfurl_links: false });
  } catch (error) {
    // Slack answered with an error: surely not posted, so the week may be tried again. Anything else (a timeout)
    // may have posted: the claim stays, a digest is never posted twice.
    const refused = slackErrorCode(error);
    if (refused) await deps.digestPosts.release(key);
    deps.log.warn(`${name}: posting in ${channel} failed (${slackErrorText(error)})`);
    return refused ? `Slack refused the post: ${refused}` : `Slack did not answer (${slackErrorText(error)}); it may have been posted, so check the channel`;
  }
  deps.log.info(`${name} posted in ${channel}`);
  return undefined;
}

/** Posts the digest of the latest slot if it is due, on, and not posted yet by anyone. */
export async function postDueDigest(deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date): Promise<DigestOutcome> {
  const settings = await deps.digestSettings.get(w);
  if (!settings.enabled) return 'off';
  const slot: DigestSlot = latestSlot(now, settings, (await deps.givingRules.get(w)).timeZone);
  if (!isDue(slot, now)) return 'not due';
  const channel = await digestChannel(deps, w);
  if (!channel) return 'no channel';
  const key = claimKey(w, slot.week);
  if (!(await deps.digestPosts.claim(key, { at: now.toISOString() }, CLAIM_MS))) return 'already posted';
  return (await postClaimed(deps, slack, w, channel, key, { from: slot.from, to: slot.to, label: weekLabel(slot) }, now)) ? 'failed' : 'posted';
}

/** A slot that is due and not posted yet (the next tick posts it): "Post now" and the preview are about it. */
export async function pendingSlot(deps: Pick<PostDeps, 'digestPosts'>, w: WorkspaceRef, settings: { enabled: boolean; weekday: number; hour: number }, timeZone: string, now: Date): Promise<DigestSlot | undefined> {
  const slot = latestSlot(now, settings, timeZone);
  return settings.enabled && isDue(slot, now) && !(await deps.digestPosts.isClaimed(claimKey(w, slot.week))) ? slot : undefined;
}

/** What a "Post now" button acts on, carried in its value: the week's claim name, the span it covers and when it is due
 *  (`to` absent: the coming week, so far — up to the press). Pressed twice, from two instances or after a restart,
 *  the one claim on that week lets it post once; it never posts another week than the one previewed. */
export const postTargetSchema = z.object({ week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), from: z.iso.datetime(), to: z.iso.datetime().optional(), due: z.iso.datetime() });
export type PostTarget = z.infer<typeof postTargetSchema>;

/** An admin's "Post now" of the previewed week: a due digest not posted yet, or the coming one at once with the kudos
 *  so far instead of at its slot; "already posted" when that week went out (by anyone), whatever week it is now. */
export async function postDigestNow(deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date, target: PostTarget): Promise<{ outcome: Exclude<DigestOutcome, 'off' | 'not due'>; channel?: string; due: Date; problem?: string }> {
  const timeZone = (await deps.givingRules.get(w)).timeZone;
  const due = new Date(target.due);
  const channel = await digestChannel(deps, w);
  if (!channel) return { outcome: 'no channel', due };
  const key = claimKey(w, target.week);
  if (!(await deps.digestPosts.claim(key, { at: now.toISOString(), early: !target.to }, CLAIM_MS))) return { outcome: 'already posted', channel, due };
  const from = new Date(target.from);
  const to = target.to ? new Date(target.to) : now;
  const problem = await postClaimed(deps, slack, w, channel, key, { from, to, label: weekLabel({ from, to, timeZone }) }, now);
  return problem ? { outcome: 'failed', channel, due, problem } : { outcome: 'posted', channel, due };
}
