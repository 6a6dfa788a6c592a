// Token rotation under load: two app instances on one PostgreSQL, many /kudos at once as a workspace's bot token nears its
// expiry — Slack sees exactly one refresh (oauth.v2.access with grant_type=refresh_token) and every request is
// answered on the new token; a token Slack calls expired mid-flight is refreshed once and the call sent again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type Runtime, startRuntime } from '../../src/runtime.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS, textOf, waitFor } from '../support/app-harness.js';
import { TESTS_TIER_SCALE } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { CLIENT_SECRET, type OAuthSlack, beginInstall, finishInstall, startOAuthSlack } from '../support/oauth-slack.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { outboxSettled } from '../support/instance-env.js';

const GIVERS = ['UANA', 'UCARA', 'UMGR', 'UCEO'];
const TEAM = 'TR1';

const postgres = usePostgresDatabase('rotation');

describe.skipIf(noPostgres)('rotating tokens under load, two instances on PostgreSQL', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let slackFront: OAuthSlack;
  const instances: Runtime[] = [];

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
    slackFront = await startOAuthSlack(fake, { refreshDelayMs: 300 }); // a slow refresh: the others arrive while it runs
    const config = parseConfig({
      PORT: '0',
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_CLIENT_ID: 'client-id',
      SLACK_CLIENT_SECRET: CLIENT_SECRET,
      SLACK_STATE_SECRET: 'state-secret-of-sixteen',
      SLACK_API_URL: slackFront.apiUrl,
      ENGAGEMENT_API_URL: service.url,
      ENGAGEMENT_API_KEY: 'acme-dev-key',
      STORE_URL: postgres.url(),
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      LOG_LEVEL: 'warn',
      SLACK_TIER_SCALE: TESTS_TIER_SCALE,
    });
    for (let i = 0; i < 2; i++)
      instances.push(
        await startRuntime(
          config,
          createLogger('warn', () => {}),
        ),
      );
    const { state, cookie } = await beginInstall(instances[0]!.slack!.url);
    expect((await finishInstall(instances[0]!.slack!.url, { code: `code-${TEAM}`, state }, cookie)).status).toBe(200);
  });
  afterAll(async () => {
    for (const runtime of instances) await runtime.stop();
    await slackFront?.close();
    await service?.close();
    await fake?.close();
  });

  const recognitions = () => (service.db.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number }).n;
  const answered = (from: number) =>
    fake
      .callsTo('response_url')
      .slice(from)
      .filter((c) => textOf(c.args).includes('Sent 1 coin')).length;

  /** `n` /kudos at once, spread over both instances; resolves with the HTTP statuses. */
  const burst = (n: number, why: string) =>
    Promise.all(
      Array.from({ length: n }, (_, i) => {
        const body = commandBody({ text: `<@UBEN> 1 for ${why} ${i}`, user_id: GIVERS[i % GIVERS.length]!, team_id: TEAM, response_url: fake.responseUrl() });
        return send(instances[i % 2]!.slack!.url, body, 'application/x-www-form-urlencoded').then((r) => r.status);
      }),
    );

  it('refreshes an expiring token exactly once for 24 simultaneous /kudos on two instances, and answers every one', async () => {
    const [before, replies, calls] = [recognitions(), fake.callsTo('response_url').length, fake.calls.length];
    expect(await burst(24, 'the rush')).toEqual(Array(24).fill(200));
    await waitFor(() => recognitions() === before + 24 && answered(replies) === 24, 'every /kudos recorded and answered', 20_000);
    expect(slackFront.refreshes).toEqual([`${TEAM}:1`]);
    const tokens = new Set(
      fake.calls
        .slice(calls)
        .filter((c) => c.method !== 'response_url')
        .map((c) => c.token),
    );
    expect([...tokens]).toEqual([`xoxb-${TEAM}-2`]);
  });

  it('refreshes once and sends again when Slack says the token expired mid-flight, losing no request', async () => {
    slackFront.expired.add(`xoxb-${TEAM}-2`); // revoked early by Slack: its recorded expiry is still hours away
    const [before, replies] = [recognitions(), fake.callsTo('response_url').length];
    expect(await burst(8, 'the lapse')).toEqual(Array(8).fill(200));
    await waitFor(() => recognitions() === before + 8 && answered(replies) === 8, 'every /kudos recorded and answered', 20_000);
    // The posts and DMs follow the answers: the first of them meets the expired token.
    await waitFor(() => slackFront.refreshes.length === 2, 'the refresh', 20_000);
    await outboxSettled(postgres.url());
    expect(slackFront.refreshes).toEqual([`${TEAM}:1`, `${TEAM}:2`]);
  });
});
