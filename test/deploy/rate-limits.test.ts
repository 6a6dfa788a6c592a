// Slack's tiers kept, against a fake Slack that answers 429 (with Retry-After) past them as Slack does: a burst of
// kudos to one person (one DM channel: chat.postMessage's one a second) is all recorded and all posted, and Slack
// refused none of its calls — on SQLite in one process, and from two instances on one PostgreSQL taking turns. A 429
// Slack answers one instance holds that method for the other instance too until Retry-After has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type Runtime, startRuntime } from '../../src/runtime.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../../src/store/giving-rules.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS, waitFor } from '../support/app-harness.js';
import { type Instance, startInstance, stopInstances } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';

const BURST = 8;

const env = (fake: FakeSlack, service: RunningService, store: Record<string, string>) => ({
  PORT: '0',
  SLACK_BOT_TOKEN: 'xoxb-tiers',
  SLACK_SIGNING_SECRET: SIGNING_SECRET,
  SLACK_API_URL: fake.apiUrl,
  SLACK_TIER_SCALE: '1',
  ENGAGEMENT_API_URL: service.url,
  ENGAGEMENT_API_KEY: 'acme-dev-key',
  ENGAGEMENT_STAGE: 'dev',
  ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
  LOG_LEVEL: 'warn',
  ...store,
});

/** Sends BURST /kudos to Ben at once, by turns to each app URL; waits until all are recorded and each is in a DM to Ben
 *  (several of a moment share one DM): answers how many were recorded, and how many reached his DMs. */
async function burst(fake: FakeSlack, service: RunningService, urls: string[], tag: string) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      send(
        urls[i % urls.length]!,
        commandBody({ text: `<@UBEN> 1 ${tag} ${i}`, user_id: 'UANA', response_url: fake.responseUrl() }),
        'application/x-www-form-urlencoded',
      ),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(200));
  const recorded = () => (service.db.prepare('SELECT COUNT(*) AS n FROM recognitions WHERE reason LIKE ?').get(`${tag}%`) as { n: number }).n;
  await waitFor(() => recorded() === BURST, `the ${BURST} recognitions`, 30_000);
  const dms = () =>
    fake
      .callsTo('chat.postMessage')
      .filter((c) => c.args.channel === 'UBEN')
      .map((c) => JSON.stringify(c.args.blocks ?? c.args.text));
  const posted = () => Array.from({ length: BURST }, (_, i) => new RegExp(`${tag} ${i}(?!\\d)`)).filter((kudos) => dms().some((dm) => kudos.test(dm))).length;
  await waitFor(() => posted() >= BURST, `the ${BURST} kudos in DMs`, 30_000);
  return { recorded: recorded(), posted: posted() };
}

/** Slack answers the next chat.postMessage 429 with Retry-After 2 s; a kudos is sent to each URL in turn. Answers how
 *  long after that refusal each post to the refused channel (every kudos posts to Ben's DM and the feed) arrived. */
async function heldAfter429(fake: FakeSlack, urls: string[], tag: string) {
  fake.limits!.refuseNext('chat.postMessage', 2);
  const before = fake.callsTo('chat.postMessage').length;
  for (const [i, url] of urls.entries()) {
    await send(url, commandBody({ text: `<@UBEN> 1 ${tag} ${i}`, user_id: 'UANA', response_url: fake.responseUrl() }), 'application/x-www-form-urlencoded');
  }
  await waitFor(() => fake.limits!.forcedRefusals.length === 1, 'the refusal', 10_000);
  const refusal = fake.limits!.forcedRefusals[0]!;
  const posts = () =>
    fake
      .callsTo('chat.postMessage')
      .slice(before)
      .filter((c) => c.args.channel === refusal.channel);
  await waitFor(() => posts().length >= urls.length, 'the held posts', 30_000);
  fake.limits!.forcedRefusals.length = 0;
  return posts().map((c) => c.at - refusal.at);
}

describe('Slack tiers on SQLite, one process', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let runtime: Runtime;

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS, { tiers: 1 });
    service = await startService({ seed: testFixture(), db: ':memory:' });
    runtime = await startRuntime(
      parseConfig(env(fake, service, { STORE_URL: 'sqlite://:memory:' })),
      createLogger('warn', () => {}),
    );
    await runtime.deps.givingRules.set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000 });
  });
  afterAll(async () => {
    await runtime?.stop();
    await service?.close();
    await fake?.close();
  });

  it('records and posts every kudos of a burst, with no call past its tier', async () => {
    const started = Date.now();
    const dmsBefore = fake.callsTo('chat.postMessage').filter((c) => c.args.channel === 'UBEN').length;
    expect(await burst(fake, service, [runtime.slack!.url], 'sqlite-burst')).toEqual({ recorded: BURST, posted: BURST });
    expect(fake.limits!.refused).toEqual([]);
    // One a second to Ben's DM after a burst of 2: what waited for its turn went together, in fewer DMs than kudos.
    const dms = fake.callsTo('chat.postMessage').filter((c) => c.args.channel === 'UBEN').length - dmsBefore;
    expect(dms).toBeLessThan(BURST);
    expect(dms).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1_000) + 2);
  }, 60_000);

  it('waits out a 429 and posts after its Retry-After', async () => {
    const delays = await heldAfter429(fake, [runtime.slack!.url], 'sqlite-held');
    expect(delays.length).toBe(1);
    expect(delays[0]).toBeGreaterThanOrEqual(2_000);
  }, 60_000);
});

const postgres = usePostgresDatabase('rate-limits');

describe.skipIf(noPostgres)('Slack tiers from two instances on one PostgreSQL', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let instances: Instance[] = [];

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS, { tiers: 1 });
    service = await startService({ seed: testFixture(), db: ':memory:' });
    const store = await createStoreFactory(postgres.url());
    await new GivingRulesStore(store.db).set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000 });
    await store.close();
    // The instances say they listen at info.
    const e = { ...env(fake, service, { STORE_URL: postgres.url() }), LOG_LEVEL: 'info' };
    instances = await Promise.all([startInstance(e), startInstance(e)]);
  }, 120_000);
  afterAll(async () => {
    await stopInstances(instances);
    await service?.close();
    await fake?.close();
  });

  it('records and posts every kudos of a burst sent to both, with no call past its tier', async () => {
    expect(
      await burst(
        fake,
        service,
        instances.map((i) => i.url),
        'shared-burst',
      ),
    ).toEqual({ recorded: BURST, posted: BURST });
    expect(fake.limits!.refused).toEqual([]);
  }, 60_000);

  it('holds the method on the other instance too until the Retry-After one instance was given has passed', async () => {
    const delays = await heldAfter429(
      fake,
      instances.map((i) => i.url),
      'shared-held',
    );
    expect(delays.length).toBe(2);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2_000);
  }, 60_000);
});
