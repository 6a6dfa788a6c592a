// Contract: the member-import rate limit — remaining and reset_at on every answer, 429 with Retry-After past it,
// and a window kept in the database so a restart does not reset it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RateLimitedError, createEngagementClient, noRetryPolicy } from '../../src/engagement-client/index.js';
import { startService } from '../../src/service/server.js';
import { clientFor, useService } from '../support/engagement.js';
import { testFixture } from '../support/fixture.js';

describe('import rate limit (10 per minute by default)', () => {
  const service = useService();
  let n = 0;
  const one = () => ({ members: [{ email: `rl${++n}@acme.test`, first_name: 'R', last_name: 'L' }] });

  it('counts down remaining and answers 429 RATE_LIMITED on the 11th request', async () => {
    const client = clientFor(service.current);
    const remaining = [];
    for (let i = 0; i < 10; i += 1) remaining.push((await client.members.import(one())).rate_limit.remaining);
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const error = await client.members.import(one()).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.status).toBe(429);
    expect(error.errorCode).toBe('RATE_LIMITED');
    expect(error.retryAfterMs).toBeGreaterThan(50_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(error.resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('limits each company on its own', async () => {
    const globex = clientFor(service.current, 'globex-dev-key');
    const result = await globex.members.import({ members: [{ email: 'new@globex.test', first_name: 'N', last_name: 'G' }] });
    expect(result.rate_limit.remaining).toBe(9);
  });
});

describe('a short window (ENGAGEMENT_IMPORT_RATE=2/1s)', () => {
  const service = useService({ importRate: '2/1s' });
  let n = 0;
  const one = () => ({ members: [{ email: `short${++n}@acme.test`, first_name: 'S', last_name: 'W' }] });

  it('waits out a short Retry-After inside the client, then succeeds', async () => {
    const client = clientFor(service.current);
    await client.members.import(one());
    await client.members.import(one());
    const third = await client.members.import(one());
    expect(third.status).toBe('success');
  });

  it('hands the 429 to the caller when retries are off', async () => {
    const client = createEngagementClient({ root: service.current.url, stage: 'dev', apiKey: 'acme-dev-key', retryPolicy: noRetryPolicy });
    await new Promise((r) => setTimeout(r, 1100));
    await client.members.import(one());
    await client.members.import(one());
    await expect(client.members.import(one())).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe('a window that survives a restart', () => {
  it('keeps counting in the database file across two starts of the service', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rate-limit-'));
    const db = join(dir, 'engagement.sqlite');
    const options = { seed: testFixture(), db, importRate: '2/60s' };
    const member = (n: number) => ({ members: [{ email: `restart${n}@acme.test`, first_name: 'R', last_name: 'S' }] });
    try {
      const first = await startService(options);
      const before = createEngagementClient({ root: first.url, stage: 'dev', apiKey: 'acme-dev-key', retryPolicy: noRetryPolicy });
      expect((await before.members.import(member(1))).rate_limit.remaining).toBe(1);
      const { reset_at: resetAt } = (await before.members.import(member(2))).rate_limit;
      await first.close();

      const second = await startService(options);
      const after = createEngagementClient({ root: second.url, stage: 'dev', apiKey: 'acme-dev-key', retryPolicy: noRetryPolicy });
      const error = await after.members.import(member(3)).catch((e) => e);
      await second.close();
      expect(error).toBeInstanceOf(RateLimitedError);
      expect(error.resetAt.toISOString()).toBe(new Date(resetAt).toISOString());
      expect(error.retryAfterMs).toBeGreaterThan(50_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
