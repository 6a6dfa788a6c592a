// A week's digest posted exactly once across crashes: the week is held by a short lease (TAKEOVER_MS, renewed by a
// heartbeat while posting) that becomes the long "posted" claim once Slack answered; a post carries its week in its
// metadata, so whoever takes a week over after a crash reads the channel for it before posting again.
import { randomUUID } from 'node:crypto';
import type { WebClient } from '@slack/web-api';
import type Keyv from 'keyv';
import type { Logger } from '@slack/logger';
import type { AtomicStore } from '../../store/atomic.js';
import type { DigestAttempt } from '../../store/digests.js';
import { postedSince } from '../../slack-api/posted-since.js';
import { slackErrorCode, slackErrorText } from '../../slack-api/web-api-error.js';
import type { Message } from '../../ui/message.js';
import { type Said, said } from '../../i18n/said.js';

export type OnceDeps = { log: Logger; digestPosts: AtomicStore; digestAttempts: Keyv<DigestAttempt>; digestLeaseMs: number };

/** The "posted" claim outlives the week it names, so a late instance still finds it. */
const POSTED_MS = 15 * 24 * 60 * 60 * 1000;
/** The metadata event a digest post carries, naming its week's claim. */
const POSTED_EVENT = 'kudos_weekly_digest';

export type Lease = { key: string; owner: string };

/** Takes the week's short lease: undefined when it is posted already or being posted by a live caller. */
export async function leaseWeek(deps: OnceDeps, key: string): Promise<Lease | undefined> {
  const owner = `posting:${randomUUID()}`;
  return (await deps.digestPosts.claim(key, owner, deps.digestLeaseMs)) ? { key, owner } : undefined;
}

/** Gives the lease back (nothing posted, or the post's fate is unknown: the next taker reads the channel). */
export const giveBack = (deps: OnceDeps, lease: Lease) => deps.digestPosts.releaseIf(lease.key, lease.owner).then(() => undefined);

/** Runs `work` while renewing the lease every third of its life. */
export async function withHeartbeat<T>(deps: OnceDeps, lease: Lease, work: () => Promise<T>): Promise<T> {
  const beat = setInterval(
    () => {
      deps.digestPosts.renew(lease.key, lease.owner, deps.digestLeaseMs).then(
        (held) => held || deps.log.warn(`weekly digest of ${lease.key}: its lease lapsed while posting`),
        (e: unknown) => deps.log.warn(`weekly digest of ${lease.key}: heartbeat failed (${String(e)})`),
      );
    },
    Math.max(250, Math.floor(deps.digestLeaseMs / 3)),
  );
  try {
    return await work();
  } finally {
    clearInterval(beat);
  }
}

/** The lease becomes the long claim: the week is posted. */
async function markPosted(deps: OnceDeps, lease: Lease): Promise<void> {
  await deps.digestPosts.releaseIf(lease.key, lease.owner);
  // Between the two steps another caller may lease the week: it finds the post in the channel and marks it itself.
  await deps.digestPosts.claim(lease.key, { posted: new Date().toISOString() }, POSTED_MS);
  await deps.digestAttempts.delete(lease.key);
}

/** Whether an earlier attempt's post reached the channel. When Slack does not answer the read, it is posted again
 *  (rather twice than never). */
async function postedBefore(deps: OnceDeps, slack: WebClient, key: string, attempt: DigestAttempt): Promise<boolean> {
  try {
    return await postedSince(slack, { channel: attempt.channel, sinceMs: attempt.since, event: POSTED_EVENT, field: 'week', key, limit: 200 });
  } catch (error) {
    deps.log.warn(`weekly digest of ${key}: could not read ${attempt.channel} for an earlier post (${slackErrorText(error)}); posting it`);
    return false;
  }
}

/** The earlier attempt's channel when its post is found there (the week is then marked posted), else undefined. */
export async function foundPosted(deps: OnceDeps, slack: WebClient, lease: Lease): Promise<string | undefined> {
  const attempt = await deps.digestAttempts.get(lease.key);
  if (!attempt || !(await postedBefore(deps, slack, lease.key, attempt))) return undefined;
  deps.log.info(`weekly digest of ${lease.key}: found posted in ${attempt.channel} by an earlier attempt; not posted again`);
  await markPosted(deps, lease);
  return attempt.channel;
}

/** Posts `message` under the lease: the attempt saved first, the week marked posted after. A problem is returned, a
 *  sentence for the admin who pressed "Post now". */
export async function postLeased(deps: OnceDeps, slack: WebClient, lease: Lease, channel: string, message: Message): Promise<Said | undefined> {
  // not-for-people: the name of a log line
  const name = `weekly digest of ${lease.key}`;
  const earlier = await deps.digestAttempts.get(lease.key);
  const at = earlier?.channel ?? channel;
  if (!earlier) await deps.digestAttempts.set(lease.key, { channel: at, since: Date.now() }, POSTED_MS);
  deps.log.info(`${name}: posting in ${at}`);
  try {
    await slack.chat.postMessage({
      channel: at,
      text: message.text,
      blocks: message.blocks,
      unfurl_links: false,
      metadata: { event_type: POSTED_EVENT, event_payload: { week: lease.key } },
    });
  } catch (error) {
    // Slack answered with an error: surely not posted, the attempt is forgotten. Anything else (a timeout) may have
    // posted: the attempt stays, so the next taker of the week reads the channel before posting.
    const refused = slackErrorCode(error);
    if (refused) await deps.digestAttempts.delete(lease.key);
    await giveBack(deps, lease);
    deps.log.warn(`${name}: posting in ${at} failed (${slackErrorText(error)})`);
    return refused ? said('digest.problemRefused', { code: refused }) : said('digest.problemNoAnswer', { error: slackErrorText(error) });
  }
  await markPosted(deps, lease);
  deps.log.info(`${name} posted in ${at}`);
  return undefined;
}
