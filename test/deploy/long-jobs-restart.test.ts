// Long jobs on SQLite, one instance: killed with SIGKILL mid-job and restarted on the same file, the restart takes the
// kept job over once its lease lapsed — the sync from its next batch (every member imported once), the export started
// over with one CSV sent and the same progress message finished.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { SyncJobs } from '../../src/store/sync-jobs.js';
import { TEST_ENCRYPTION_KEY, USERS, waitFor } from '../support/basics.js';
import { directory } from '../support/directory.js';
import { type Instance, killInstance, startInstance, stopInstances } from '../support/app-process.js';
import { startEngagementProxy } from '../support/engagement-proxy.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { bigSurvey, testFixture } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';
import { outboxSettled } from '../support/instance-env.js';

const TAKEOVER_MS = '2000';
const FORM = 'application/x-www-form-urlencoded';
const SIZE = 2_500; // three batches of at most 1,000

describe('long jobs on SQLite after a SIGKILL and a restart on the same file', () => {
  const closers: (() => Promise<unknown>)[] = [];
  const running: Instance[] = [];
  const storeUrl = () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-jobs-')), 'app.sqlite')}`;
  const envFor = (fake: FakeSlack, engagementUrl: string, store: string) => ({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-jobs-restart',
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: fake.apiUrl,
    ENGAGEMENT_API_URL: engagementUrl,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    ENGAGEMENT_STAGE: 'dev',
    STORE_URL: store,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    TAKEOVER_MS,
  });
  const start = async (env: Record<string, string>) => {
    const instance = await startInstance(env);
    running.push(instance);
    return instance;
  };
  /** Kills the instance and restarts it on the same file at once, as a crash loop would: the restart takes the job over
   *  once its lease lapsed (it looks every third of TAKEOVER_MS). */
  const restart = async (dying: Instance, env: Record<string, string>) => {
    await killInstance(dying);
    return start(env);
  };

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const i of running) console.log(i.output().slice(-6_000));
    await stopInstances(running);
    running.length = 0;
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('finishes a directory sync from its next batch, every member imported once', async () => {
    const fake: FakeSlack = await startFakeSlack([...USERS.filter((u) => u.id === 'UCEO'), ...directory(SIZE).users]);
    const service: RunningService = await startService({ seed: testFixture(), db: ':memory:', importRate: '1/3s' });
    closers.push(
      () => fake.close(),
      () => service.close(),
    );
    const store = storeUrl();
    const env = envFor(fake, service.url, store);
    const dying = await start(env);
    await send(dying.url, commandBody({ text: 'sync', user_id: 'UCEO', response_url: fake.responseUrl() }), FORM);
    await waitFor(() => dying.output().includes('running from batch 1 of 3'), 'the sync running', 30_000);
    const factory = await createStoreFactory(store);
    closers.push(() => factory.close());
    const jobs = new SyncJobs(factory.db);
    for (let job = await jobs.jobOf('T:T1'); !job || job.nextChunk < 1; job = await jobs.jobOf('T:T1')) await new Promise((r) => setTimeout(r, 50));
    const updates = fake.callsTo('chat.update').length;
    const restarted = await restart(dying, env);
    const summary = await waitFor(
      () =>
        fake
          .callsTo('chat.update')
          .slice(updates)
          .find((c) => String(c.args.text).includes('Directory sync finished')),
      'the summary after the restart',
      60_000,
    );
    await waitFor(() => /running from batch [23] of 3/.test(restarted.output()), 'the restart logging its batch');
    expect(String(summary.args.text)).toContain(`${(SIZE - 2).toLocaleString('en-US')} imported, 0 updated, 1 skipped`);
    const members = service.db.prepare("SELECT count(*) AS n FROM members WHERE stage = 'dev' AND email LIKE 's%@acme.test'").get() as { n: number };
    expect(members.n).toBe(SIZE - 2);
  }, 120_000);

  it('starts an export over and sends the one CSV, finishing the same progress message', async () => {
    const fake: FakeSlack = await startFakeSlack(USERS);
    const service: RunningService = await startService({ seed: bigSurvey(), db: ':memory:' });
    const proxy = await startEngagementProxy(service.url);
    closers.push(
      () => fake.close(),
      () => service.close(),
      () => proxy.close(),
    );
    proxy.set('slow', 100, /\/responses/, 'GET');
    const env = envFor(fake, proxy.url, storeUrl());
    const dying = await start(env);
    await send(dying.url, commandBody({ text: 'export responses', user_id: 'UCEO', response_url: fake.responseUrl() }), FORM);
    await waitFor(() => fake.callsTo('chat.update').find((c) => /rows so far/.test(String(c.args.text))), 'a progress update', 30_000);
    const restarted = await restart(dying, env);
    expect(fake.callsTo('files.completeUploadExternal')).toHaveLength(0);
    await waitFor(() => fake.callsTo('chat.update').find((c) => /Exported/.test(String(c.args.text))), 'the summary after the restart', 60_000);
    await waitFor(() => /export \S+ of responses for UCEO: run 2/.test(restarted.output()), 'the restart logging its run');
    await outboxSettled(env.STORE_URL);
    expect(fake.callsTo('files.completeUploadExternal')).toHaveLength(1);
    expect(fake.workspace.messages.filter((m) => m.channel === 'DUCEO' && /Export/.test(m.text))).toHaveLength(1);
  }, 120_000);
});
