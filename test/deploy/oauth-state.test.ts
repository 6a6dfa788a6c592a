// One install link, one install: the OAuth state is single-use (also across two instances on one PostgreSQL), expires
// after 5 minutes and stays bound to the browser's cookie; and every way an install can fail — a replayed, expired,
// missing, foreign or made-up state, a code Slack refuses, denied consent, Slack unreachable, the store not answering
// at the start — ends on a page that says what happened and links to a new install, with a 4xx, never a 500.
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type Runtime, startRuntime } from '../../src/runtime.js';
import { type RunningService, startService } from '../../src/service/server.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS } from '../support/app-harness.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { testFixture } from '../support/fixture.js';
import { CLIENT_SECRET, type OAuthSlack, beginInstall, finishInstall, startOAuthSlack } from '../support/oauth-slack.js';
import { SIGNING_SECRET } from '../support/slack-requests.js';
import { noPostgres, useFreshDatabases } from '../support/postgres.js';

let fake: FakeSlack;
let service: RunningService;
let slack: OAuthSlack;
const started: Runtime[] = [];
// Registered before the runtimes' afterAll, so (after hooks running in reverse) the databases are dropped only once every
// runtime on them has stopped.
const freshStore = useFreshDatabases();

beforeAll(async () => {
  fake = await startFakeSlack(USERS, GROUPS);
  service = await startService({ seed: testFixture(), db: ':memory:' });
  slack = await startOAuthSlack(fake);
});
afterAll(async () => {
  await Promise.all(started.map((r) => r.stop()));
  await slack?.close();
  await service?.close();
  await fake?.close();
});

async function instance(env: Record<string, string>): Promise<Runtime> {
  const config = parseConfig({
    PORT: '0',
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_CLIENT_ID: 'client-id',
    SLACK_CLIENT_SECRET: CLIENT_SECRET,
    SLACK_STATE_SECRET: 'state-secret-of-sixteen',
    SLACK_API_URL: slack.apiUrl,
    ENGAGEMENT_API_URL: service.url,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const runtime = await startRuntime(
    config,
    createLogger('warn', () => {}),
  );
  started.push(runtime);
  return runtime;
}

const installed = (runtime: Runtime, teamId: string) =>
  runtime.deps.installations.fetchInstallation({ teamId, isEnterpriseInstall: false, enterpriseId: undefined }).then(
    () => true,
    () => false,
  );

/** The page a failed install ends on: its status, a title, a sentence, and the way back to a new install. */
async function failurePage(response: Response, status: number, title: string): Promise<string> {
  const html = await response.text();
  expect(response.status, html).toBe(status);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(html).toContain('<a class="again" href="/slack/install">Start the install again</a>');
  expect(html).not.toMatch(/at [\w.]+ \(|Error:|Oops/);
  return html;
}

describe('an install link on one instance (SQLite)', () => {
  let app: Runtime;
  let url: string;
  const file = join(mkdtempSync(join(tmpdir(), 'kudos-oauth-state-')), 'app.sqlite');
  beforeAll(async () => {
    app = await instance({ STORE_URL: `sqlite://${file}` });
    url = app.slack!.url;
  });

  it('installs once: the same state and cookie again exchange no code and install nothing more', async () => {
    const { state, cookie } = await beginInstall(url);
    expect((await finishInstall(url, { code: 'code-T2', state }, cookie)).status).toBe(200);
    expect(await installed(app, 'T2')).toBe(true);
    const exchanges = slack.exchanges.length;
    const again = await failurePage(await finishInstall(url, { code: 'code-T2', state }, cookie), 400, 'This install link was already used');
    expect(again).toContain('Nothing was installed.');
    await failurePage(await finishInstall(url, { code: 'code-T5', state }, cookie), 400, 'This install link was already used');
    expect(slack.exchanges.length).toBe(exchanges);
    expect(await installed(app, 'T5')).toBe(false);
  });

  it('answers a code Slack refuses with a page, not a 500, and the state of that failed install cannot be used again', async () => {
    const { state, cookie } = await beginInstall(url);
    const refused = await failurePage(await finishInstall(url, { code: 'code-BAD', state }, cookie), 400, 'Slack refused the authorization code');
    expect(refused).toContain('already used or has expired (invalid_code)');
    await failurePage(await finishInstall(url, { code: 'code-T6', state }, cookie), 400, 'This install link was already used');
    expect(slack.exchanges.filter((c) => c === 'code-T6')).toEqual([]);
    expect(await installed(app, 'T6')).toBe(false);
  });

  it('says so when the person denied consent on Slack’s page', async () => {
    const { state, cookie } = await beginInstall(url);
    const denied = await failurePage(await finishInstall(url, { error: 'access_denied', state }, cookie), 403, 'You cancelled the install');
    expect(denied).toContain('Kudos was not added to a workspace');
  });

  it('says it in the browser’s language (no Slack user is known yet): a French browser’s cancel lands on the French page', async () => {
    const { state, cookie } = await beginInstall(url);
    const query = new URLSearchParams({ error: 'access_denied', state });
    const page = await fetch(`${url}/slack/oauth_redirect?${query}`, { redirect: 'manual', headers: { cookie, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } });
    const html = await page.text();
    expect(page.status).toBe(403);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Vous avez annulé l’installation</h1>');
    expect(html).toContain('<a class="again" href="/slack/install">Recommencer l’installation</a>');
  });

  it('refuses a state older than 5 minutes', async () => {
    const { state, cookie } = await beginInstall(url);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
      const expired = await failurePage(await finishInstall(url, { code: 'code-T7', state }, cookie), 400, 'This install link expired');
      expect(expired).toContain('within 5 minutes');
    } finally {
      vi.useRealTimers();
    }
    expect(slack.exchanges).not.toContain('code-T7');
    expect(await installed(app, 'T7')).toBe(false);
  });

  it('refuses a redirect without a state, or with nothing at all', async () => {
    const { cookie } = await beginInstall(url);
    await failurePage(await finishInstall(url, { code: 'code-T8' }, cookie), 400, 'This link is incomplete');
    await failurePage(await finishInstall(url, {}), 400, 'Slack did not authorize the install');
    expect(await installed(app, 'T8')).toBe(false);
  });

  it('refuses a state brought by another browser, and still lets the browser that started it finish', async () => {
    const mine = await beginInstall(url);
    const theirs = await beginInstall(url);
    const foreign = await failurePage(
      await finishInstall(url, { code: 'code-T9', state: mine.state }, theirs.cookie),
      400,
      'This install was started in another browser',
    );
    expect(foreign).toContain('does not match the install this browser started');
    await failurePage(await finishInstall(url, { code: 'code-T9', state: mine.state }), 400, 'This install was started in another browser');
    expect(await installed(app, 'T9')).toBe(false);
    expect((await finishInstall(url, { code: 'code-T9', state: mine.state }, mine.cookie)).status).toBe(200);
    expect(await installed(app, 'T9')).toBe(true);
  });

  it('refuses a state Kudos did not issue, or one changed on the way, even with a matching cookie', async () => {
    const { state } = await beginInstall(url);
    const [payload, signature] = state.split('.') as [string, string];
    const changed = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace('"t":', '"t":1')).toString('base64url')}.${signature}`;
    for (const made of ['made-up', `${payload}.${'A'.repeat(signature.length)}`, changed]) {
      await failurePage(await finishInstall(url, { code: 'code-T10', state: made }, `slack-app-oauth-state=${made}`), 400, 'This install link is not valid');
    }
    expect(slack.exchanges).not.toContain('code-T10');
  });

  it('says Slack could not be reached when the exchange gets no answer, within seconds', async () => {
    const { state, cookie } = await beginInstall(url);
    const before = Date.now();
    const page = await failurePage(await finishInstall(url, { code: 'code-DROP', state }, cookie), 424, 'Slack could not be reached');
    expect(page).toContain('Try again in a minute');
    expect(Date.now() - before).toBeLessThan(5_000);
    expect(slack.exchanges.filter((c) => c === 'code-DROP')).toHaveLength(1);
  });

  it('answers the install link with a page when the store cannot take its state', async () => {
    const lock = new Database(file);
    lock.exec('BEGIN EXCLUSIVE');
    try {
      const page = await failurePage(await fetch(`${url}/slack/install`, { redirect: 'manual' }), 424, 'The install could not start');
      expect(page).toContain('Nothing was installed.');
    } finally {
      lock.exec('ROLLBACK');
      lock.close();
    }
    expect((await fetch(`${url}/slack/install`, { redirect: 'manual' })).status).toBe(302);
  }, 15_000);
});

describe.skipIf(noPostgres)('an install link across two instances on one PostgreSQL', () => {
  it('is consumed by the instance the redirect reaches, and refused when replayed on the other', async () => {
    const env = { STORE_URL: await freshStore('oauth-state') };
    const [one, two] = [await instance(env), await instance(env)];
    const { state, cookie } = await beginInstall(one.slack!.url);
    expect((await finishInstall(two.slack!.url, { code: 'code-T11', state }, cookie)).status).toBe(200);
    expect(await installed(one, 'T11')).toBe(true);
    await failurePage(await finishInstall(one.slack!.url, { code: 'code-T11', state }, cookie), 400, 'This install link was already used');
    await failurePage(await finishInstall(two.slack!.url, { code: 'code-T12', state }, cookie), 400, 'This install link was already used');
    expect(slack.exchanges.filter((c) => c.startsWith('code-T11') || c === 'code-T12')).toEqual(['code-T11']);
  });

  it('lets exactly one of many redirects racing with one state, on both instances, install', async () => {
    const env = { STORE_URL: await freshStore('oauth-race') };
    const [one, two] = [await instance(env), await instance(env)];
    const { state, cookie } = await beginInstall(two.slack!.url);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => finishInstall((i % 2 ? one : two).slack!.url, { code: `code-T2${i}`, state }, cookie)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(slack.exchanges.filter((c) => /^code-T2\d$/.test(c))).toHaveLength(1);
  });
});
