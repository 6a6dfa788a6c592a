// Pins the fetch every WebClient and Bolt's respond use: string bodies go over undici's pool and come back as whole
// Responses (status, headers, body, url), unread answers never hold a pooled connection, FormData still goes out.
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebClient } from '@slack/web-api';
import { countedSlackFetch } from '../../src/slack-api/fetch.js';
import { registry } from '../../src/metrics/metrics.js';

const seen: { url: string; type: string; body: string }[] = [];
const read = async (req: IncomingMessage) => {
  let s = '';
  for await (const c of req) s += c;
  return s;
};
const server = createServer(async (req, res) => {
  const body = await read(req);
  seen.push({ url: req.url ?? '', type: String(req.headers['content-type']), body });
  if (req.url?.endsWith('/limited.method')) return res.writeHead(429, { 'retry-after': '7' }).end('{"ok":false}');
  if (req.url?.startsWith('/gone')) return res.writeHead(404).end('no');
  res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] }).end(JSON.stringify({ ok: true, echo: body }));
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
const counted = async (method: string, outcome: string) =>
  (await registry.getSingleMetric('kudos_slack_api_calls_total')!.get()).values.find((v) => v.labels.method === method && v.labels.outcome === outcome)
    ?.value ?? 0;

describe('countedSlackFetch', () => {
  it('sends a string body with its headers and answers a whole Response with status, headers, body and url', async () => {
    const response = await countedSlackFetch(`${base}/api/chat.postMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'channel=C1&text=hi',
    });
    expect(seen.at(-1)).toEqual({ url: '/api/chat.postMessage', type: 'application/x-www-form-urlencoded', body: 'channel=C1&text=hi' });
    expect([response.status, response.ok, response.url, response.headers.get('content-type')]).toEqual([
      200,
      true,
      `${base}/api/chat.postMessage`,
      'application/json',
    ]);
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await response.json()).toEqual({ ok: true, echo: 'channel=C1&text=hi' });
  });

  it('passes a 429 with Retry-After and a 404 with its status text through, counted by method and outcome', async () => {
    const before = await counted('limited.method', 'rate_limited');
    const limited = await countedSlackFetch(`${base}/api/limited.method`, { method: 'POST', body: 'x=1' });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '7']);
    expect(await counted('limited.method', 'rate_limited')).toBe(before + 1);
    const gone = await countedSlackFetch(`${base}/gone/B1`, { method: 'POST', body: '{}' });
    expect([gone.status, gone.statusText, gone.ok, await gone.text()]).toEqual([404, 'Not Found', false, 'no']);
  });

  it('never holds a pooled connection for an answer nobody reads (Bolt respond does not read it)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => countedSlackFetch(`${base}/response/B${i}`, { method: 'POST', body: `{"n":${i}}` })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const next = await countedSlackFetch(`${base}/response/last`, { method: 'POST', body: '{}' });
    expect(next.status).toBe(200);
  });

  it('sends a FormData body (a file upload) over the real fetch, multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    const response = await countedSlackFetch(`${base}/upload/F1`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(seen.at(-1)!.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)!.body).toContain('hello');
  });

  it('answers from the text it read, with no stream behind it: every reader gets the same body, as often as asked', async () => {
    const response = await countedSlackFetch(`${base}/api/chat.postMessage`, { method: 'POST', body: 'channel=C1&text=again' });
    const expected = { ok: true, echo: 'channel=C1&text=again' };
    expect(await response.json()).toEqual(expected);
    expect(JSON.parse(await response.text())).toEqual(expected); // a streamed body could be read once only
    expect(response.bodyUsed).toBe(false);
    expect(JSON.parse(new TextDecoder().decode(await response.arrayBuffer()))).toEqual(expected);
    const blob = await response.blob();
    expect([blob.type, JSON.parse(await blob.text())]).toEqual(['application/json', expected]);
    const copy = response.clone();
    expect([copy.status, copy.url, copy.headers.get('content-type'), await copy.json()]).toEqual([200, response.url, 'application/json', expected]);
    expect(JSON.parse(await new Response(response.body).text())).toEqual(expected); // a stream, made when asked for
  });

  it('carries a WebClient call and its result end to end', async () => {
    const client = new WebClient('xoxb-test', { slackApiUrl: `${base}/api/`, fetch: countedSlackFetch, retryConfig: { retries: 0 } });
    const result = await client.chat.postMessage({ channel: 'C1', text: 'hello' });
    expect(result.ok).toBe(true);
    expect(seen.at(-1)!.body).toContain('text=hello');
  });

  it('rejects when the address cannot be reached, counted as a network error', async () => {
    const before = await counted('auth.test', 'network_error');
    await expect(countedSlackFetch('http://127.0.0.1:1/api/auth.test', { method: 'POST', body: '' })).rejects.toThrow();
    expect(await counted('auth.test', 'network_error')).toBe(before + 1);
  });
});
