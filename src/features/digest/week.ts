// The week's shared recognitions for the digest, read from the service: what each person of the workspace received
// (newest first, so reading stops at the week's start), each recognition once. Only kudos shown in the feed count.
import pLimit from 'p-limit';
import type { EngagementClient, RecognitionItem } from '../../engagement/index.js';
import type { DigestKudos } from './content.js';

const PAGE = 50;
const AT_ONCE = 4;

/** The service's `YYYY-MM-DD HH:MM:SS` (UTC) as a moment. */
const momentOf = (createdate: string | undefined) => new Date(`${(createdate ?? '').replace(' ', 'T')}Z`);

function asKudos(item: RecognitionItem): DigestKudos | undefined {
  const at = momentOf(item.createdate ?? item.when);
  if (Number.isNaN(at.getTime()) || !item.to || item.amount === undefined) return undefined;
  return { id: item.id ?? `${item.createdate}|${item.from?.email ?? ''}|${item.for ?? ''}`, at, from: item.from, to: item.to, amount: item.amount, reason: item.for ?? '' };
}

async function receivedBetween(client: EngagementClient, email: string, from: Date, to: Date, into: Map<string, DigestKudos>): Promise<void> {
  for (let page = 1; ; page += 1) {
    const { recognitions, pagination } = await client.recognition.list({ email, page, limit: PAGE });
    for (const item of recognitions) {
      const kudos = asKudos(item);
      if (!kudos || kudos.at >= to) continue;
      if (kudos.at < from) return;
      if (item.share === true) into.set(kudos.id, kudos);
    }
    if (page >= pagination.totalPages) return;
  }
}

/** The shared recognitions made in [from, to) to any of `emails`. */
export async function sharedKudosBetween(client: EngagementClient, emails: string[], from: Date, to: Date): Promise<DigestKudos[]> {
  const found = new Map<string, DigestKudos>();
  const limit = pLimit(AT_ONCE);
  await Promise.all(emails.map((email) => limit(() => receivedBetween(client, email, from, to, found))));
  return [...found.values()];
}
