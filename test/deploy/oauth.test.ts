// OAuth installs end to end against the fake Slack (with oauth.v2.access answered here): /slack/install sets the
// state, /slack/oauth_redirect refuses a wrong one and stores a right install sealed; two workspaces each run on their
// own token; an expiring bot token is refreshed on the next request; an org-wide install on Enterprise Grid serves
// every workspace of the org on one token; app_uninstalled and tokens_revoked delete the installation and settings.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type Runtime, startRuntime } from '../../src/runtime.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS, waitFor } from '../support/app-harness.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { CLIENT_SECRET, type OAuthSlack, beginInstall as begin, finishInstall, startOAuthSlack } from '../support/oauth-slack.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';

describe('OAuth installs', () => {
  let fake: FakeSlack;
  let service: RunningService;
  let runtime: Runtime;
  let slackFront: OAuthSlack;
  const dir = mkdtempSync(join(tmpdir(), 'kudos-oauth-'));

  beforeAll(async () => {
    fake = await startFakeSlack(USERS, GROUPS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
    slackFront = await startOAuthSlack(fake);
    const config = parseConfig({
      PORT: '0',
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_CLIENT_ID: 'client-id',
      SLACK_CLIENT_SECRET: CLIENT_SECRET,
      SLACK_STATE_SECRET: 'state-secret-of-sixteen',
      SLACK_API_URL: slackFront.apiUrl,
      ENGAGEMENT_API_URL: service.url,
      ENGAGEMENT_API_KEY: 'acme-dev-key',
      STORE_URL: `sqlite://${join(dir, 'app.sqlite')}`,
      ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      LOG_LEVEL: 'warn',
    });
    runtime = await startRuntime(
      config,
      createLogger('warn', () => {}),
    );
  });
  afterAll(async () => {
    await runtime?.stop();
    await slackFront?.close();
    await service?.close();
    await fake?.close();
  });

  /** Starts an install in a browser: the redirect to Slack with its state, and the state cookie it set. */
  async function beginInstall() {
    const begun = await begin(runtime.slack!.url);
    expect(begun.location.searchParams.get('scope')).toContain('chat:write');
    return begun;
  }

  const finish = (code: string, state: string, cookie?: string) => finishInstall(runtime.slack!.url, { code, state }, cookie);
  const installationOf = (teamId: string) => runtime.deps.installations.fetchInstallation({ teamId, isEnterpriseInstall: false, enterpriseId: undefined });

  it('refuses a redirect whose state was not issued to this browser, and stores nothing', async () => {
    const { state } = await beginInstall();
    const forged = await finish('code-T9', state); // no state cookie: another browser
    expect(forged.status).toBeGreaterThanOrEqual(400);
    await expect(installationOf('T9')).rejects.toThrow(/not installed/);
  });

  it('installs two workspaces, each with its own token, sealed at rest', async () => {
    for (const team of ['T2', 'T3']) {
      const { state, cookie } = await beginInstall();
      const done = await finish(`code-${team}`, state, cookie);
      expect(done.status).toBe(200);
    }
    // T2's token nears its expiry: reading it would refresh it, which the next test shows on a request.
    expect((await runtime.deps.installations.workspaces()).map((w) => w.teamId)).toEqual(['T2', 'T3']);
    expect((await installationOf('T3')).bot?.token).toBe('xoxb-T3-1');
    const db = new Database(join(dir, 'app.sqlite'), { readonly: true });
    const stored = (db.prepare('SELECT sealed FROM installations').all() as { sealed: string }[]).map((r) => r.sealed).join('\n');
    db.close();
    expect(stored.split('\n')).toHaveLength(2);
    expect(stored).not.toContain('xoxb-');
  });

  it('serves a /kudos in the second workspace after refreshing its expiring token', async () => {
    const before = service.db.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number };
    const callsBefore = fake.calls.length;
    const body = commandBody({ text: '<@UBEN> 2 for installing us', user_id: 'UANA', team_id: 'T2', response_url: fake.responseUrl() });
    expect((await send(runtime.slack!.url, body, 'application/x-www-form-urlencoded')).status).toBe(200);
    await waitFor(() => (service.db.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number }).n === before.n + 1, 'the recognition');
    expect(slackFront.refreshes).toEqual(['T2:1']);
    expect((await installationOf('T2')).bot?.token).toBe('xoxb-T2-2');
    const tokens = new Set(
      fake.calls
        .slice(callsBefore)
        .filter((c) => c.method !== 'response_url')
        .map((c) => c.token),
    );
    expect([...tokens]).toEqual(['xoxb-T2-2']);
  });

  it('serves an org-wide install on Enterprise Grid in any workspace of the org, on the org’s token', async () => {
    const { state, cookie } = await beginInstall();
    expect((await finish('code-E1', state, cookie)).status).toBe(200);
    const org = await runtime.deps.installations.fetchInstallation({ teamId: undefined, enterpriseId: 'E1', isEnterpriseInstall: true });
    expect(org.bot?.token).toBe('xoxb-E1-1');
    const before = service.db.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number };
    const callsBefore = fake.calls.length;
    const body = commandBody({ text: '<@UBEN> 1 for the grid', user_id: 'UANA', team_id: 'T55', enterprise_id: 'E1', response_url: fake.responseUrl() });
    expect((await send(runtime.slack!.url, body, 'application/x-www-form-urlencoded')).status).toBe(200);
    await waitFor(
      () => (service.db.prepare('SELECT count(*) AS n FROM recognitions').get() as { n: number }).n === before.n + 1,
      'the recognition from the org',
    );
    const tokens = new Set(
      fake.calls
        .slice(callsBefore)
        .filter((c) => c.method !== 'response_url')
        .map((c) => c.token),
    );
    expect([...tokens]).toEqual(['xoxb-E1-1']);
  });

  it('deletes the installation and the settings when the app is uninstalled, and keeps the other workspace', async () => {
    await runtime.deps.workspaces.update({ teamId: 'T2' }, { admins: ['UCEO'] });
    expect((await runtime.deps.workspaces.get({ teamId: 'T2' })).admins).toEqual(['UCEO']);
    const event = JSON.stringify({
      token: 'legacy',
      team_id: 'T2',
      api_app_id: 'A1',
      type: 'event_callback',
      event_id: 'EvUNINSTALL',
      event_time: Math.floor(Date.now() / 1000),
      event: { type: 'app_uninstalled' },
      authorizations: [{ team_id: 'T2', user_id: 'UBOTT2', is_bot: true, is_enterprise_install: false }],
    });
    expect((await send(runtime.slack!.url, event, 'application/json')).status).toBe(200);
    for (let i = 0; i < 100; i++) {
      if (
        await installationOf('T2').then(
          () => false,
          () => true,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await expect(installationOf('T2')).rejects.toThrow(/not installed/);
    expect((await runtime.deps.workspaces.get({ teamId: 'T2' })).admins).toEqual([]);
    expect((await installationOf('T3')).bot?.token).toBe('xoxb-T3-1');
  });

  it('deletes the installation and the settings when the bot token is revoked', async () => {
    await runtime.deps.workspaces.update({ teamId: 'T3' }, { admins: ['UCEO'] });
    const event = JSON.stringify({
      token: 'legacy',
      team_id: 'T3',
      api_app_id: 'A1',
      type: 'event_callback',
      event_id: 'EvREVOKED',
      event_time: Math.floor(Date.now() / 1000),
      event: { type: 'tokens_revoked', tokens: { bot: ['UBOTT3'] } },
      authorizations: [{ team_id: 'T3', user_id: 'UBOTT3', is_bot: true, is_enterprise_install: false }],
    });
    expect((await send(runtime.slack!.url, event, 'application/json')).status).toBe(200);
    for (
      let i = 0;
      i < 100 &&
      (await installationOf('T3').then(
        () => true,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 20));
    await expect(installationOf('T3')).rejects.toThrow(/not installed/);
    expect((await runtime.deps.workspaces.get({ teamId: 'T3' })).admins).toEqual([]);
  });
});
