// A manager's monthly summary DM sent exactly once across crashes, the way the weekly digest and kept gives post: the
// DM's channel and start time are saved before posting, the DM carries its month's key in its metadata, and whoever
// takes the month over after a crash reads the DM conversation for it before sending again.
import type { Logger } from '@slack/logger';
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import type Keyv from 'keyv';
import { z } from 'zod';
import { postedSince } from '../slack-api/posted-since.js';
import { slackErrorCode, slackErrorText } from '../slack-api/web-api-error.js';
import type { AtomicStore } from '../store/atomic.js';

/** The "sent" mark outlives the month it names, so a late instance still finds it. */
export const SENT_KEEP_MS = 40 * 24 * 60 * 60_000;
/** The metadata event a summary DM carries, naming its manager and month (`<workspace>:<user>:<month>`). */
export const SUMMARY_EVENT = 'kudos_monthly_summary';

export type OnceDeps = { summaryPosts: AtomicStore; summaryAttempts: Keyv<unknown>; log: Logger };

/** A summary DM that began: the DM channel, and when (seconds before it, the DM is read for it after a crash). */
const attemptSchema = z.object({ channel: z.string().min(1), since: z.number() });
type Attempt = z.infer<typeof attemptSchema>;

const openedSchema = z.object({ channel: z.object({ id: z.string().min(1) }) });

/** The attempt saved for `key`, if any (a damaged record counts as none: the DM is then sent). */
async function attemptOf(deps: OnceDeps, key: string): Promise<Attempt | undefined> {
  const parsed = attemptSchema.safeParse(await deps.summaryAttempts.get(key));
  return parsed.success ? parsed.data : undefined;
}

/** The month is sent: the long mark first (while the lease still holds it), then the attempt forgotten. */
async function markSent(deps: OnceDeps, key: string): Promise<void> {
  await deps.summaryPosts.claim(key, 'sent', SENT_KEEP_MS);
  await deps.summaryAttempts.delete(key);
}

/** Whether an earlier attempt's DM reached the manager. When Slack does not answer the read (or the workspace has not
 *  granted `im:history` yet), it is sent again: rather twice than never. */
async function sentBefore(deps: OnceDeps, slack: WebClient, key: string, attempt: Attempt): Promise<boolean> {
  try {
    return await postedSince(slack, { channel: attempt.channel, sinceMs: attempt.since, event: SUMMARY_EVENT, field: 'summary', key, limit: 50 });
  } catch (error) {
    deps.log.warn(`monthly insights summary ${key}: could not read ${attempt.channel} for an earlier DM (${slackErrorText(error)}); sending it`);
    return false;
  }
}

/** Sends the summary DM under the caller's lease on `key`, unless an earlier attempt's DM is found in the conversation;
 *  marks the month sent after. Slack refusing the DM throws (the attempt is forgotten, a later run tries again); Slack
 *  not answering throws too, but keeps the attempt, so the next run reads the conversation before sending. */
export async function sendSummaryOnce(
  deps: OnceDeps,
  slack: WebClient,
  key: string,
  userId: string,
  { text, blocks }: { text: string; blocks: KnownBlock[] },
): Promise<void> {
  const earlier = await attemptOf(deps, key);
  if (earlier && (await sentBefore(deps, slack, key, earlier))) {
    deps.log.info(`monthly insights summary ${key}: found sent in ${earlier.channel} by an earlier attempt; not sent again`);
    return markSent(deps, key);
  }
  const channel = earlier?.channel ?? openedSchema.parse(await slack.conversations.open({ users: userId })).channel.id;
  if (!earlier) await deps.summaryAttempts.set(key, { channel, since: Date.now() } satisfies Attempt, SENT_KEEP_MS);
  try {
    await slack.chat.postMessage({
      channel,
      text,
      blocks,
      metadata: { event_type: SUMMARY_EVENT, event_payload: { summary: key } },
    });
  } catch (error) {
    if (slackErrorCode(error)) await deps.summaryAttempts.delete(key);
    throw error;
  }
  await markSent(deps, key);
  deps.log.info(`monthly insights summary ${key} sent in ${channel}`);
}
