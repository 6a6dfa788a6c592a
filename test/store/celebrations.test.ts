// Celebrations' scheduler with a fake clock, on the real stores (SQLite and PostgreSQL) and the fake Slack Web API: a
// post at the local hour in each person's own zone, several people in one post, the day-before DM and its skip, a post
// missed while down going out late the same day and never the next, a crash after posting never posting twice, two
// instances on one PostgreSQL posting once (and crediting the company's coins once, in the rewards ledger), and an
// opt-out winning over an import.
import type { Logger } from '@slack/logger';
import { WebClient } from '@slack/web-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Directory } from '../../src/directory/directory.js';
import { RewardsLedger } from '../../src/store/rewards-ledger.js';
import { skipThisYear } from '../../src/features/celebrations/notice.js';
import { type PostDeps, celebrateDue } from '../../src/features/celebrations/post.js';
import { CelebrationDatesStore } from '../../src/store/celebration-dates.js';
import { CelebrationSettingsStore } from '../../src/store/celebration-settings.js';
import { GivingRulesStore } from '../../src/store/giving-rules.js';
import type { StoreFactory } from '../../src/store/factory.js';
import { createSecretBox } from '../../src/store/secrets.js';
import { WorkspaceStore } from '../../src/store/workspaces.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {}, setLevel() {}, getLevel: () => 'info' as never, setName() {} } as unknown as Logger;
const W = { teamId: 'T1' };
const USERS = [
  { id: 'UANA', name: 'Ana Lima', email: 'ana@acme.test', tz: 'Europe/Lisbon' },
  { id: 'UTOM', name: 'Tom Hughes', email: 'tom@acme.test', tz: 'Europe/Lisbon' },
  { id: 'UKAI', name: 'Kai Tanaka', email: 'kai@acme.test', tz: 'Asia/Tokyo' },
  { id: 'ULEO', name: 'Leo Ruiz', email: 'leo@acme.test', tz: 'America/Los_Angeles' },
];

function depsOn(stores: StoreFactory): PostDeps & { rewards: { ledger: RewardsLedger } } {
  const workspaces = new WorkspaceStore(stores.db, createSecretBox([Buffer.alloc(32, 7)]), quiet);
  return {
    log: quiet,
    directory: new Directory(stores.cache('slack-users'), stores.cache('slack-emails'), workspaces),
    celebrationDates: new CelebrationDatesStore(stores.db),
    celebrationSettings: new CelebrationSettingsStore(stores.db),
    celebrationPosts: stores.atomic('celebration-posts'),
    givingRules: new GivingRulesStore(stores.db),
    rewards: { ledger: new RewardsLedger(stores.db) },
    languages: { workspace: async () => translatorFor('en'), person: async () => translatorFor('en') },
  };
}

const posts = (slack: FakeSlack) => slack.workspace.messages.filter((m) => m.channel === 'C1' && m.metadata?.event_type === 'kudos_celebration');
/** The rewards ledger's entries for one person's occasion (`birthday 2026`). */
const credits = async (deps: { rewards: { ledger: RewardsLedger } }, user: string, occasion: string) =>
  (await deps.rewards.ledger.entries(W)).filter((e) => e.user === user && e.why.startsWith(`${occasion}, `));
const dms = (slack: FakeSlack, user: string) => slack.callsTo('chat.postMessage').filter((c) => c.args.channel === user);

async function seed(deps: PostDeps) {
  await deps.celebrationSettings.set(W, {
    channel: 'C1',
    hour: 9,
    birthdays: true,
    anniversaries: true,
    companyName: 'Northwind',
    birthdayCoins: 5,
    anniversaryCoins: 0,
  });
  await deps.celebrationDates.setDates(W, 'UANA', { birthday: '03-14', source: 'person' });
  await deps.celebrationDates.setDates(W, 'UTOM', { start: '2023-03-14', source: 'import' });
  await deps.celebrationDates.setDates(W, 'UKAI', { birthday: '03-14', start: '2021-03-14', source: 'import' });
  await deps.celebrationDates.setDates(W, 'ULEO', { birthday: '02-29', source: 'person' });
}

function suite(url: () => string) {
  const factories = useStoreFactories(url);
  let slack: FakeSlack;
  let client: WebClient;
  beforeAll(async () => {
    slack = await startFakeSlack(USERS);
    client = new WebClient('xoxb-test', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
  });
  afterAll(async () => slack.close());

  it('posts Lisbon’s people at 09:00 Lisbon in one post, Tokyo’s at 09:00 Tokyo, each once, with the day-before DM', async () => {
    const deps = depsOn(await factories.open());
    await seed(deps);
    const at = (iso: string) => celebrateDue(deps, client, W, new Date(iso));
    // 13 March 09:00 Lisbon (UTC+0): tomorrow's people are told, nobody is posted.
    expect(await at('2026-03-13T09:00:00Z')).toMatchObject({ posted: 0, told: 4 });
    expect(dms(slack, 'UKAI')).toHaveLength(2);
    expect(dms(slack, 'UANA')[0]!.args.text).toMatch(/your birthday/);
    expect(JSON.stringify(dms(slack, 'UTOM')[0]!.args.blocks)).toMatch(/Don’t post this year/);
    expect(await at('2026-03-13T10:00:00Z')).toMatchObject({ told: 0 });
    // 14 March 00:00 UTC is 09:00 in Tokyo: Kai's birthday and 5 years, one post.
    expect(await at('2026-03-14T00:00:00Z')).toMatchObject({ posted: 2 });
    expect(posts(slack)).toHaveLength(1);
    expect(posts(slack)[0]!.text).toBe(':birthday: Happy birthday <@UKAI>!\n:trophy: 5 years at Northwind today, <@UKAI>! A milestone: thank you for 5 years.');
    // 08:59 Lisbon: not yet; 09:00: Ana and Tom together.
    expect(await at('2026-03-14T08:59:00Z')).toMatchObject({ posted: 0 });
    expect(await at('2026-03-14T09:00:00Z')).toMatchObject({ posted: 2 });
    expect(posts(slack)[1]!.text).toBe(':birthday: Happy birthday <@UANA>!\n:tada: 3 years at Northwind today, <@TOM>!'.replace('<@TOM>', '<@UTOM>'));
    expect(JSON.stringify(posts(slack)[1]!.blocks)).toMatch(/celebration_kudos.*UANA,UTOM|UANA,UTOM.*celebration_kudos/);
    for (const t of ['2026-03-14T09:01:00Z', '2026-03-14T20:00:00Z', '2027-03-13T20:00:00Z']) await at(t);
    expect(posts(slack)).toHaveLength(2);
    // Coins from the company into the rewards ledger, once per birthday (5 each), none for anniversaries (0).
    expect(await credits(deps, 'UANA', 'birthday 2026')).toEqual([
      expect.objectContaining({ amount: 5, kind: 'received', why: 'birthday 2026, from the company' }),
    ]);
    expect(await credits(deps, 'UKAI', 'birthday 2026')).toHaveLength(1);
    expect(await deps.rewards.ledger.balance(W, 'UKAI')).toBeGreaterThanOrEqual(5);
    expect(await credits(deps, 'UTOM', 'work anniversary (3 years) 2026')).toEqual([]);
  });

  it('posts a leap-day birthday on 28 February in a common year, at 09:00 in Los Angeles', async () => {
    const deps = depsOn(await factories.open());
    await seed(deps);
    const before = posts(slack).length;
    expect(await celebrateDue(deps, client, W, new Date('2027-02-28T16:59:00Z'))).toMatchObject({ posted: 0 });
    expect(await celebrateDue(deps, client, W, new Date('2027-02-28T17:00:00Z'))).toMatchObject({ posted: 1 });
    expect(
      posts(slack)
        .slice(before)
        .map((m) => m.text),
    ).toEqual([':birthday: Happy birthday <@ULEO>!']);
  });

  it('posts a day missed while down late the same day, and never the next day', async () => {
    const deps = depsOn(await factories.open());
    await seed(deps);
    await deps.celebrationDates.setDates(W, 'UANA', { birthday: '05-02', source: 'person' });
    await deps.celebrationDates.setDates(W, 'UTOM', { start: '2020-05-01', source: 'import' });
    const before = posts(slack).length;
    // Down all of 1 May in Lisbon (Tom's day); up on 2 May at 23:30 Lisbon (22:30 UTC, summer time).
    expect(await celebrateDue(deps, client, W, new Date('2028-05-02T22:30:00Z'))).toMatchObject({ posted: 1 });
    expect(
      posts(slack)
        .slice(before)
        .map((m) => m.text),
    ).toEqual([':birthday: Happy birthday <@UANA>!']);
  });

  it('a crash after Slack posted but before it was marked done: the next tick finds the post and posts nothing more', async () => {
    const deps = depsOn(await factories.open());
    await seed(deps);
    await deps.celebrationDates.setDates(W, 'UANA', { birthday: '06-10', source: 'person' });
    const before = posts(slack).length;
    // Slack carries the post out, but the answer never comes: as if the instance died there.
    const arrived = slack.holdNext('chat.postMessage');
    const dying = new WebClient('xoxb-test', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 }, timeout: 300 });
    const first = await celebrateDue(deps, dying, W, new Date('2030-06-10T09:00:00Z'));
    await arrived;
    expect(first.posted).toBe(0);
    expect(posts(slack).length).toBe(before + 1);
    const again = await celebrateDue(depsOn(await factories.open()), client, W, new Date('2030-06-10T09:05:00Z'));
    expect(again).toMatchObject({ resumed: 1, posted: 0 });
    expect(posts(slack).length).toBe(before + 1);
    // The crash came before the coins: the resumed post credits them, once, however often it is resumed.
    await celebrateDue(depsOn(await factories.open()), client, W, new Date('2030-06-10T09:06:00Z'));
    expect(await credits(deps, 'UANA', 'birthday 2030')).toEqual([expect.objectContaining({ amount: 5 })]);
  });

  it('“Don’t post this year” wins over the post, and an opt-out wins over a later import', async () => {
    const deps = depsOn(await factories.open());
    await seed(deps);
    await deps.celebrationDates.setDates(W, 'UANA', { birthday: '07-01', source: 'person' });
    await deps.celebrationDates.setDates(W, 'UTOM', { birthday: '07-01', source: 'person' });
    expect(await skipThisYear(translatorFor('en'), deps, W, 'UANA', 'UANA:birthday:2029')).toMatch(/won’t be posted/);
    expect(await skipThisYear(translatorFor('en'), deps, W, 'UANA', 'UTOM:birthday:2029')).toMatch(/someone else/);
    await deps.celebrationDates.setOptOuts(W, 'UTOM', { birthday: true, anniversary: false });
    await deps.celebrationDates.setDates(W, 'UTOM', { birthday: '07-01', source: 'import' });
    const before = posts(slack).length;
    expect(await celebrateDue(deps, client, W, new Date('2029-07-01T08:00:00Z'))).toMatchObject({ posted: 0 });
    expect(posts(slack).length).toBe(before);
  });
}

for (const backend of storeBackends('celebrations')) {
  describe.skipIf(backend.skip)(`celebrations on ${backend.name}`, () => suite(backend.url));
}

describe.skipIf(noPostgres)('celebrations on one PostgreSQL shared by instances', () => {
  describe('two instances at the same moment', () => {
    const factories = useStoreFactories(usePostgresDatabase('celebrations-two').url);
    it('post once between them, with everyone in the one post', async () => {
      const slack = await startFakeSlack(USERS);
      try {
        const client = new WebClient('xoxb-test', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
        const [a, b] = [depsOn(await factories.open()), depsOn(await factories.open())];
        await seed(a);
        await a.celebrationSettings.set(W, {
          channel: 'C1',
          hour: 9,
          birthdays: true,
          anniversaries: true,
          companyName: 'Northwind',
          birthdayCoins: 5,
          anniversaryCoins: 3,
        });
        const now = new Date('2026-03-14T09:00:00Z');
        for (let tick = 0; tick < 5; tick++) await Promise.all([celebrateDue(a, client, W, now), celebrateDue(b, client, W, now)]);
        // Kai's day (Tokyo) lasts until 15:00 UTC: everyone due at that moment is in the one post.
        expect(posts(slack)).toHaveLength(1);
        // The company's coins: one ledger entry per person and occasion, whichever instance finished the post.
        expect(await credits(a, 'UANA', 'birthday 2026')).toEqual([expect.objectContaining({ amount: 5 })]);
        expect(await credits(b, 'UKAI', 'birthday 2026')).toHaveLength(1);
        expect(await credits(a, 'UKAI', 'work anniversary (5 years) 2026')).toEqual([expect.objectContaining({ amount: 3 })]);
        expect(await credits(b, 'UTOM', 'work anniversary (3 years) 2026')).toHaveLength(1);
        expect(await a.rewards.ledger.balance(W, 'UKAI')).toBe(8);
        expect(posts(slack)[0]!.text.split('\n').sort()).toEqual(
          [
            ':birthday: Happy birthday <@UANA>!',
            ':tada: 3 years at Northwind today, <@UTOM>!',
            ':birthday: Happy birthday <@UKAI>!',
            ':trophy: 5 years at Northwind today, <@UKAI>! A milestone: thank you for 5 years.',
          ].sort(),
        );
      } finally {
        await slack.close();
      }
    });
  });
});
