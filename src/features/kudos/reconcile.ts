// After a crash while a kudos was being sent, whether the service recorded it: the service has no idempotency key, so
// the newest recognitions of one person it was for are read back, looking for this giver's kudos with this amount and
// reason, created since the send began. Found: it was recorded and is never sent again; not found: it was not.
import type { EngagementClient, RecognitionItem } from '../../engagement-client/index.js';

/** Clocks of the app and the service may differ by this much; a recognition this much older than the send still counts. */
const CLOCK_SLACK_MS = 2 * 60 * 1000;
/** Pages of the person's newest recognitions read at most (50 each): the send began a lease or two ago. */
const MAX_PAGES = 20;

export type SentKudos = { giverEmail: string; amount: number; reason: string; since: number };

/** `createdate` is `YYYY-MM-DD HH:MM:SS` in UTC. */
const createdAt = (item: RecognitionItem) => (item.createdate ? Date.parse(`${item.createdate.replace(' ', 'T')}Z`) : Number.NaN);

const isThis = (item: RecognitionItem, sent: SentKudos) =>
  item.amount === sent.amount && item.for === sent.reason && (item.from === undefined || item.from.email.toLowerCase() === sent.giverEmail.toLowerCase());

/**
 * The recognition `sent` became, looked for among what `probe` (one person it was for) received, newest first; undefined
 * when it is not there. A service that lists no sender is matched on amount, reason and time.
 */
export async function findRecorded(client: EngagementClient, probe: string, sent: SentKudos): Promise<RecognitionItem | undefined> {
  const oldest = sent.since - CLOCK_SLACK_MS;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { recognitions, pagination } = await client.recognition.list({ email: probe, page, limit: 50 });
    const found = recognitions.find((item) => createdAt(item) >= oldest && isThis(item, sent));
    if (found) return found;
    if (page >= pagination.totalPages || recognitions.some((item) => createdAt(item) < oldest)) return undefined;
  }
  return undefined;
}
