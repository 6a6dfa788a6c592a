// Directory sync end to end: 2,500 Slack users in three chunks at a shortened import rate, bad profiles reported and
// none lost, a second run skipping everyone, --update, --dry-run, a 429 waited out, and a restart resuming the job.
import { TESTS_TIER_SCALE } from '../support/app-process.js';
import { parse } from 'csv-parse/sync';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createEngagementClient } from '../../src/engagement-client/index.js';
import { createLogger } from '../../src/log.js';
import { type Runtime, startRuntime } from '../../src/runtime.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { TEST_ENCRYPTION_KEY, USERS, textOf, waitFor } from '../support/app-harness.js';
import { MANAGER_FIELD, directory } from '../support/directory.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';

const SIZE = 2_500;
const { users, bad } = directory(SIZE);
let fake: FakeSlack;
let service: RunningService;
const requests: string[] = [];
const storeDir = mkdtempSync(join(tmpdir(), 'kudos-sync-'));

async function runtime(): Promise<Runtime> {
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-sync',
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: fake.apiUrl,
    SLACK_TIER_SCALE: TESTS_TIER_SCALE,
    ENGAGEMENT_API_URL: service.url,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    STORE_URL: `sqlite://${join(storeDir, 'app.sqlite')}`,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    LOG_LEVEL: 'warn',
  });
  return startRuntime(
    config,
    createLogger(process.env.SYNC_LOG ? 'info' : 'warn', (l) => process.env.SYNC_LOG && console.log(`${Date.now() % 100000} ${l}`)),
  );
}

let app: Runtime;
const imports = () => requests.filter((l) => l.startsWith('POST /dev/api/v1/members'));
const members = () => (service.db.prepare("SELECT count(*) AS n FROM members WHERE stage = 'dev' AND email LIKE 's%@acme.test'").get() as { n: number }).n;
const job = () => app.deps.syncJobs.current({ teamId: 'T1' });

async function sync(text = 'sync', user = 'UCEO') {
  await untilIdle();
  const before = fake.callsTo('response_url').length;
  await send(app.slack!.url, commandBody({ text, user_id: user, response_url: fake.responseUrl() }), 'application/x-www-form-urlencoded');
  return waitFor(() => fake.callsTo('response_url')[before], 'reply');
}

/** Until no sync runs: its job is over and has left the outbox (a moment after the admin was told). */
async function untilIdle() {
  for (let j = await job(); j?.status === 'running'; j = await job()) await new Promise((r) => setTimeout(r, 50));
  const outbox = app.stores.outbox();
  while ((await outbox.open()) > 0) await new Promise((r) => setTimeout(r, 50));
}

async function finished(since: number) {
  const done = await waitFor(
    () =>
      fake
        .callsTo('chat.update')
        .slice(since)
        .find((c) => String(c.args.text).includes('Directory sync finished')),
    'sync summary',
    60_000,
  );
  return String(done.args.text);
}

beforeAll(async () => {
  fake = await startFakeSlack(
    [...USERS.filter((u) => u.id === 'UCEO' || u.id === 'UBEN'), ...users],
    [{ id: 'S1', handle: 'eng', name: 'Engineering', users: ['US1', 'US2'] }],
  );
  service = await startService({ seed: testFixture(), db: ':memory:', importRate: '2/1s', log: (line) => requests.push(line) });
  app = await runtime();
  await app.deps.workspaces.update(
    { teamId: 'T1' },
    { managerField: MANAGER_FIELD, teamMap: [{ usergroupId: 'S1', handle: 'eng', name: 'Engineering', teamId: 't100' }] },
  );
});
afterAll(async () => {
  await app.stop();
  await service.close();
  await fake.close();
});

describe('directory sync', () => {
  it('refuses non-admins', async () => {
    expect(textOf((await sync('sync', 'UBEN')).args)).toContain('Only Slack workspace admins');
  });

  it('a dry run reports what it would send and sends nothing', async () => {
    const since = fake.callsTo('chat.update').length;
    await sync('sync --dry-run');
    const report = await waitFor(
      () =>
        fake
          .callsTo('chat.update')
          .slice(since)
          .find((c) => String(c.args.text).includes('nothing was sent')),
      'dry run report',
      30_000,
    );
    // What the real run below then does: 2,497 imported, 2 skipped, 3 failed (the 2 refused and the one without e-mail).
    expect(String(report.args.text)).toContain('A sync now would import 2,497 new people and leave 2 already in the directory unchanged');
    expect(String(report.args.text)).toContain('The service would refuse 2:');
    expect(String(report.args.text)).toContain('1 can’t be sent (no e-mail)');
    expect(String(report.args.text)).toContain('Left out: 1 Slackbot, 1 bot, 1 deactivated, 1 guest');
    expect(imports()).toHaveLength(0);
  }, 60_000);

  it('imports the good profiles in three chunks at the rate limit, reports the bad ones, loses none', async () => {
    const since = fake.callsTo('chat.update').length;
    expect(textOf((await sync()).args)).toContain('Directory sync started');
    const summary = await finished(since);
    // 2,499 of the directory have e-mails; the service refuses the long name and the manager outside; Cleo and Ben exist.
    expect(summary).toContain('2,497 imported, 0 updated, 2 skipped (already in the directory), 3 failed.');
    expect(members()).toBe(SIZE - 3);
    const progress = fake
      .callsTo('chat.update')
      .slice(since)
      .map((c) => String(c.args.text));
    expect(progress.some((t) => /next batch in \d+ s/.test(t))).toBe(true);
    expect(imports().filter((l) => / 200 /.test(l))).toHaveLength(3);
    expect(imports().filter((l) => / 429 /.test(l))).toHaveLength(0);

    const complete = await waitFor(() => fake.callsTo('files.completeUploadExternal').at(-1), 'the CSV upload');
    const upload = fake.workspace.files.get(String((complete.args.files as { id: string }[])[0]!.id))!;
    const rows = parse(upload.bytes!.toString('utf8'), { columns: true }) as { email: string; name: string; reason: string }[];
    expect(rows.map((r) => r.email).sort()).toEqual([bad.long, bad.outsideManager, ''].sort());
    expect(rows.find((r) => r.email === bad.long)?.reason).toContain('first_name must be at most 100 characters');
    expect(rows.find((r) => r.email === bad.outsideManager)?.reason).toContain('boss@elsewhere.test does not exist');
    expect(rows.find((r) => r.email === '')?.reason).toBe('no e-mail address visible in Slack');

    const sample = service.db.prepare("SELECT firstname, lastname, timezone, language, manager_email, team_id FROM members WHERE email = 's2@acme.test'").get();
    expect(sample).toEqual({ firstname: 'Person', lastname: 'Number 2', timezone: -10, language: 'en', manager_email: 's0@acme.test', team_id: 't100' });
  });

  it('skips everyone the second time', async () => {
    const since = fake.callsTo('chat.update').length;
    await sync();
    expect(await finished(since)).toContain('0 imported, 0 updated, 2,499 skipped (already in the directory), 3 failed.');
  });

  it('a dry run once everyone exists says nobody is new, as the real run then finds', async () => {
    const since = fake.callsTo('chat.update').length;
    const sent = imports().length;
    await sync('sync --dry-run --update');
    const report = await waitFor(
      () =>
        fake
          .callsTo('chat.update')
          .slice(since)
          .find((c) => String(c.args.text).includes('nothing was sent')),
      'dry run report',
      30_000,
    );
    expect(String(report.args.text)).toContain('A sync now would import 0 new people and update 2,499 already in the directory from Slack.');
    expect(imports()).toHaveLength(sent);
  }, 60_000);

  it('updates with --update', async () => {
    fake.workspace.users.find((u) => u.id === 'US7')!.last_name = 'Renamed';
    const since = fake.callsTo('chat.update').length;
    await sync('sync --update');
    expect(await finished(since)).toContain('0 imported, 2,499 updated, 0 skipped');
    expect(service.db.prepare("SELECT lastname FROM members WHERE email = 's7@acme.test'").get()).toEqual({ lastname: 'Renamed' });
  });

  it('waits out a 429 and carries on', async () => {
    const client = createEngagementClient({ root: service.url, stage: 'dev', apiKey: 'acme-dev-key' });
    await new Promise((r) => setTimeout(r, 1_100));
    for (let i = 0; i < 2; i += 1) await client.members.import({ members: [{ email: `filler${i}@acme.test`, first_name: 'F', last_name: 'F' }] });
    const before429 = imports().filter((l) => / 429 /.test(l)).length;
    const since = fake.callsTo('chat.update').length;
    await sync();
    expect(await finished(since)).toContain('0 imported, 0 updated, 2,499 skipped');
    expect(imports().filter((l) => / 429 /.test(l)).length).toBeGreaterThanOrEqual(before429 + 1);
  });

  it('runs one sync at a time', async () => {
    const since = fake.callsTo('chat.update').length;
    await sync();
    const before = fake.callsTo('response_url').length;
    await send(app.slack!.url, commandBody({ text: 'sync', user_id: 'UCEO', response_url: fake.responseUrl() }), 'application/x-www-form-urlencoded');
    expect(textOf((await waitFor(() => fake.callsTo('response_url')[before], 'reply')).args)).toContain('already running');
    await finished(since);
    await untilIdle();
  }, 60_000);

  it('resumes after a restart without sending a finished chunk again', async () => {
    await untilIdle();
    service.db.prepare("DELETE FROM members WHERE stage = 'dev' AND email LIKE 's%@acme.test'").run();
    await new Promise((r) => setTimeout(r, 1_100)); // a fresh rate window: two chunks at once, the third must wait
    requests.splice(0);
    const since = fake.callsTo('chat.update').length;
    await sync();
    await waitFor(() => imports().filter((l) => / 200 /.test(l)).length >= 2, 'two chunks', 20_000);
    await app.stop(); // waiting for the rate window: the job is saved after each chunk
    app = await runtime();
    const summary = await finished(since);
    expect(summary).toContain('2,497 imported');
    expect(imports().filter((l) => / 200 /.test(l))).toHaveLength(3);
    expect(members()).toBe(SIZE - 3);
  });
});
