// The client against a misbehaving server: malformed JSON, wrong shapes, 500s, hung and refused connections, retries.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError, ResponseShapeError, ServerError, TimeoutError, createEngagementClient, fastRetryPolicy } from '../../src/engagement-client/index.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: { close: () => void; closeAllConnections: () => void }[] = [];

async function serve(handler: Handler) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url} key=${req.headers['x-api-key']}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { hits, client: createEngagementClient({ root, stage: 'dev', apiKey: 'k-123', retryPolicy: fastRetryPolicy, timeoutMs: 300 }) };
}

afterEach(() => {
  servers.splice(0).forEach((s) => {
    s.closeAllConnections();
    s.close();
  });
});

const json =
  (status: number, body: string, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };

describe('engagement client failures', () => {
  it('sends x-api-key and the URL layout of design.md', async () => {
    const { hits, client } = await serve(
      json(
        200,
        JSON.stringify({
          statusCode: 200,
          message: 'success',
          member: { email: 'a@b.c', firstname: 'A', lastname: 'B', company_id: 'c', team_id: 't1', talent_type: 'x', impact_rating: 1, status: 'Active' },
        }),
      ),
    );
    await client.members.get('a+b@b.c');
    expect(hits).toEqual(['GET /dev/1/members?email=a%2Bb%40b.c key=k-123']);
  });

  it('reports malformed JSON as a ResponseShapeError', async () => {
    const { client } = await serve(json(200, '{"statusCode": 200, '));
    const error = await client.members.get('a@b.c').catch((e) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error.message).toContain('not JSON');
  });

  it('names the field of a wrong shape', async () => {
    const { client } = await serve(json(200, JSON.stringify({ impact_rating: 1, engagement_health_score: 140, engagement_health_status: 'Elite' })));
    const error = await client.profile.get('a@b.c').catch((e) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error.message).toContain('"engagement_health_score"');
  });

  it('retries a GET that gets 500, then gives a ServerError', async () => {
    const { hits, client } = await serve(json(500, '{"message":"boom"}'));
    const error = await client.members.get('a@b.c').catch((e) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error.status).toBe(500);
    expect(hits).toHaveLength(1 + fastRetryPolicy.retries);
  });

  it('never repeats a POST whose outcome is unknown (500)', async () => {
    const { hits, client } = await serve(json(500, '{"message":"boom"}'));
    await expect(client.recognition.create('a@b.c', { recipients: 'd@b.c', amount: 1, for: 'x' })).rejects.toBeInstanceOf(ServerError);
    expect(hits).toHaveLength(1);
  });

  it('never repeats a POST that timed out', async () => {
    const { hits, client } = await serve(() => {});
    const error = await client.recognition.create('a@b.c', { recipients: 'd@b.c', amount: 1, for: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.message).toContain('within 0.3 s');
    expect(hits).toHaveLength(1);
  });

  it('times out a hung GET, retrying it first', async () => {
    const { hits, client } = await serve(() => {});
    await expect(client.questions.list()).rejects.toBeInstanceOf(TimeoutError);
    expect(hits).toHaveLength(1 + fastRetryPolicy.retries);
  });

  it('retries a POST after a short 429 Retry-After', async () => {
    let calls = 0;
    const created = {
      statusCode: 200,
      amount: 1,
      company: 'c',
      createdate: '2026-01-01 00:00:00',
      when: '2026-01-01 00:00:00',
      for: 'x',
      share: true,
      status: true,
      to: [],
      total: 0,
      type: 'coin',
    };
    const { hits, client } = await serve((req, res) =>
      (++calls === 1 ? json(429, '{"error_code":"RATE_LIMITED"}', { 'retry-after': '0' }) : json(200, JSON.stringify(created)))(req, res),
    );
    await client.recognition.create('a@b.c', { recipients: 'd@b.c', amount: 1, for: 'x' });
    expect(hits).toHaveLength(2);
  });

  it('reports a refused connection as a NetworkError', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const client = createEngagementClient({ root: `http://127.0.0.1:${port}`, stage: 'dev', apiKey: 'k', retryPolicy: fastRetryPolicy });
    const error = await client.members.get('a@b.c').catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe('ECONNREFUSED');
    expect(error.message).toContain('connection refused');
  });
});
