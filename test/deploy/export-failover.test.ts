// A survey export on the job queue (pg-boss) across two instances on one PostgreSQL: the instance running it is killed
// with SIGKILL while it reads the responses, and the other starts it over and sends the one CSV, updating the same
// progress message in the admin's DM (no second message, no second file).
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { TEST_ENCRYPTION_KEY, USERS, waitFor } from '../support/basics.js';
import { type Instance, startInstance, stopInstances } from '../support/app-process.js';
import { startEngagementProxy } from '../support/engagement-proxy.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { bigSurvey } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { outboxSettled } from '../support/instance-env.js';

const postgres = usePostgresDatabase('export-failover');
/** Short leases, so the dead instance's export is taken over within seconds here (production: 15 s). */
const TAKEOVER_MS = '2000';

describe.skipIf(noPostgres)('a survey export when its instance dies (PostgreSQL)', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let proxy: Awaited<ReturnType<typeof startEngagementProxy>>;
  let instances: Instance[] = [];

  beforeAll(async () => {
    fake = await startFakeSlack(USERS);
    service = await startService({ seed: bigSurvey(), db: ':memory:' });
    proxy = await startEngagementProxy(service.url);
    // Each page of 250 responses takes 100 ms more: the export reads for about five seconds.
    proxy.set('slow', 100, /\/responses/, 'GET');
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: '0',
      SLACK_BOT_TOKEN: 'xoxb-export-failover',
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_API_URL: fake.apiUrl,
      ENGAGEMENT_API_URL: proxy.url,
      ENGAGEMENT_API_KEY: 'acme-dev-key',
      ENGAGEMENT_STAGE: 'dev',
      STORE_URL: postgres.url(),
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      TAKEOVER_MS,
    };
    instances = await Promise.all([startInstance(env), startInstance(env)]);
  }, 60_000);

  afterAll(async () => {
    await stopInstances(instances);
    await proxy?.close();
    await service?.close();
    await fake?.close();
  });

  it('is started over by the other instance, which sends the one CSV and finishes the same progress message', async () => {
    await send(
      instances[0]!.url,
      commandBody({ text: 'export responses', user_id: 'UCEO', response_url: fake.responseUrl() }),
      'application/x-www-form-urlencoded',
    );
    // Mid-export: the progress message already counts rows.
    await waitFor(() => fake.callsTo('chat.update').find((c) => /rows so far/.test(String(c.args.text))), 'a progress update', 30_000);
    const running = instances.findIndex((i) => /export \S+ of responses for UCEO: run 1/.test(i.output()));
    expect(running).toBeGreaterThanOrEqual(0);
    const [dying, other] = [instances[running]!, instances[1 - running]!];
    dying.child.kill('SIGKILL');
    expect(fake.callsTo('files.completeUploadExternal')).toHaveLength(0);

    const summary = await waitFor(
      () => fake.callsTo('chat.update').find((c) => /Exported/.test(String(c.args.text))),
      'the summary from the other instance',
      60_000,
    );
    await waitFor(() => /export \S+ of responses for UCEO: run 2/.test(other.output()), 'the other instance logging run 2');
    const updates = fake.callsTo('chat.update');
    expect(updates.some((c) => /started over: the app instance running it stopped/.test(String(c.args.text)))).toBe(true);
    // One progress message, updated in place by both instances; one file.
    const dm = fake.workspace.messages.filter((m) => m.channel === 'DUCEO' && /Export/.test(m.text));
    expect(dm).toHaveLength(1);
    expect(new Set(updates.map((c) => `${String(c.args.channel)}/${String(c.args.ts)}`))).toEqual(new Set([`DUCEO/${dm[0]!.ts}`]));
    await outboxSettled(postgres.url());
    const uploads = fake.callsTo('files.completeUploadExternal');
    expect(uploads).toHaveLength(1);
    const id = String((uploads[0]!.args.files as { id: string }[])[0]!.id);
    const rows = parse(fake.workspace.files.get(id)!.bytes!.toString('utf8'), { columns: true }) as Record<string, string>[];
    const expected = (service.db.prepare("SELECT count(*) AS n FROM responses WHERE stage = 'dev' AND company_id = 'acme'").get() as { n: number }).n;
    expect(rows).toHaveLength(expected);
    expect(String(summary.args.text)).toContain(`Exported ${expected.toLocaleString('en-US')} responses`);
    expect(dm[0]!.text).toBe(String(summary.args.text));
    instances.splice(running, 1);
  }, 120_000);
});
