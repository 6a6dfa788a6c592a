// Logs in production: every line on stderr is one JSON object (level, time, msg), lines written while a request is
// handled carry its request id (the load balancer's X-Request-Id when given), and no secret is ever written.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, spawnApp } from '../support/app-process.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { SIGNING_SECRET, commandBody, send } from '../support/slack-requests.js';

const BOT_TOKEN = 'xoxb-logs-secret-token';
const KEY = Buffer.alloc(32, 5).toString('base64');

describe('logs with NODE_ENV=production', () => {
  let fake: FakeSlack;
  let app: AppProcess;
  let url: string;

  beforeAll(async () => {
    fake = await startFakeSlack([{ id: 'UANA', name: 'Ana', email: 'ana@acme.test' }]);
    const dir = mkdtempSync(join(tmpdir(), 'kudos-logs-'));
    app = spawnApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'debug',
      PORT: '0',
      SLACK_BOT_TOKEN: BOT_TOKEN,
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_API_URL: fake.apiUrl,
      STORE_URL: `sqlite://${join(dir, 'app.sqlite')}`,
      ENGAGEMENT_DB: join(dir, 'engagement.sqlite'),
      ENCRYPTION_KEY: KEY,
    });
    url = await app.listening;
  });
  afterAll(async () => {
    if (app.child.exitCode === null) {
      app.child.kill('SIGTERM');
      await new Promise((r) => app.child.once('exit', r));
    }
    await fake.close();
  });

  it('writes JSON lines tagged with the request id, and no secret', async () => {
    const body = commandBody({ text: 'help', user_id: 'UANA', response_url: fake.responseUrl() });
    const response = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'lb-0001' } });
    expect(response.headers.get('x-request-id')).toBe('lb-0001');
    const answer = await send(url, body, 'application/x-www-form-urlencoded', { headers: { 'x-request-id': 'req-logs-1' } });
    expect(answer.status).toBe(200);
    const lines = async () => {
      for (let i = 0; i < 200 && !app.output().includes('"req_id":"req-logs-1"'); i++) await new Promise((r) => setTimeout(r, 25));
      return app.output().trim().split('\n');
    };
    const parsed = (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of parsed) {
      expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
    }
    expect(parsed.some((l) => l.req_id === 'req-logs-1')).toBe(true);
    expect(app.output()).not.toContain(BOT_TOKEN);
    expect(app.output()).not.toContain(SIGNING_SECRET);
    expect(app.output()).not.toContain(KEY);
  });
});
