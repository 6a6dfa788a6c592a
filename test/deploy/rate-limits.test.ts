// Slack's tiers kept, against a fake Slack that answers 429 (with Retry-After) past them as Slack does: a burst of
// kudos to one person (one DM channel: chat.postMessage's one a second) is all recorded and all posted, and Slack
// refused none of its calls — on SQLite in one process, and from two instances on one Redis taking turns. A 429
// Slack answers one instance holds that method for the other instance too until Retry-After has passed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type Runtime, startRuntime } from '../../src/runtime.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../../src/store/giving-rules.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS, waitFor } from '../support/app-harness.js';
import { type Instance, startInstance, stopInstances } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';
import { REDIS_URL, noRedis, uniquePrefix } from '../store/redis.js';

const BURST = 8;

const env = (fake: FakeSlack, service: RunningService, store: Record<string, string>) => ({
  PORT: '0', SLACK_BOT_TOKEN: 'xoxb-tiers', SLACK_SIGNING_SECRET: SIGNING_SECRET, SLACK_API_URL: fake.apiUrl, SLACK_TIER_SCALE: '1',
  ENGAGEMENT_API_URL: service.url, ENGAGEMENT_API_KEY: 'acme-dev-key', ENGAGEMENT_STAGE: 'dev', ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, LOG_LEVEL: 'warn', ...store,
});

/** Sends BURST /kudos to Ben at once, by turns to each app URL; waits until all are recorded and their DMs posted. */
async function burst(fake: FakeSlack, service: RunningService, urls: string[], tag: string) {
  const dmsBefore = fake.callsTo('chat.postMessage').filter((c) => String(c.args.text ?? '').includes(tag)).length;
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      send(urls[i % urls.length]!, commandBody({ text: `<@UBEN> 1 ${tag} ${i}`, user_id: 'UANA', response_url: fake.responseUrl() }), 'application/x-www-form-urlencoded'),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(200));
  const recorded = () => (service.db.prepare('SELECT COUNT(*) AS n FROM recognitions WHERE reason LIKE ?').get(`${tag}%`) as { n: number }).n;
  await waitFor(() => recorded() === BURST, `the ${BURST} recognitions`, 30_000);
  const posted = () => fake.callsTo('chat.postMessage').filter((c) => String(c.args.text ?? '').includes(tag)).length - dmsBefore;
  await waitFor(() => posted() >= BURST, `the ${BURST} DMs`, 30_000);
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
  const posts = () => fake.callsTo('chat.postMessage').slice(before).filter((c) => c.args.channel === refusal.channel);
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
    runtime = await startRuntime(parseConfig(env(fake, service, { STORE_URL: 'sqlite://:memory:' })), createLogger('warn', () => {}));
    await runtime.deps.givingRules.set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000 });
  });
  afterAll(async () => {
    await runtime?.stop();
    await service?.close();
    await fake?.close();
  });

  it('records and posts every kudos of a burst, with no call past its tier', async () => {
    const started = Date.now();
    expect(await burst(fake, service, [runtime.slack!.url], 'sqlite-burst')).toEqual({ recorded: BURST, posted: BURST });
    expect(fake.limits!.refused).toEqual([]);
    // One a second to Ben's DM after a burst of 2: the burst took at least BURST - 2 seconds.
    expect(Date.now() - started).toBeGreaterThanOrEqual((BURST - 2) * 1_000 - 200);
  }, 60_000);

  it('waits out a 429 and posts after its Retry-After', async () => {
    const delays = await heldAfter429(fake, [runtime.slack!.url], 'sqlite-held');
    expect(delays.length).toBe(1);
    expect(delays[0]).toBeGreaterThanOrEqual(2_000);
  }, 60_000);
});

describe.skipIf(noRedis)(`Slack tiers from two instances on one Redis (${REDIS_URL})`, () => {
  let fake: FakeSlack;
  let service: RunningService;
  let instances: Instance[] = [];

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS, { tiers: 1 });
    service = await startService({ seed: testFixture(), db: ':memory:' });
    const prefix = uniquePrefix('rate-limits');
    const store = await createStoreFactory(REDIS_URL, { redisPrefix: prefix });
    await new GivingRulesStore(store.namespace('giving-rules')).set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000 });
    await store.close();
    // The instances say they listen at info.
    const e = { ...env(fake, service, { STORE_URL: REDIS_URL, STORE_PREFIX: prefix }), LOG_LEVEL: 'info' };
    instances = await Promise.all([startInstance(e), startInstance(e)]);
  }, 120_000);
  afterAll(async () => {
    await stopInstances(instances);
    await service?.close();
    await fake?.close();
  });

  it('records and posts every kudos of a burst sent to both, with no call past its tier', async () => {
    expect(await burst(fake, service, instances.map((i) => i.url), 'redis-burst')).toEqual({ recorded: BURST, posted: BURST });
    expect(fake.limits!.refused).toEqual([]);
  }, 60_000);

  it('holds the method on the other instance too until the Retry-After one instance was given has passed', async () => {
    const delays = await heldAfter429(fake, instances.map((i) => i.url), 'redis-held');
    expect(delays.length).toBe(2);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2_000);
  }, 60_000);
});
