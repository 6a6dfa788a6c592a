// Posting celebrations exactly once per person, occasion and year, across instances, restarts and crashes. One atomic
// step claims every occasion of a post together with the post's pending record (claimAll); the post carries its id in
// the message metadata. A pending record left by a crash is finished by the next tick on any instance: if the channel
// already shows its id it is done, else it is posted again while the day lasts, and dropped once the day is over.
import { randomUUID } from 'node:crypto';
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { AtomicStore } from '../../store/atomic.js';
import type { CelebrationDatesStore } from '../../store/celebration-dates.js';
import type { CelebrationSettings, CelebrationSettingsStore } from '../../store/celebration-settings.js';
import type { GivingRulesStore } from '../../store/giving-rules.js';
import { type WorkspaceRef, workspaceKey } from '../../store/workspaces.js';
import { slackErrorText } from '../../slack-api/web-api-error.js';
import type { Languages } from '../../slack/languages.js';
import { type CoinLedger, creditCelebrationCoins } from './coins.js';
import { type DueDeps, findOccasions } from './due.js';
import { celebrationPost } from './message.js';
import type { Occasion } from './occasions.js';
import { tellDayBefore } from './notice.js';

export type PostDeps = DueDeps & {
  log: Logger;
  celebrationDates: CelebrationDatesStore;
  celebrationSettings: CelebrationSettingsStore;
  /** Claims: one per occasion and year (posted, or skipped by the person), leases, pending posts (their contents the
   *  claims' values). */
  celebrationPosts: AtomicStore;
  givingRules: Pick<GivingRulesStore, 'get'>;
  /** Coins the company adds go into the rewards ledger. */
  rewards: { ledger: CoinLedger };
  /** The post is in the workspace's language (many read it); the day-before DM in the person's. */
  languages: Pick<Languages, 'workspace' | 'person'>;
};

export const METADATA_TYPE = 'kudos_celebration';
/** An occasion's claim outlives its year, so a late instance still finds it. */
const OCCASION_CLAIM_MS = 400 * 24 * 3600_000;
const PENDING_MS = 3 * 24 * 3600_000;
/** One tick at a time per workspace, so everyone celebrated at one moment is in one post. */
const LEASE_MS = 120_000;

const pendingSchema = z.object({
  postId: z.string(),
  channel: z.string(),
  createdAt: z.number(),
  lapses: z.number(),
  company: z.string(),
  occasions: z.array(
    z.object({
      userId: z.string(),
      kind: z.enum(['birthday', 'anniversary']),
      years: z.number().optional(),
      milestone: z.boolean().optional(),
      key: z.string(),
    }),
  ),
});
type Pending = z.infer<typeof pendingSchema>;

export const occasionClaim = (w: WorkspaceRef, key: string) => `occ:${workspaceKey(w)}:${key}`;
const pendingKey = (w: WorkspaceRef, postId: string) => `post:${workspaceKey(w)}:${postId}`;

// not-for-people: a tick's outcome for logs and the workbench's clock
export type TickOutcome = { posted: number; resumed: number; told: number; skipped?: 'no channel' | 'busy' };

/** Whether the channel's latest messages show the post (it went out, and the crash came before it was marked done).
 *  The latest 200, not "since the post was made": Slack's timestamps are its own clock, not the app's. */
async function inChannel(slack: WebClient, p: Pending): Promise<boolean> {
  const history = await slack.conversations.history({ channel: p.channel, include_all_metadata: true, limit: 200 });
  return (history.messages ?? []).some(
    (m) => m.metadata?.event_type === METADATA_TYPE && (m.metadata.event_payload as { post_id?: unknown } | undefined)?.post_id === p.postId,
  );
}

/** Posts a pending record (checking the channel first when resumed) and marks it done; false while it must be tried again. */
async function finish(
  deps: PostDeps,
  slack: WebClient,
  w: WorkspaceRef,
  p: Pending,
  settings: CelebrationSettings,
  now: Date,
  resumed: boolean,
): Promise<boolean> {
  const key = pendingKey(w, p.postId);
  try {
    const seen = resumed && (await inChannel(slack, p));
    if (!seen && now.getTime() >= p.lapses) {
      deps.log.warn(`celebration post ${p.postId} of ${workspaceKey(w)} not posted before its day ended; dropped (never posted the next day)`);
      await deps.celebrationPosts.release(key);
      return true;
    }
    if (!seen) {
      const t = await deps.languages.workspace(w);
      const message = celebrationPost(t, p.occasions as Occasion[], p.company, { birthday: settings.birthdayCoins, anniversary: settings.anniversaryCoins });
      await slack.chat.postMessage({
        channel: p.channel,
        ...message,
        unfurl_links: false,
        metadata: { event_type: METADATA_TYPE, event_payload: { post_id: p.postId } },
      });
    }
  } catch (error) {
    deps.log.warn(`celebration post ${p.postId} of ${workspaceKey(w)}: ${slackErrorText(error)}; tried again at the next tick while the day lasts`);
    return false;
  }
  for (const o of p.occasions)
    await creditCelebrationCoins(deps.rewards.ledger, w, o, o.kind === 'birthday' ? settings.birthdayCoins : settings.anniversaryCoins);
  await deps.celebrationPosts.release(key);
  deps.log.info(`celebration post ${p.postId} of ${workspaceKey(w)} in ${p.channel}: ${p.occasions.map((o) => o.key).join(', ')}`);
  return true;
}

/** Pending posts a crash or a failure left, oldest first. */
async function pendingPosts(deps: PostDeps, w: WorkspaceRef): Promise<Pending[]> {
  const found = (await deps.celebrationPosts.claimedUnder(`post:${workspaceKey(w)}:`)).map((c) => pendingSchema.safeParse(c.value));
  return found.flatMap((r) => (r.success ? [r.data] : [])).sort((a, b) => a.createdAt - b.createdAt);
}

/** Claims the due occasions nobody claimed (posted, or skipped by the person) with a new pending post, in one step. */
async function claimNew(deps: PostDeps, w: WorkspaceRef, due: Occasion[], channel: string, company: string, now: Date): Promise<Pending | undefined> {
  const open: Occasion[] = [];
  for (const o of due) if (!(await deps.celebrationPosts.isClaimed(occasionClaim(w, o.key)))) open.push(o);
  if (!open.length) return undefined;
  const p: Pending = {
    postId: randomUUID(),
    channel,
    createdAt: now.getTime(),
    lapses: Math.min(...open.map((o) => o.lapses.getTime())),
    company,
    occasions: open.map(({ userId, kind, years, milestone, key }) => ({ userId, kind, key, ...(years ? { years, milestone: !!milestone } : {}) })),
  };
  const keys = [{ key: pendingKey(w, p.postId), ttlMs: PENDING_MS }, ...open.map((o) => ({ key: occasionClaim(w, o.key), ttlMs: OCCASION_CLAIM_MS }))];
  // A skip clicked in between takes one of them first: nothing is claimed, and the next tick posts the others.
  return (await deps.celebrationPosts.claimAll(keys, p)) ? p : undefined;
}

/** The company's name in anniversary posts: the admin's, else the Slack workspace's; '' when neither is known (the
 *  post then says "with us"). */
async function companyName(slack: WebClient, settings: CelebrationSettings): Promise<string> {
  if (settings.companyName) return settings.companyName;
  return (await slack.auth.test().catch(() => undefined))?.team ?? '';
}

/** One look at a workspace: finishes pending posts, posts today's due occasions together, tells tomorrow's people. */
export async function celebrateDue(deps: PostDeps, slack: WebClient, w: WorkspaceRef, now: Date): Promise<TickOutcome> {
  const settings = await deps.celebrationSettings.get(w);
  const outcome: TickOutcome = { posted: 0, resumed: 0, told: 0 };
  // not-for-people: the tick's outcome, logged
  if (!settings.channel) return { ...outcome, skipped: 'no channel' };
  const owner = randomUUID();
  const lease = `lease:${workspaceKey(w)}`;
  if (!(await deps.celebrationPosts.claim(lease, owner, LEASE_MS))) return { ...outcome, skipped: 'busy' };
  try {
    for (const p of await pendingPosts(deps, w)) if (await finish(deps, slack, w, p, settings, now, true)) outcome.resumed += 1;
    const [people, rules] = await Promise.all([deps.celebrationDates.everyone(w), deps.givingRules.get(w)]);
    const found = await findOccasions(deps, slack, w, people, settings, rules.timeZone, now);
    const company = found.due.some((o) => o.kind === 'anniversary') || found.tomorrow.length ? await companyName(slack, settings) : '';
    const p = found.due.length ? await claimNew(deps, w, found.due, settings.channel, company, now) : undefined;
    if (p && (await finish(deps, slack, w, p, settings, now, false))) outcome.posted += p.occasions.length;
    outcome.told = await tellDayBefore(deps, slack, w, found.tomorrow, settings.channel, company);
  } finally {
    await deps.celebrationPosts.releaseIf(lease, owner);
  }
  return outcome;
}
