// Requests into the app: only correctly signed, fresh requests get through; /healthz answers when ready.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../support/app-harness.js';
import { commandBody, send } from '../support/slack-requests.js';

const h = useHarness();
const body = () => commandBody({ text: '<@UBEN|ben> 1 for signature test', user_id: 'UANA', response_url: h.current.fake.responseUrl() });
const form = 'application/x-www-form-urlencoded';

describe('request verification', () => {
  it('answers /healthz with 200', async () => {
    expect((await fetch(`${h.current.url}/healthz`)).status).toBe(200);
  });

  it('refuses a bad signature with 401 and sends nothing', async () => {
    const r = await send(h.current.url, body(), form, { secret: 'not-the-secret' });
    expect(r.status).toBe(401);
  });

  it('refuses a body that differs from the signed one', async () => {
    const signed = body();
    const timestamp = Math.floor(Date.now() / 1000);
    const { signature } = await import('../support/slack-requests.js');
    const r = await send(h.current.url, signed.replace('1+for', '100+for'), form, { timestamp, signature: signature(signed, timestamp) });
    expect(r.status).toBe(401);
  });

  it('refuses a stale timestamp (older than 5 minutes) with 401', async () => {
    const r = await send(h.current.url, body(), form, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(r.status).toBe(401);
  });

  it('refuses a far-future timestamp with 401', async () => {
    const r = await send(h.current.url, body(), form, { timestamp: Math.floor(Date.now() / 1000) + 10 * 60 });
    expect(r.status).toBe(401);
  });

  it('sent nothing for any refused request', () => {
    expect(h.current.recognitions().filter((r) => r.reason === 'signature test')).toEqual([]);
    expect(h.current.fake.callsTo('chat.postMessage')).toEqual([]);
  });
});
