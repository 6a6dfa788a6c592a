// Received coins enter the ledger from the service's recognition list of the person (every kudos they received, from
// any source — command, modal, reaction, another app — shared or private): each recognition credited once, by its id,
// however often the list is read again. Read from the newest: the first time to the end (a read cut short starts over),
// after that until a page holding nothing new.
import type { EngagementClient, FeedItem } from '../../engagement/index.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { RewardsLedger } from './ledger.js';

const PAGE_SIZE = 250;

/** The recognition's id, or (the spec shows no list fields) what it says, as the shared feed recognises it. */
const recognitionKey = (item: FeedItem) =>
  item.id ?? [item.createdate ?? item.when, item.from?.email, item.amount, item.for, (item.to ?? []).map((t) => t.email.toLowerCase()).join(',')].join('|');

const fromWhom = (item: FeedItem) => `kudos from ${item.from?.name ?? item.from?.email ?? 'a colleague'}${item.for ? `: ${item.for}` : ''}`.slice(0, 300);

/** Credits what the person received since the last read; returns how many recognitions were new. */
export async function creditReceived(ledger: RewardsLedger, client: EngagementClient, w: WorkspaceRef, user: string, email: string): Promise<number> {
  let fresh = 0;
  const whole = !(await ledger.historyRead(w, user));
  for (let page = 1; ; page += 1) {
    const r = await client.recognition.feedPage({ email, page, limit: PAGE_SIZE });
    let newOnPage = 0;
    for (const item of r.recognitions) {
      if (typeof item.amount !== 'number' || item.amount <= 0) continue;
      const key = recognitionKey(item);
      if (await ledger.credited(w, user, key)) continue;
      if (await ledger.credit(w, user, key, item.amount, fromWhom(item))) newOnPage += 1;
    }
    fresh += newOnPage;
    const last = r.recognitions.length < PAGE_SIZE || page >= r.pagination.totalPages;
    if (last && whole) await ledger.markHistoryRead(w, user);
    if (last || (newOnPage === 0 && !whole)) return fresh;
  }
}
