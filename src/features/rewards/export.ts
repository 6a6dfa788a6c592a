// The rewards CSV exports, both read from the ledger so a finance person can reconcile them: every redemption with its
// state, and every person's balance as the sum of their entries by kind (received − redeemed + refunded ± adjusted).
// Each Slack ID has the person's name and e-mail beside it: a file is read by people, not by Slack. Its headers are in
// the admin's language (English: the column names as they always were), in the same order in every language; the
// values (ids, ISO dates, states, amounts) are the ledger's own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebClient } from '@slack/web-api';
import { type NameOf, type PeopleNamedDeps, peopleNamed } from '../../directory/people-named.js';
import { writeCsv } from '../../slack/files/csv-file.js';
import { dmChannel, uploadFile } from '../../slack/files/upload.js';
import type { MessageKey } from '../../i18n/catalogue.js';
import type { Translator } from '../../i18n/translator.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { Rewards } from './deps.js';
import type { LedgerEntry } from '../../store/rewards-ledger.js';
import { requestsOf } from './requests.js';

const iso = (ms: number) => new Date(ms).toISOString();

async function* rows<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

/** Each person's entries summed by kind, and the balance they make. */
export function balanceRows(entries: LedgerEntry[]) {
  const people = new Map<
    string,
    { person: string; received: number; redeemed: number; refunded: number; adjusted: number; balance: number; entries: number }
  >();
  for (const e of entries) {
    const p = people.get(e.user) ?? { person: e.user, received: 0, redeemed: 0, refunded: 0, adjusted: 0, balance: 0, entries: 0 };
    p[e.kind] += e.kind === 'redeemed' ? -e.amount : e.amount;
    p.balance += e.amount;
    p.entries += 1;
    people.set(e.user, p);
  }
  return [...people.values()];
}

/** A Slack ID's column and its name and e-mail columns beside it. */
const named = (column: string, id: string, nameOf: NameOf) => {
  const { name, email } = nameOf(id);
  return { [column]: id, [`${column}_name`]: name, [`${column}_email`]: email };
};
const withNames = (column: string) => [column, `${column}_name`, `${column}_email`];

const REDEMPTION_COLUMNS = [
  'request',
  'requested_at',
  ...withNames('person'),
  'reward',
  'cost',
  'note',
  'state',
  ...withNames('changed_by'),
  'changed_at',
  'reason',
];
const BALANCE_COLUMNS = [...withNames('person'), 'received', 'redeemed', 'refunded', 'adjusted', 'balance', 'entries'];

/** Each column's header message. */
const HEADERS: Record<string, MessageKey> = {
  request: 'rewards.csvRequest',
  requested_at: 'rewards.csvRequestedAt',
  person: 'rewards.csvPerson',
  person_name: 'rewards.csvPersonName',
  person_email: 'rewards.csvPersonEmail',
  reward: 'rewards.csvReward',
  cost: 'rewards.csvCost',
  note: 'rewards.csvNote',
  state: 'rewards.csvState',
  changed_by: 'rewards.csvChangedBy',
  changed_by_name: 'rewards.csvChangedByName',
  changed_by_email: 'rewards.csvChangedByEmail',
  changed_at: 'rewards.csvChangedAt',
  reason: 'rewards.csvReason',
  received: 'rewards.csvReceived',
  redeemed: 'rewards.csvRedeemed',
  refunded: 'rewards.csvRefunded',
  adjusted: 'rewards.csvAdjusted',
  balance: 'rewards.csvBalance',
  entries: 'rewards.csvEntries',
};
/** The columns under their headers in `t`'s words, in the columns' order. */
const headed = (t: Translator, columns: string[]) => columns.map((key) => ({ key, header: t.t(HEADERS[key]!) }));

/** Writes both files and uploads them to the admin's DM, in the admin's words (`t`). */
export async function exportRewards(
  t: Translator,
  deps: { rewards: Rewards } & PeopleNamedDeps,
  slack: WebClient,
  w: WorkspaceRef,
  adminId: string,
): Promise<void> {
  const [entries, events] = await Promise.all([deps.rewards.ledger.entries(w), deps.rewards.ledger.events(w, 'all')]);
  const requests = requestsOf(events).reverse();
  const nameOf = await peopleNamed(deps, slack, w, [...entries.map((e) => e.user), ...requests.flatMap((r) => [r.user, r.by])]);
  const dir = await mkdtemp(join(tmpdir(), 'kudos-rewards-'));
  try {
    const redemptions = requests.map((r) => ({
      request: r.id,
      requested_at: iso(r.at),
      ...named('person', r.user, nameOf),
      reward: r.reward.name,
      cost: r.reward.cost,
      note: r.note ?? '',
      state: r.state,
      ...named('changed_by', r.by, nameOf),
      changed_at: iso(r.changedAt),
      reason: r.reason ?? '',
    }));
    const balances = balanceRows(entries).map(({ person, ...sums }) => ({ ...named('person', person, nameOf), ...sums }));
    await writeCsv(join(dir, 'redemptions.csv'), headed(t, REDEMPTION_COLUMNS), rows(redemptions));
    await writeCsv(join(dir, 'balances.csv'), headed(t, BALANCE_COLUMNS), rows(balances));
    const channelId = await dmChannel(slack, adminId);
    await uploadFile(slack, {
      path: join(dir, 'redemptions.csv'),
      filename: 'redemptions.csv',
      title: t.t('rewards.exportRedemptionsTitle'),
      channelId,
      comment: t.t('rewards.exportRedemptionsComment', { count: redemptions.length }),
    });
    await uploadFile(slack, {
      path: join(dir, 'balances.csv'),
      filename: 'balances.csv',
      title: t.t('rewards.exportBalancesTitle'),
      channelId,
      comment: t.t('rewards.exportBalancesComment'),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
