// The whole app on STORE_URL=postgres://: a /kudos is recorded once, its dedupe claim is a row of the claims table with a
// TTL, and what one instance stores (settings, claims) is what a second instance on the same database reads.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';

const postgres = usePostgresDatabase('runtime');

describe.skipIf(noPostgres)('the app on PostgreSQL', () => {
  const h = useHarness({
    env: {
      get STORE_URL() {
        return postgres.url();
      },
    } as Record<string, string>,
  });

  it('records a /kudos once and keeps its claim in the database with a TTL', async () => {
    const trigger = `trig-${Date.now()}`;
    const first = await h.current.command('<@UBEN> 10 for the move to PostgreSQL', 'UANA', { trigger_id: trigger });
    expect(first.status).toBe(200);
    await waitFor(() => h.current.recognitions().length === 1, 'the recognition');
    const raw = new pg.Client({ connectionString: postgres.url() });
    await raw.connect();
    try {
      const claim = await raw.query("SELECT expires_at FROM claims WHERE namespace = 'dedupe' AND key = $1", [`cmd:T:T1:${trigger}`]);
      expect(claim.rows).toHaveLength(1);
      expect(Number(claim.rows[0].expires_at)).toBeGreaterThan(Date.now());
    } finally {
      await raw.end();
    }
    const replies = h.current.fake.callsTo('response_url').length;
    // Replayed once the first is over — answered, then posted (a replay while it is still being handled is acked and
    // left to it).
    await waitFor(() => h.current.fake.callsTo('response_url').find((c) => textOf(c.args).includes('You sent')), 'the first answer');
    await waitFor(
      () => h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === 'C1' && textOf(c.args).includes('the move to PostgreSQL')),
      'the post',
    );
    await new Promise((r) => setTimeout(r, 200));
    await h.current.command('<@UBEN> 10 for the move to PostgreSQL', 'UANA', { trigger_id: trigger });
    await waitFor(
      () =>
        h.current.fake
          .callsTo('response_url')
          .slice(replies)
          .find((c) => textOf(c.args).includes('already sent')),
      'the duplicate notice',
    );
    expect(h.current.recognitions()).toHaveLength(1);
  });

  it('shares what one instance stores with a second instance on the same database', async () => {
    await h.current.runtime.deps.workspaces.update({ teamId: 'T1' }, { feedChannel: 'CSHARED' });
    const second = await h.current.another();
    try {
      expect((await second.deps.workspaces.get({ teamId: 'T1' })).feedChannel).toBe('CSHARED');
      expect(await second.deps.dedupe.claim('cmd:T:T1:shared-claim', 60_000)).toBe(true);
      expect(await h.current.runtime.deps.dedupe.claim('cmd:T:T1:shared-claim', 60_000)).toBe(false);
    } finally {
      await second.stop();
    }
  });
});
