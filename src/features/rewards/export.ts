// The rewards CSV exports, both read from the ledger so a finance person can reconcile them: every redemption with its
// state, and every person's balance as the sum of their entries by kind (received − redeemed + refunded ± adjusted).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebClient } from '@slack/web-api';
import { writeCsv } from '../../slack/files/csv-file.js';
import { dmChannel, uploadFile } from '../../slack/files/upload.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { Rewards } from './deps.js';
import type { LedgerEntry } from './ledger.js';
import { requestsOf } from './requests.js';

const iso = (ms: number) => new Date(ms).toISOString();

async function* rows<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

/** Each person's entries summed by kind, and the balance they make. */
export function balanceRows(entries: LedgerEntry[]) {
  const people = new Map<string, { person: string; received: number; redeemed: number; refunded: number; adjusted: number; balance: number; entries: number }>();
  for (const e of entries) {
    const p = people.get(e.user) ?? { person: e.user, received: 0, redeemed: 0, refunded: 0, adjusted: 0, balance: 0, entries: 0 };
    p[e.kind] += e.kind === 'redeemed' ? -e.amount : e.amount;
    p.balance += e.amount;
    p.entries += 1;
    people.set(e.user, p);
  }
  return [...people.values()];
}

/** Writes both files and uploads them to the admin's DM. */
export async function exportRewards(rewards: Rewards, slack: WebClient, w: WorkspaceRef, adminId: string): Promise<void> {
  const [entries, events] = await Promise.all([rewards.ledger.entries(w), rewards.ledger.events(w)]);
  const dir = await mkdtemp(join(tmpdir(), 'kudos-rewards-'));
  try {
    const redemptions = requestsOf(events).reverse().map((r) => ({ request: r.id, requested_at: iso(r.at), person: r.user, reward: r.reward.name, cost: r.reward.cost, note: r.note ?? '', state: r.state, changed_by: r.by, changed_at: iso(r.changedAt), reason: r.reason ?? '' }));
    await writeCsv(join(dir, 'redemptions.csv'), ['request', 'requested_at', 'person', 'reward', 'cost', 'note', 'state', 'changed_by', 'changed_at', 'reason'], rows(redemptions));
    await writeCsv(join(dir, 'balances.csv'), ['person', 'received', 'redeemed', 'refunded', 'adjusted', 'balance', 'entries'], rows(balanceRows(entries)));
    const channelId = await dmChannel(slack, adminId);
    await uploadFile(slack, { path: join(dir, 'redemptions.csv'), filename: 'redemptions.csv', title: 'Reward redemptions', channelId, comment: `${redemptions.length} redemptions, from the rewards ledger.` });
    await uploadFile(slack, { path: join(dir, 'balances.csv'), filename: 'balances.csv', title: 'Reward balances', channelId, comment: 'Each balance is the sum of its ledger entries: received − redeemed + refunded + adjusted.' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
