// PostgreSQL going away under a running instance (a restart, a failover), through a relay the test cuts: /readyz says the
// store is failing while it is away and ready again once it is back, the process never dies of it, and a /kudos
// acknowledged before the cut — still on its way to the service — is recorded exactly once after.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { USERS, waitFor } from '../support/app-harness.js';
import { type Instance, startInstance, stopInstances } from '../support/app-process.js';
import { startEngagementProxy } from '../support/engagement-proxy.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { instanceEnv } from '../support/instance-env.js';
import { POSTGRES_URL, noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { commandBody, send } from '../support/slack-requests.js';
import { type TcpRelay, startTcpRelay } from '../support/tcp-relay.js';

const postgres = usePostgresDatabase('outage');
const FORM = 'application/x-www-form-urlencoded';

describe.skipIf(noPostgres)('an instance when PostgreSQL goes away and comes back', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let proxy: Awaited<ReturnType<typeof startEngagementProxy>>;
  let relay: TcpRelay;
  let instance: Instance;

  beforeAll(async () => {
    fake = await startFakeSlack(USERS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
    proxy = await startEngagementProxy(service.url);
    const server = new URL(POSTGRES_URL);
    relay = await startTcpRelay(server.hostname, Number(server.port || 5432));
    const url = new URL(postgres.url());
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    instance = await startInstance(instanceEnv({ fake, service: { url: proxy.url } }, 'outage', { url: url.toString() }, { TAKEOVER_MS: '2000' }));
  }, 60_000);

  afterAll(async () => {
    await stopInstances([instance]);
    await relay?.close();
    await proxy?.close();
    await service?.close();
    await fake?.close();
  });

  /** The instance must outlive the outage: if it died, its own words say why. */
  const alive = () => {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      throw new Error(`the instance exited (${instance.child.exitCode ?? instance.child.signalCode}):\n${instance.output().slice(-4000)}`);
  };
  afterEach(alive);
  const readyz = async () => {
    alive();
    const answer = await fetch(new URL('/readyz', instance.url));
    return { status: answer.status, body: (await answer.json()) as { checks: Record<string, string> } };
  };
  const recorded = (reason: string) => service.db.prepare('SELECT count(*) AS n FROM recognitions WHERE reason = ?').get(reason) as { n: number };

  it('says so on /readyz while it is away, and is ready again once it is back', async () => {
    expect((await readyz()).status).toBe(200);
    relay.down();
    const away = await waitFor(async () => {
      const r = await readyz();
      return r.status === 503 ? r : undefined;
    }, 'readyz failing');
    expect(away.body.checks.store).toBe('failing');
    expect(away.body.checks.service).toBe('ok');
    relay.up();
    await waitFor(async () => (await readyz()).status === 200, 'readyz ready again', 20_000);
    expect(instance.child.exitCode).toBeNull();
  });

  it('records a /kudos acknowledged before the cut exactly once after it is back', async () => {
    const reason = `through the outage ${Date.now()}`;
    // The service answers late: the kudos is acknowledged and on its way when the database goes away.
    proxy.set('slow', 1_500);
    const acked = await send(instance.url, commandBody({ text: `<@UBEN> 3 for ${reason}`, user_id: 'UANA', response_url: fake.responseUrl() }), FORM);
    expect(acked.status).toBe(200);
    relay.down();
    await new Promise((r) => setTimeout(r, 2_500));
    proxy.set('pass');
    relay.up();
    await waitFor(() => recorded(reason).n >= 1, 'the kudos recorded', 30_000);
    const told = () => fake.callsTo('response_url').map((c) => JSON.stringify(c.args));
    await waitFor(() => told().some((t) => t.includes('You sent')), 'the giver told', 30_000);
    // Given time to do anything twice, it does not.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(recorded(reason).n).toBe(1);
    // Never told the opposite of what happened.
    expect(told().filter((t) => t.includes('nothing was sent'))).toEqual([]);
    expect(instance.child.exitCode).toBeNull();
  }, 60_000);

  it('answers a /kudos sent while it is away in words, records nothing, and takes the same command once it is back', async () => {
    const reason = `during the outage ${Date.now()}`;
    const body = commandBody({ text: `<@UBEN> 2 for ${reason}`, user_id: 'UANA', response_url: fake.responseUrl(), trigger_id: `outage-${Date.now()}` });
    relay.down();
    const during = await send(instance.url, body, FORM);
    expect(during.status).toBe(200);
    expect(JSON.stringify(during.json)).toContain('could not take this request right now');
    expect(JSON.stringify(during.json)).toContain('nothing was sent');
    relay.up();
    await waitFor(async () => (await readyz()).status === 200, 'readyz ready again', 20_000);
    expect(recorded(reason).n).toBe(0);
    // What Slack's user does next: the same command again.
    expect((await send(instance.url, body, FORM)).status).toBe(200);
    await waitFor(() => recorded(reason).n === 1, 'the kudos recorded once it is back', 30_000);
  }, 60_000);
});
