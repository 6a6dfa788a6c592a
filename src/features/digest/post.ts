// Posting the weekly digest exactly once per week and workspace: the week's lease (post-once.ts) decides which caller
// (instance, restart, tick, button) posts; it is given back when nothing was posted, so a later tick tries again.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { type Lease, type OnceDeps, foundPosted, giveBack, leaseWeek, postLeased, withHeartbeat } from './post-once.js';
import { type DigestDeps, type DigestWeek, composeDigest, digestChannel } from './compose.js';
import { type DigestSlot, isDue, latestSlot } from './schedule.js';
import { type Said, said } from '../../i18n/said.js';

export type PostDeps = DigestDeps & OnceDeps;

// not-for-people: an outcome code for logs and the caller, worded by the preview
export type DigestOutcome = 'posted' | 'off' | 'not due' | 'already posted' | 'no channel' | 'failed';

const claimKey = (w: WorkspaceRef, week: string) => `${workspaceKey(w)}:${week}`;

/** Under the week's lease (its heartbeat running): the post an earlier attempt made if the channel shows it, else the
 *  digest composed and posted. A problem is returned, the lease given back. */
async function postClaimed(
  deps: PostDeps,
  slack: WebClient,
  w: WorkspaceRef,
  channel: string,
  lease: Lease,
  week: DigestWeek,
  now: Date,
): Promise<Said | undefined> {
  return withHeartbeat(deps, lease, async () => {
    if (await foundPosted(deps, slack, lease)) return undefined;
    let message: Awaited<ReturnType<typeof composeDigest>>;
    try {
      message = await composeDigest(deps, slack, w, week, now);
    } catch (error) {
      await giveBack(deps, lease);
      const why = error instanceof Error ? error.message : String(error);
      deps.log.warn(`weekly digest of ${lease.key}: not posted, reading the week failed (${why}); trying again later`);
      return said('digest.problemReading', { why });
    }
    return postLeased(deps, slack, lease, channel, message);
  });
}

/** Posts the digest of the latest slot if it is due, on, and not posted yet by anyone. */
export async function postDueDigest(deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date): Promise<DigestOutcome> {
  const settings = await deps.digestSettings.get(w);
  if (!settings.enabled) return 'off';
  const slot: DigestSlot = latestSlot(now, settings, (await deps.givingRules.get(w)).timeZone);
  // not-for-people: an outcome code for logs and the caller, worded by the preview
  if (!isDue(slot, now)) return 'not due';
  const channel = await digestChannel(deps, w);
  // not-for-people: an outcome code for logs and the caller, worded by the preview
  if (!channel) return 'no channel';
  const lease = await leaseWeek(deps, claimKey(w, slot.week));
  // not-for-people: an outcome code for logs and the caller, worded by the preview
  if (!lease) return 'already posted';
  return (await postClaimed(deps, slack, w, channel, lease, slot, now)) ? 'failed' : 'posted';
}

/** A slot that is due and not posted yet (the next tick posts it): "Post now" and the preview are about it. */
export async function pendingSlot(
  deps: Pick<PostDeps, 'digestPosts'>,
  w: WorkspaceRef,
  settings: { enabled: boolean; weekday: number; hour: number },
  timeZone: string,
  now: Date,
): Promise<DigestSlot | undefined> {
  const slot = latestSlot(now, settings, timeZone);
  return settings.enabled && isDue(slot, now) && !(await deps.digestPosts.isClaimed(claimKey(w, slot.week))) ? slot : undefined;
}

/** What a "Post now" button acts on, carried in its value: the week's claim name, the span it covers and when it is due
 *  (`to` absent: the coming week, so far — up to the press). Pressed twice, from two instances or after a restart,
 *  the one claim on that week lets it post once; it never posts another week than the one previewed. */
export const postTargetSchema = z.object({
  week: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  from: z.iso.datetime(),
  to: z.iso.datetime().optional(),
  due: z.iso.datetime(),
});
export type PostTarget = z.infer<typeof postTargetSchema>;

/** An admin's "Post now" of the previewed week: a due digest not posted yet, or the coming one at once with the kudos
 *  so far instead of at its slot; "already posted" when that week went out (by anyone), whatever week it is now. */
export async function postDigestNow(
  deps: PostDeps,
  slack: WebClient,
  w: WorkspaceRef,
  now: Date,
  target: PostTarget,
  // not-for-people: an outcome code for logs and the caller, worded by the preview
): Promise<{ outcome: Exclude<DigestOutcome, 'off' | 'not due'>; channel?: string; due: Date; problem?: Said }> {
  const timeZone = (await deps.givingRules.get(w)).timeZone;
  const due = new Date(target.due);
  const channel = await digestChannel(deps, w);
  // not-for-people: an outcome code for logs and the caller, worded by the preview
  if (!channel) return { outcome: 'no channel', due };
  const lease = await leaseWeek(deps, claimKey(w, target.week));
  // not-for-people: an outcome code for logs and the caller, worded by the preview
  if (!lease) return { outcome: 'already posted', channel, due };
  const from = new Date(target.from);
  const to = target.to ? new Date(target.to) : now;
  const problem = await postClaimed(deps, slack, w, channel, lease, { from, to, timeZone }, now);
  return problem ? { outcome: 'failed', channel, due, problem } : { outcome: 'posted', channel, due };
}
