// The whole app on STORE_URL=redis://: a /kudos is recorded once, and its claim and settings live in Redis, not in
// the process (a second runtime on the same Redis sees them).
import { createClient } from '@keyv/redis';
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { REDIS_URL, noRedis, uniquePrefix } from '../store/redis.js';

describe.skipIf(noRedis)(`the app on Redis (${REDIS_URL})`, () => {
  const prefix = uniquePrefix('runtime');
  const h = useHarness({ env: { STORE_URL: REDIS_URL, STORE_PREFIX: prefix } });

  it('records a /kudos once and keeps its claim in Redis with a TTL', async () => {
    const trigger = `trig-${Date.now()}`;
    const first = await h.current.command('<@UBEN> 10 for the Redis move', 'UANA', { trigger_id: trigger });
    expect(first.status).toBe(200);
    await waitFor(() => h.current.recognitions().length === 1, 'the recognition');
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    try {
      const claim = `${prefix}:dedupe::cmd:T:T1:${trigger}`;
      expect(await raw.exists(claim)).toBe(1);
      expect(await raw.pTTL(claim)).toBeGreaterThan(0);
    } finally {
      await raw.close();
    }
    const replies = h.current.fake.callsTo('response_url').length;
    // Replayed once the first is answered (a replay while it is still being handled is acked and left to it).
    await waitFor(() => h.current.fake.callsTo('response_url').find((c) => textOf(c.args).includes('You sent')), 'the first answer');
    await h.current.command('<@UBEN> 10 for the Redis move', 'UANA', { trigger_id: trigger });
    await waitFor(() => h.current.fake.callsTo('response_url').slice(replies).find((c) => textOf(c.args).includes('already sent')), 'the duplicate notice');
    expect(h.current.recognitions()).toHaveLength(1);
  });
});
