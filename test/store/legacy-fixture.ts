// One older version's store for the migrate-store tests, written through a LegacyWriter (its SQLite file or its Redis
// keys): a record of every kind the old namespaces held, under the old keys, the rewards ledger's steps as the old
// RewardsLedger made them; and `expectEveryKind`, which reads each back through this version's stores.
import type { Installation } from '@slack/bolt';
import { expect } from 'vitest';
import { RewardsLedger } from '../../src/store/rewards-ledger.js';
import { DraftStore } from '../../src/store/drafts.js';
import { CelebrationDatesStore } from '../../src/store/celebration-dates.js';
import { CelebrationSettingsStore } from '../../src/store/celebration-settings.js';
import { DigestSettingsStore } from '../../src/store/digest-settings.js';
import { ExportJobs } from '../../src/store/export-jobs.js';
import type { StoreFactory } from '../../src/store/factory.js';
import { GivingRulesStore } from '../../src/store/giving-rules.js';
import { InsightsSummaryStore } from '../../src/store/insights-summaries.js';
import { InstallationRecords } from '../../src/store/installations.js';
import { PresetStore } from '../../src/store/presets.js';
import { ReactionSettingsStore } from '../../src/store/reaction-settings.js';
import { RewardsCatalogue } from '../../src/store/rewards-catalogue.js';
import { createSecretBox } from '../../src/store/secrets.js';
import { SyncJobs } from '../../src/store/sync-jobs.js';
import { ValuesStore } from '../../src/store/values.js';
import { WorkspaceStore } from '../../src/store/workspaces.js';
import { checkLedger } from '../../src/store/legacy/ledger-check.js';
import type { LegacyWriter } from './legacy-layouts.js';

export const box = createSecretBox([Buffer.alloc(32, 7)]);
const W = { teamId: 'T1' };
const [HOUR, DAY] = [60 * 60 * 1000, 24 * 60 * 60 * 1000];
const at = (day: number) => Date.UTC(2026, 10, day, 9);

const ownership = { name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We finish what we start.' };
const café = { name: 'Café', hashtag: 'café', emoji: 'coffee', description: 'We talk things over.' };
const installation = {
  team: { id: 'T1', name: 'Acme' },
  enterprise: undefined,
  user: { id: 'UINSTALL', token: undefined, scopes: undefined },
  bot: { token: 'xoxb-legacy', scopes: ['chat:write'], id: 'B1', userId: 'UBOT' },
  isEnterpriseInstall: false,
  appId: 'A1',
  tokenType: 'bot',
} as Installation;
const presetA = {
  id: 'pa',
  name: ':star: Senior engineers',
  goals_feedback: 'Ship it',
  culture_contribution: 'Mentoring',
  next_review: '2027-01-01',
  teams: ['t100'],
  teamNames: { t100: 'Engineering' },
  members: [{ email: 'ana@acme.test', userId: 'U1' }],
  savedBy: 'UADMIN',
  savedAt: '2026-11-01T09:00:00.000Z',
};
const presetB = {
  id: 'pb',
  name: 'Sales',
  goals_feedback: 'Close',
  culture_contribution: 'Care',
  next_review: '2027-02-01',
  teams: ['t200'],
  teamNames: {},
  members: [],
  savedBy: 'UADMIN',
  savedAt: '2026-11-02T09:00:00.000Z',
};
const draft = { id: 'D1', date: '2026-11-20', people: [{ userId: 'U1', goalRating: 'met_goals' as const, goalExamples: 'The launch' }], round: 1 };
const lunch = {
  id: 'lunch',
  name: 'Team lunch',
  description: 'With the team',
  cost: 30,
  stocked: true,
  needsApproval: true,
  ask: 'nothing' as const,
  question: '',
  options: [],
  retired: false,
};
const mug = {
  id: 'mug',
  name: 'Mug',
  description: '',
  cost: 20,
  stocked: false,
  limit: { count: 1, period: 'month' as const },
  needsApproval: false,
  ask: 'choice' as const,
  question: 'Colour',
  options: ['Red', 'Blue'],
  retired: false,
};
const syncJob = {
  id: 'sync1',
  workspace: W,
  adminId: 'UADMIN',
  channel: 'DADMIN',
  progressTs: '1.2',
  update: true,
  status: 'running' as const,
  chunkCount: 2,
  people: 3,
  nextChunk: 1,
  sent: 2,
  totals: { imported: 2, updated: 0, skipped: 0, failed: 1 },
  leftOut: { bots: 1 },
  startedAt: '2026-11-27T09:00:00.000Z',
};
const syncRows = [{ email: 'cy@acme.test', first_name: 'Cy', last_name: 'Lo', slack_id: 'U3' }];
const exportJob = { id: 'X1', workspace: W, adminId: 'UADMIN', channel: 'DADMIN', progressTs: '3.4', spec: { kind: 'questions' as const }, runs: 1 };
const townhall = { channelId: 'CFEED', title: ':tada: Town hall', sections: [{ heading: 'Wins', body: 'Many' }], generated_at: '2026-11-27T09:00:00.000Z' };

/** The old RewardsLedger's steps on the old ledger store: counters moved, entries appended, the step's once mark. */
function oldLedger(w: LegacyWriter) {
  const counters = new Map<string, number>();
  return async (s: { once?: string; changes: { key: string; add: number }[]; append: { log: string; entry: unknown }[] }) => {
    const after = s.changes.map((c) => (counters.get(c.key) ?? 0) + c.add);
    for (const [i, c] of s.changes.entries()) {
      counters.set(c.key, after[i]!);
      await w.ledgerCounter(c.key, after[i]!);
    }
    for (const a of s.append) await w.ledgerLog(a.log, a.entry);
    if (s.once !== undefined) await w.ledgerOnce(s.once, after);
  };
}

/** Workspace T:T1's book: U1 and U2 credited, three redemptions (one needing no approval, one declined). */
async function writeBook(w: LegacyWriter): Promise<void> {
  const step = oldLedger(w);
  const [L, R] = ['ledger:T:T1', 'requests:T:T1'];
  const entry = (day: number, user: string, amount: number, kind: string, why: string, request?: string) => ({
    log: L,
    entry: { at: at(day), user, amount, kind, by: kind === 'received' ? 'engagement service' : user, why, ...(request ? { request } : {}) },
  });
  const event = (day: number, request: string, kind: string, user: string, reward: { id: string; name: string; cost: number }, more = {}) => ({
    log: R,
    entry: { at: at(day), request, kind, by: user, user, reward: { id: reward.id, name: reward.name, cost: reward.cost }, ...more },
  });
  await step({ changes: [{ key: 'stock:T:T1:lunch', add: 5 }], append: [] });
  await step({ once: 'credit:T:T1:U1:rec1', changes: [{ key: 'bal:T:T1:U1', add: 100 }], append: [entry(1, 'U1', 100, 'received', 'kudos from Ben')] });
  await step({ once: 'history:T:T1:U1', changes: [], append: [] });
  await step({ once: 'credit:T:T1:U2:rec2', changes: [{ key: 'bal:T:T1:U2', add: 50 }], append: [entry(2, 'U2', 50, 'received', 'kudos from Ana')] });
  await step({
    once: 'redeem:req1',
    changes: [
      { key: 'bal:T:T1:U1', add: -30 },
      { key: 'stock:T:T1:lunch', add: -1 },
      { key: 'state:T:T1:req1', add: 1 },
    ],
    append: [entry(3, 'U1', -30, 'redeemed', 'redeemed Team lunch', 'req1'), event(3, 'req1', 'requested', 'U1', lunch)],
  });
  await step({
    once: 'redeem:req2',
    changes: [
      { key: 'bal:T:T1:U2', add: -20 },
      { key: 'lim:T:T1:mug:U2:2026-11', add: 1 },
      { key: 'state:T:T1:req2', add: 2 },
    ],
    append: [
      entry(4, 'U2', -20, 'redeemed', 'redeemed Mug', 'req2'),
      event(4, 'req2', 'requested', 'U2', mug, { note: 'Red', period: '2026-11' }),
      event(4, 'req2', 'approved', 'U2', mug, { note: 'Red', period: '2026-11', reason: 'this reward needs no approval' }),
    ],
  });
  await step({
    once: 'redeem:req3',
    changes: [
      { key: 'bal:T:T1:U1', add: -30 },
      { key: 'stock:T:T1:lunch', add: -1 },
      { key: 'state:T:T1:req3', add: 1 },
    ],
    append: [entry(5, 'U1', -30, 'redeemed', 'redeemed Team lunch', 'req3'), event(5, 'req3', 'requested', 'U1', lunch)],
  });
  await step({
    changes: [
      { key: 'state:T:T1:req3', add: -1 },
      { key: 'bal:T:T1:U1', add: 30 },
      { key: 'stock:T:T1:lunch', add: 1 },
    ],
    append: [
      entry(6, 'U1', 30, 'refunded', 'Team lunch declined: none left', 'req3'),
      { log: R, entry: { ...event(6, 'req3', 'declined', 'UADMIN', lunch, { reason: 'none left' }).entry, user: 'U1' } },
    ],
  });
}

/** The seals written, to find them byte for byte in the target. */
export type Written = { sealedKey: string; sealedInstallation: string };

/** Every kind of record the old namespaces held. */
export async function writeLegacyStore(w: LegacyWriter): Promise<Written> {
  const written = { sealedKey: box.seal('eng-key-9876'), sealedInstallation: box.seal(JSON.stringify(installation)) };
  const rest = { threadReplies: false, admins: [], links: {}, syncGuests: false, teamMap: [] };
  await w.keyv('workspaces', 'T:T1', {
    sealedKey: written.sealedKey,
    keyLast4: '9876',
    stage: 'prod',
    feedChannel: 'CFEED',
    threadReplies: true,
    admins: ['UADMIN'],
    links: { U1: 'ana@acme.test' },
    syncGuests: true,
    managerField: 'Xf1',
    teamMap: [{ usergroupId: 'S1', handle: 'eng', name: 'Engineering', teamId: 't100' }],
    updatedBy: 'UADMIN',
    updatedAt: '2026-11-01T09:00:00.000Z',
  });
  await w.keyv('workspaces', 'E:E1', { ...rest, ownSettingsTeams: ['T2'], updatedAt: '2026-11-01T09:00:00.000Z' });
  await w.keyv('installations', 'T:T1', { sealed: written.sealedInstallation, installedAt: '2026-10-01T00:00:00.000Z' });
  await w.keyv('installations', 'index', [{ teamId: 'T1' }]);
  await w.keyv('giving-rules', 'T:T1', {
    allowance: 40,
    period: 'week',
    resetDay: 1,
    timeZoneBasis: 'giver',
    timeZone: 'Europe/Lisbon',
    perKudosMax: 10,
    adminsExempt: true,
  });
  await w.keyv('giving-rules', 'size:T:T1:t100', 12, 30 * DAY);
  await w.keyv('giving-rules', 'members:T:T1:t100', ['ana@acme.test', 'ben@acme.test'], 30 * DAY);
  await w.keyv('company-values', 'T:T1', { values: [ownership, café], updatedBy: 'UADMIN', updatedAt: '2026-11-01T09:00:00.000Z' });
  await w.keyv('reaction-settings', 'T:T1', { emoji: 'taco', amount: 3, updatedBy: 'UADMIN' });
  await w.keyv('digest-settings', 'T:T1', { enabled: true, weekday: 5, hour: 16, channel: 'CDIGEST' });
  await w.keyv('celebration-settings', 'T:T1', {
    channel: 'CPARTY',
    hour: 10,
    birthdays: true,
    anniversaries: false,
    companyName: 'Acme',
    birthdayCoins: 5,
    anniversaryCoins: 0,
  });
  await w.keyv('celebration-dates', 'T:T1:U1', { birthday: '03-14', start: '2020-02-01', source: 'person', email: 'ana@acme.test' });
  await w.keyv('celebration-dates', 'T:T1:U2', { birthday: '12-01', source: 'import', email: 'ben@acme.test' });
  await w.keyv('celebration-opt-outs', 'T:T1:U2', { birthday: true, anniversary: false });
  await w.keyv('insights-summaries', 'T:T1', { managers: ['UMGR'] });
  await w.keyv('presets', 'T:T1', [presetA, presetB]);
  await w.keyv('review-drafts', 'T:T1:D1', draft, DAY);
  await w.keyv('reward-catalogue', 'T:T1', { rewards: [lunch, mug], approverChannel: 'CAPPROVE' });
  await writeBook(w);
  await writeJobsAndLive(w);
  return written;
}

async function writeJobsAndLive(w: LegacyWriter): Promise<void> {
  await w.keyv('sync-jobs', 'job:T:T1', syncJob, 7 * DAY);
  await w.keyv('sync-jobs', 'chunk:sync1:0', syncRows, 7 * DAY);
  await w.keyv('sync-jobs', 'failed:sync1:-1', [{ email: null, name: 'Bot', reason: 'no e-mail' }], 7 * DAY);
  await w.keyv('sync-jobs', 'chunk:sync0:0', syncRows, 7 * DAY);
  await w.keyv('sync-jobs', 'active', ['T:T1']);
  await w.keyv('export-jobs', 'job:X1', exportJob, 7 * DAY);
  await w.keyv('townhall-digests', 'dg1', townhall, DAY);
  await w.keyv('thread-parents', 'T:T1:CFEED:2026-11-28', '1764320000.000100', 2 * DAY);
  await w.keyv('insights-sign-outs', 'sid-1', 1764320000000, DAY);
  await w.keyv('feed', 'T:T1:team:all', { items: [] }, HOUR);
  await w.claim('dedupe', 'event:T1:Ev1', { at: '2026-11-28T09:00:00.000Z', state: 'done' }, HOUR);
  await w.claim('dedupe', 'give:T:T1:U1:abc', 'work-1', HOUR);
  await w.claim('oauth-states', 'nonce-1', 'issued', 5 * 60_000);
  await w.claim('digest-posts', 'T:T1:2026-W47', { posted: '2026-11-23T09:00:00.000Z' }, 7 * DAY);
  await w.claim('celebration-posts', 'occ:T:T1:U1:birthday:2026', { skipped: true }, DAY);
  await w.claim('slack-pace', 'T1:chat.postMessage', 1764320000000, 60_000);
  await w.counter('allowances', 'T:T1:U1:2026-11-23', 15, 7 * DAY);
  await w.once('allowances', 'give-1:charge', [15, 15]);
  await w.outbox(
    { id: 'o1', kind: 'slack-request', body: { team_id: 'T1', text: 'kudos' }, progress: { step: 'recorded' }, createdAt: at(28) },
    'old-instance',
    60_000,
  );
}

const entryAt = (day: number, user: string, amount: number) => expect.objectContaining({ at: at(day), user, amount });

/** Every kind of record, read back through this version's stores on the target. */
export async function expectEveryKind(stores: StoreFactory, written: Written): Promise<void> {
  const { db } = stores;
  const workspaces = new WorkspaceStore(db, box, { error: () => {} });
  expect(await workspaces.get(W)).toMatchObject({
    apiKey: 'eng-key-9876',
    keyLast4: '9876',
    stage: 'prod',
    feedChannel: 'CFEED',
    threadReplies: true,
    admins: ['UADMIN'],
    links: { U1: 'ana@acme.test' },
    syncGuests: true,
    managerField: 'Xf1',
  });
  expect(await workspaces.resolve({ teamId: 'T2', enterpriseId: 'E1' })).toEqual({ teamId: 'T2', enterpriseId: 'E1', ownSettings: true });
  expect((await db.selectFrom('workspace_settings').select('sealed_key').where('workspace_key', '=', 'T:T1').executeTakeFirstOrThrow()).sealed_key).toBe(
    written.sealedKey,
  );
  const installations = new InstallationRecords(db, box);
  expect((await installations.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-legacy');
  expect(await installations.workspaces()).toEqual([W]);
  const rules = new GivingRulesStore(db);
  expect(await rules.get(W)).toEqual({
    allowance: 40,
    period: 'week',
    resetDay: 1,
    timeZoneBasis: 'giver',
    timeZone: 'Europe/Lisbon',
    perKudosMax: 10,
    adminsExempt: true,
  });
  expect([await rules.groupSize(W, 't100'), await rules.groupMembers(W, 't100')]).toEqual([12, ['ana@acme.test', 'ben@acme.test']]);
  expect(await new ValuesStore(db).get(W)).toEqual([ownership, café]);
  expect(await new ReactionSettingsStore(db).get(W)).toEqual({ emoji: 'taco', amount: 3, updatedBy: 'UADMIN' });
  expect(await new DigestSettingsStore(db).get(W)).toEqual({ enabled: true, weekday: 5, hour: 16, channel: 'CDIGEST' });
  expect(await new CelebrationSettingsStore(db).get(W)).toEqual({
    channel: 'CPARTY',
    hour: 10,
    birthdays: true,
    anniversaries: false,
    companyName: 'Acme',
    birthdayCoins: 5,
    anniversaryCoins: 0,
  });
  expect(await new CelebrationDatesStore(db).everyone(W)).toEqual([
    {
      userId: 'U1',
      dates: { birthday: '03-14', start: '2020-02-01', source: 'person', email: 'ana@acme.test' },
      optOuts: { birthday: false, anniversary: false },
    },
    { userId: 'U2', dates: { birthday: '12-01', source: 'import', email: 'ben@acme.test' }, optOuts: { birthday: true, anniversary: false } },
  ]);
  expect(await new InsightsSummaryStore(db).managers(W)).toEqual(['UMGR']);
  const presets = new PresetStore(db);
  expect(await presets.list(W)).toEqual([presetA, presetB]);
  expect((await presets.covering(W, 'ben@acme.test', 't200'))?.id).toBe('pb');
  expect(await new DraftStore(db).get(W, 'D1')).toEqual(draft);
  expect(await new RewardsCatalogue(db).get(W)).toEqual({ rewards: [lunch, mug], approverChannel: 'CAPPROVE' });
  await expectBook(stores);
  await expectJobsAndLive(stores);
}

async function expectBook(stores: StoreFactory): Promise<void> {
  const ledger = new RewardsLedger(stores.db);
  expect([await ledger.balance(W, 'U1'), await ledger.balance(W, 'U2'), await ledger.stock(W, 'lunch')]).toEqual([70, 30, 4]);
  expect([await ledger.state(W, 'req1'), await ledger.state(W, 'req2'), await ledger.state(W, 'req3')]).toEqual([1, 2, 0]);
  expect(await ledger.entries(W)).toEqual([
    entryAt(1, 'U1', 100),
    entryAt(2, 'U2', 50),
    entryAt(3, 'U1', -30),
    entryAt(4, 'U2', -20),
    entryAt(5, 'U1', -30),
    entryAt(6, 'U1', 30),
  ]);
  expect((await ledger.events(W, 'all')).map((e) => [e.request, e.kind, e.at])).toEqual([
    ['req1', 'requested', at(3)],
    ['req2', 'requested', at(4)],
    ['req2', 'approved', at(4)],
    ['req3', 'requested', at(5)],
    ['req3', 'declined', at(6)],
  ]);
  expect((await ledger.events(W, 'all'))[1]).toMatchObject({ note: 'Red', period: '2026-11', reward: { id: 'mug', name: 'Mug', cost: 20 } });
  expect((await stores.db.selectFrom('reward_limit_uses').selectAll().execute()).map((r) => [r.reward_id, r.user_id, r.period, r.used])).toEqual([
    ['mug', 'U2', '2026-11', 1],
  ]);
  expect([
    await ledger.credited(W, 'U1', 'rec1'),
    await ledger.credited(W, 'U1', 'rec9'),
    await ledger.historyRead(W, 'U1'),
    await ledger.historyRead(W, 'U2'),
  ]).toEqual([true, false, true, false]);
  // The redemption done before answers again with its balance and takes nothing (its step id names the workspace now).
  expect(
    await ledger.redeem(W, { request: 'req1', user: 'U1', reward: { id: 'lunch', name: 'Team lunch', cost: 30 }, stocked: true, needsApproval: true }),
  ).toEqual({ ok: true, balance: 70, repeat: true });
  expect(await ledger.entries(W)).toHaveLength(6);
  expect((await checkLedger(stores.db)).mismatches).toEqual([]);
}

async function expectJobsAndLive(stores: StoreFactory): Promise<void> {
  const syncs = new SyncJobs(stores.db);
  const job = await syncs.current(W);
  expect(job).toEqual(syncJob);
  expect([await syncs.chunk(job!, 0), await syncs.failed(job!), await syncs.active()]).toEqual([
    syncRows,
    [{ email: null, name: 'Bot', reason: 'no e-mail' }],
    ['T:T1'],
  ]);
  expect(await stores.db.selectFrom('sync_job_chunks').select('job_id').where('job_id', '=', 'sync0').execute()).toEqual([]);
  expect(await new ExportJobs(stores.db).get('X1')).toEqual(exportJob);
  expect(await stores.namespace('townhall-digests').get('dg1')).toEqual(townhall);
  expect(await stores.namespace('thread-parents').get('T:T1:CFEED:2026-11-28')).toBe('1764320000.000100');
  expect(await stores.namespace('insights-sign-outs').get('sid-1')).toBe(1764320000000);
  const dedupe = stores.atomic('dedupe');
  expect(await dedupe.value('event:T1:Ev1')).toEqual({ at: '2026-11-28T09:00:00.000Z', state: 'done' });
  // The same kept work resumes its claim; anyone else is a duplicate.
  expect([await dedupe.claimAll([{ key: 'give:T:T1:U1:abc', ttlMs: HOUR }], 'work-1', true), await dedupe.claim('give:T:T1:U1:abc', 'other', HOUR)]).toEqual([
    true,
    false,
  ]);
  expect([
    await stores.atomic('oauth-states').isClaimed('nonce-1'),
    await stores.atomic('digest-posts').value('T:T1:2026-W47'),
    await stores.atomic('celebration-posts').value('occ:T:T1:U1:birthday:2026'),
  ]).toEqual([true, { posted: '2026-11-23T09:00:00.000Z' }, { skipped: true }]);
  const allowances = stores.atomic('allowances');
  expect(await allowances.total('T:T1:U1:2026-11-23')).toBe(15);
  expect(await allowances.spend('T:T1:U1:2026-11-23', 15, 40, 7 * DAY, 'give-1:charge')).toEqual({ ok: true, total: 15, amount: 15 });
  expect(await allowances.total('T:T1:U1:2026-11-23')).toBe(15);
  const [taken] = await stores.outbox().takeLapsed('new-instance', 60_000, 10);
  expect(taken).toMatchObject({
    id: 'o1',
    kind: 'slack-request',
    body: { team_id: 'T1', text: 'kudos' },
    progress: { step: 'recorded' },
    createdAt: at(28),
    attempts: 2,
  });
  // Rebuilt by the app, not moved: the leaderboards' copy of the feed, Slack's rate slots.
  expect(await stores.namespace('feed').get('T:T1:team:all')).toBeUndefined();
  expect(await stores.db.selectFrom('pace_slots').selectAll().execute()).toEqual([]);
}
