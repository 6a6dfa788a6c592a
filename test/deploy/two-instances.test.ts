// Two app processes on one Redis and one engagement service, as behind a load balancer that delivers the same Slack
// request to both (a retry landing elsewhere): 200 signed /kudos, 200 modal submissions and 200 give-by-reaction
// events (each instance's delivery with its own event ID, as Slack's retries have), each sent to both instances at
// once, first to one then to the other in turn, many pairs in flight: exactly one recognition each; and 200 other
// events, each handled by one instance only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../../src/store/giving-rules.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS } from '../support/app-harness.js';
import { type Instance, startInstance } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, eventBody, formBody, giveFormValues, send, viewSubmission } from '../support/slack-requests.js';
import { REDIS_URL, noRedis, uniquePrefix } from '../store/redis.js';

const TIMES = 200;
/** Pairs in flight at once. */
const CONCURRENCY = 20;

/** Runs `work(i)` for i in 0..n-1, `limit` at a time. */
async function inPairs(n: number, limit: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < n) await work(next++);
  }));
}

const giveValues = (reason: string) => giveFormValues({ users: ['UBEN'], amount: '1', reason, share: false });

describe.skipIf(noRedis)(`two instances on one Redis (${REDIS_URL})`, () => {
  let fake: FakeSlack;
  let service: RunningService;
  let instances: Instance[] = [];

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
    // Ana gives 1,400 coins here (1 a kudos, 5 a reaction), more than the default allowance of 100 a month: the
    // workspace allows her 2,000.
    const prefix = uniquePrefix('two-instances');
    const store = await createStoreFactory(REDIS_URL, { redisPrefix: prefix });
    await new GivingRulesStore(store.namespace('giving-rules')).set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 2_000 });
    await store.close();
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: '0',
      SLACK_BOT_TOKEN: 'xoxb-two-instances',
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_API_URL: fake.apiUrl,
      ENGAGEMENT_API_URL: service.url,
      ENGAGEMENT_API_KEY: 'acme-dev-key',
      ENGAGEMENT_STAGE: 'dev',
      STORE_URL: REDIS_URL,
      STORE_PREFIX: prefix,
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    };
    instances = await Promise.all([startInstance(env), startInstance(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(async ({ child }) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }),
    );
    await service?.close();
    await fake?.close();
  });

  /** The recognitions whose reason starts with `prefix`, counted per reason. */
  const recorded = (prefix: string) =>
    service.db.prepare('SELECT reason, COUNT(*) AS n FROM recognitions WHERE reason LIKE ? GROUP BY reason').all(`${prefix}%`) as { reason: string; n: number }[];

  /** Waits until `expected` reasons are recorded, then a little longer, so a late duplicate would be seen too. */
  async function settle(prefix: string, expected: number) {
    const started = Date.now();
    while (recorded(prefix).length < expected && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1_000));
    return recorded(prefix);
  }

  /** Sends one request to both instances at once, first to one or the other by turn; both must answer 200. */
  async function toBoth(i: number, body: string, contentType: string) {
    const [a, b] = i % 2 ? [instances[0]!, instances[1]!] : [instances[1]!, instances[0]!];
    const answers = await Promise.all([send(a.url, body, contentType), send(b.url, body, contentType)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
  }

  it(`records each of ${TIMES} /kudos delivered to both instances exactly once`, async () => {
    await inPairs(TIMES, CONCURRENCY, async (i) => {
      const body = commandBody({ text: `<@UBEN> 1 for two-instance command ${i}`, user_id: 'UANA', response_url: fake.responseUrl(), trigger_id: `two-instance-cmd-${i}` });
      await toBoth(i, body, 'application/x-www-form-urlencoded');
    });
    const rows = await settle('two-instance command', TIMES);
    expect(rows).toHaveLength(TIMES);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 180_000);

  it(`records each of ${TIMES} modal submissions delivered to both instances exactly once`, async () => {
    await inPairs(TIMES, CONCURRENCY, async (i) => {
      const submission = viewSubmission('UANA', { id: `VTWO${i}`, callback_id: 'give_kudos_modal', private_metadata: '', values: giveValues(`two-instance modal ${i}`) });
      await toBoth(i, formBody(submission), 'application/x-www-form-urlencoded');
    });
    const rows = await settle('two-instance modal', TIMES);
    expect(rows).toHaveLength(TIMES);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 180_000);

  it(`records each of ${TIMES} reactions delivered to both instances exactly once`, async () => {
    await inPairs(TIMES, CONCURRENCY, async (i) => {
      const ts = fake.workspace.post({ channel: 'C1', user: 'UBEN', text: `two-instance reaction ${i}: thanks for the help` }).ts;
      const event = { type: 'reaction_added', user: 'UANA', reaction: 'coin', item: { type: 'message', channel: 'C1', ts }, event_ts: ts };
      const [a, b] = i % 2 ? [instances[0]!, instances[1]!] : [instances[1]!, instances[0]!];
      const answers = await Promise.all([a, b].map((instance, n) => send(instance.url, eventBody(event, `EvREACT${Date.now()}x${i}x${n}`), 'application/json')));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
    });
    const rows = await settle('For this message: “two-instance reaction', TIMES);
    expect(rows).toHaveLength(TIMES);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 180_000);

  it(`handles each of ${TIMES} events delivered to both instances once`, async () => {
    const published = () => fake.callsTo('views.publish').length;
    const before = published();
    await inPairs(TIMES, CONCURRENCY, async (i) => {
      await toBoth(i, eventBody({ type: 'app_home_opened', user: 'UANA', channel: 'DUANA', tab: 'home' }, `EvTWO${Date.now()}x${i}`), 'application/json');
    });
    const started = Date.now();
    while (published() < before + TIMES && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(published() - before).toBe(TIMES);
  }, 180_000);
});
