// Contract: the member-import rate limit — remaining and reset_at on every answer, 429 with Retry-After past it.
import { describe, expect, it } from 'vitest';
import { RateLimitedError, createEngagementClient, noRetryPolicy } from '../../src/engagement/index.js';
import { clientFor, useService } from '../support/engagement.js';

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
