// 50 kudos at once from one person never pass the allowance: the spend is atomic in the store (SQLite, and PostgreSQL
// when one answers), so exactly what fits is recorded and the balance matches what the service holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, textOf, waitFor } from '../support/app-harness.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';

const postgres = usePostgresDatabase('allowance');
const BACKENDS: { name: string; env: () => Record<string, string>; skip: boolean }[] = [
  { name: 'SQLite', env: () => ({}), skip: false },
  { name: 'PostgreSQL', env: () => ({ STORE_URL: postgres.url() }), skip: noPostgres },
];

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`concurrent spending on ${backend.name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ env: backend.env() });
    });
    afterAll(async () => {
      await h?.close();
    });

    it('50 kudos of 5 coins at once: at most 100 coins given, and the balance says what is left of them', async () => {
      const before = h.fake.callsTo('response_url').length;
      await Promise.all(Array.from({ length: 50 }, (_, i) => h.command(`<@UBEN|ben> 5 for burst ${i}`, 'UANA')));
      await waitFor(() => h.fake.callsTo('response_url').length - before >= 50, '50 answers', 60_000);
      const replies = h.fake
        .callsTo('response_url')
        .slice(before)
        .map((c) => textOf(c.args));
      const given = h.recognitions().filter((r) => r.sender_email === 'ana@acme.test' && r.reason.startsWith('burst '));
      const total = given.reduce((sum, r) => sum + r.amount, 0);
      expect(total).toBeLessThanOrEqual(100);
      expect(replies.filter((r) => r.includes('You sent'))).toHaveLength(given.length);
      expect(replies.filter((r) => r.includes('more than you have left')).length).toBe(50 - given.length);
      const after = h.fake.callsTo('response_url').length;
      await h.command('balance', 'UANA');
      const balance = textOf((await waitFor(() => h.fake.callsTo('response_url')[after], 'balance')).args);
      expect(balance).toContain(`You have ${100 - total} of 100 coins left`);
      // Nothing refused the kudos but the allowance: all 100 coins went.
      expect(total).toBe(100);
    }, 90_000);
  });
}
