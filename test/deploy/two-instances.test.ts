// Two app processes on one PostgreSQL and one engagement service, as behind a load balancer that delivers the same Slack
// request to both (a retry landing elsewhere): 200 signed /kudos, 200 modal submissions and 200 give-by-reaction
// events (each instance's delivery with its own event ID, as Slack's retries have), each sent to both instances at
// once, first to one then to the other in turn, many pairs in flight: exactly one recognition each; and 200 App Home
// opens, each delivered to both and handled by one instance only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../../src/store/giving-rules.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS } from '../support/basics.js';
import { type Instance, startInstance } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, eventBody, formBody, giveFormValues, send, viewSubmission } from '../support/slack-requests.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { outboxSettled } from '../support/instance-env.js';

const TIMES = 200;
/** Pairs in flight at once. */
const CONCURRENCY = 20;

/** Runs `work(i)` for i in 0..n-1, `limit` at a time. */
async function inPairs(n: number, limit: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

const giveValues = (reason: string) => giveFormValues({ users: ['UBEN'], amount: '1', reason, share: false });

const postgres = usePostgresDatabase('two-instances');

describe.skipIf(noPostgres)('two instances on one PostgreSQL', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let instances: Instance[] = [];

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
    // Ana gives 1,400 coins here (1 a kudos, 5 a reaction), more than the default allowance of 100 a month: the
    // workspace allows her 2,000.
    const store = await createStoreFactory(postgres.url());
    await new GivingRulesStore(store.db).set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 2_000 });
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
      STORE_URL: postgres.url(),
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
    service.db.prepare('SELECT reason, COUNT(*) AS n FROM recognitions WHERE reason LIKE ? GROUP BY reason').all(`${prefix}%`) as {
      reason: string;
      n: number;
    }[];

  /** Waits until `expected` reasons are recorded and no acknowledged work is left open on either instance, so a late
   *  duplicate would be seen too. */
  async function settle(prefix: string, expected: number) {
    const started = Date.now();
    while (recorded(prefix).length < expected && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 50));
    await outboxSettled(postgres.url());
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
      const body = commandBody({
        text: `<@UBEN> 1 for two-instance command ${i}`,
        user_id: 'UANA',
        response_url: fake.responseUrl(),
        trigger_id: `two-instance-cmd-${i}`,
      });
      await toBoth(i, body, 'application/x-www-form-urlencoded');
    });
    const rows = await settle('two-instance command', TIMES);
    expect(rows).toHaveLength(TIMES);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 180_000);

  it(`records each of ${TIMES} modal submissions delivered to both instances exactly once`, async () => {
    await inPairs(TIMES, CONCURRENCY, async (i) => {
      const submission = viewSubmission('UANA', {
        id: `VTWO${i}`,
        callback_id: 'give_kudos_modal',
        private_metadata: '',
        values: giveValues(`two-instance modal ${i}`),
      });
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
      const answers = await Promise.all(
        [a, b].map((instance, n) => send(instance.url, eventBody(event, `EvREACT${Date.now()}x${i}x${n}`), 'application/json')),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
    });
    const rows = await settle('For this message: “two-instance reaction', TIMES);
    expect(rows).toHaveLength(TIMES);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  }, 180_000);

  /** Both instances' dedupe claims so far (GET /metrics), won and refused: each delivery of an event makes one. */
  async function claims() {
    const count = async (result: string) => {
      const lines = await Promise.all(instances.map(async ({ url }) => (await (await fetch(`${url}/metrics`)).text()).split('\n')));
      const series = `kudos_dedupe_claims_total{result="${result}"} `;
      return lines.flat().reduce((n, l) => n + (l.startsWith(series) ? Number(l.slice(series.length)) : 0), 0);
    };
    const [won, duplicate] = await Promise.all([count('won'), count('duplicate')]);
    return { won, duplicate };
  }

  it(`handles each of ${TIMES} events delivered to both instances once`, async () => {
    const published = () => fake.callsTo('views.publish').length;
    const before = { published: published(), ...(await claims()) };
    await inPairs(TIMES, CONCURRENCY, async (i) => {
      await toBoth(i, eventBody({ type: 'app_home_opened', user: 'UANA', channel: 'DUANA', tab: 'home' }, `EvTWO${Date.now()}x${i}`), 'application/json');
    });
    // App Home is not kept in the outbox: done once every delivery has claimed its event (won: handled, refused: left)
    // and each claim won has published, so a second handling is counted, not raced; up to 150 s on a loaded machine.
    const done = (c: { won: number; duplicate: number }) =>
      c.won + c.duplicate >= before.won + before.duplicate + 2 * TIMES && published() >= before.published + c.won - before.won;
    const started = Date.now();
    let after = await claims();
    while (!done(after) && Date.now() - started < 150_000) {
      await new Promise((r) => setTimeout(r, 100));
      after = await claims();
    }
    expect(after.won - before.won).toBe(TIMES);
    expect(published() - before.published).toBe(TIMES);
  }, 180_000);
});
