// The workbench answers only its own page: a request from another site (a forged Origin, `Origin: null`, a cross-site
// fetch without one), a rebound hostname (a foreign Host), a "simple" cross-site shape (text/plain, a form, multipart)
// and a page action without an Origin are refused and give nothing; the page's own JSON requests, a link from another
// site (a navigation) and the Slack Web API the app calls from its own process (no Origin, form bodies) still work.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';
import { waitFor } from '../support/app-harness.js';

const TOM = 'U011';
const ANA = 'U004';
let running: RunningWorkbench;
let port: number;
let own: string;

beforeAll(async () => {
  const config = parseConfig({
    PORT: '0',
    ENGAGEMENT_DB: ':memory:',
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    LOG_LEVEL: 'warn',
  });
  running = await startWorkbenchRuntime(
    config,
    createLogger('warn', () => {}),
  );
  port = Number(new URL(running.workbench.url).port);
  own = `http://localhost:${port}`;
});
afterAll(() => running?.stop());

/** One request with exactly these headers (Host included), as a browser or a page elsewhere would send it. */
function send(
  path: string,
  headers: Record<string, string>,
  body?: string,
  method = body === undefined ? 'GET' : 'POST',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const kudos = () => (running.runtime.embedded!.db.prepare("SELECT count(*) AS n FROM recognitions WHERE reason LIKE '%cross-site%'").get() as { n: number }).n;
const give = (reason: string) => JSON.stringify({ user: ANA, channel: 'C0GENERAL', text: `/kudos @tom.hughes 1 for ${reason}` });
const JSON_TYPE = { 'content-type': 'application/json' };
/** Stands for the workbench's own origin in a table written before it listens. */
const OWN = 'own origin';

describe('the workbench refuses other sites', () => {
  it('gives kudos for its own page: same Origin, JSON', async () => {
    const answer = await send('/workbench/command', { ...JSON_TYPE, origin: own }, give('the page itself, not cross-site'));
    expect(answer.status, answer.body).toBe(200);
    await waitFor(() => kudos() === 1, 'the page’s kudos');
  });

  it.each([
    ['a forged Origin', { ...JSON_TYPE, origin: 'https://evil.example' }, 403, 'Requests from another site ("https://evil.example") are refused.'],
    ['another port on localhost', { ...JSON_TYPE, origin: 'http://localhost:1' }, 403, 'are refused'],
    ['Origin: null (a sandboxed frame, a data: page)', { ...JSON_TYPE, origin: 'null' }, 403, 'are refused'],
    ['no Origin (a page action must come from the page)', JSON_TYPE, 403, 'this request has no Origin'],
    ['a cross-site fetch without an Origin', { ...JSON_TYPE, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }, 403, 'are refused'],
    ['text/plain from the own origin (a "simple" request shape)', { 'content-type': 'text/plain;charset=UTF-8', origin: OWN }, 415, 'not "text/plain"'],
    ['a form post from the own origin', { 'content-type': 'application/x-www-form-urlencoded', origin: OWN }, 415, 'not "application/x-www-form-urlencoded"'],
    ['multipart from the own origin', { 'content-type': 'multipart/form-data; boundary=x', origin: OWN }, 415, 'application/json only'],
    ['text/plain from another site', { 'content-type': 'text/plain', origin: 'https://evil.example' }, 403, 'are refused'],
    ['a form post from another site', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, 403, 'are refused'],
  ])('refuses %s, and nothing is given', async (_what, headers: Record<string, string>, status, error) => {
    const before = kudos();
    const answer = await send('/workbench/command', { ...headers, ...(headers.origin === OWN ? { origin: own } : {}) }, give('a cross-site attempt'));
    expect(answer.status, answer.body).toBe(status);
    expect(JSON.parse(answer.body).error).toContain(error);
    await new Promise((r) => setTimeout(r, 100));
    expect(kudos()).toBe(before);
  });

  it.each([
    ['GET /', 'GET', '/'],
    ['the page’s state', 'GET', `/workbench/state?user=${TOM}`],
    ['a page action', 'POST', '/workbench/command'],
    ['the Slack Web API', 'POST', '/api/auth.test'],
  ])('refuses %s under a foreign Host (DNS rebinding)', async (_what, method, path) => {
    const answer = await send(
      path,
      { host: `rebind.evil.example:${port}`, ...JSON_TYPE },
      method === 'POST' ? give('a rebound cross-site attempt') : undefined,
      method,
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toContain(`answers only at http://localhost:${port}/`);
  });

  it('serves every name of its own loopback address, and a link followed from another site', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`])
      expect((await send('/', { host })).status, host).toBe(200);
    expect((await send('/', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).status).toBe(200);
  });

  it('still serves the Slack Web API to the app, which calls it without an Origin, and refuses it to other sites', async () => {
    const token = {
      authorization: `Bearer xoxb-workbench-${running.workspace.team.id}`,
      'content-type': 'application/x-www-form-urlencoded',
      host: `127.0.0.1:${port}`,
    };
    const app = await send('/api/auth.test', token, '');
    expect(app.status).toBe(200);
    expect(JSON.parse(app.body)).toMatchObject({ ok: true, team_id: running.workspace.team.id });
    const posted = running.workspace.messages.length;
    const forged = await send('/api/chat.postMessage', { ...token, origin: 'https://evil.example' }, 'channel=C0GENERAL&text=cross-site+post');
    expect(forged.status).toBe(403);
    expect(running.workspace.messages.length).toBe(posted);
  });
});
