// The rewards ledger on SQLite and on Redis, through two store instances as two app processes would have: concurrent
// redemptions never spend past the balance or the stock, a request is refunded exactly once, a recognition is
// credited once however often it is read, and every balance is the sum of its ledger entries.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Redemption, type RequestEvent, RewardsLedger, STATE } from '../../src/features/rewards/ledger.js';
import { useStoreFactories } from './open-stores.js';
import { REDIS_URL, noRedis } from './redis.js';

const sqliteUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-ledger-')), 'app.sqlite')}`;
const backends = [
  { name: 'SQLite (two connections to one file)', url: sqliteUrl, skip: false },
  { name: `Redis (${REDIS_URL})`, url: REDIS_URL, skip: noRedis },
];

const reward = { id: 'lunch', name: 'Team lunch', cost: 30 };
const redemption = (request: string, user: string, more: Partial<Redemption> = {}): Redemption => ({ request, user, reward, stocked: false, needsApproval: true, ...more });
const sumOf = (entries: { user: string; amount: number }[], user: string) => entries.filter((e) => e.user === user).reduce((s, e) => s + e.amount, 0);

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the rewards ledger on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url, 'ledger');
    const two = async () => [new RewardsLedger((await open()).ledger('rewards')), new RewardsLedger((await open()).ledger('rewards'))] as const;

    it('lets 40 concurrent redemptions by one person across two instances spend at most the balance', async () => {
      const [a, b] = await two();
      const w = { teamId: 'TOVER' };
      await a.credit(w, 'UANA', 'r1', 100, 'kudos from Ben');
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).redeem(w, redemption(`q${i}`, 'UANA'))));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.why === 'balance')).toBe(true);
      expect(await a.balance(w, 'UANA')).toBe(10);
      expect(sumOf(await b.entries(w), 'UANA')).toBe(10);
    });

    it('never takes the stock below zero, and counts a person’s limit per period', async () => {
      const [a, b] = await two();
      const w = { teamId: 'TSTOCK' };
      for (const user of ['U1', 'U2', 'U3']) await a.credit(w, user, `r-${user}`, 1_000, 'kudos');
      await a.setStock(w, 'lunch', 5);
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).redeem(w, redemption(`s${i}`, `U${(i % 3) + 1}`, { stocked: true }))));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      expect(await a.stock(w, 'lunch')).toBe(0);
      const limited = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).redeem(w, redemption(`l${i}`, 'U1', { limit: { period: '2026-11', max: 2 } }))));
      expect(limited.filter((r) => r.ok)).toHaveLength(2);
      expect(limited.filter((r) => !r.ok && r.why === 'limit')).toHaveLength(8);
    });

    it('repeats a redemption under its request id without taking anything more', async () => {
      const [a, b] = await two();
      const w = { teamId: 'TONCE' };
      await a.credit(w, 'UANA', 'r1', 100, 'kudos');
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).redeem(w, redemption('same', 'UANA'))));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(results.filter((r) => r.ok && !r.repeat)).toHaveLength(1);
      expect(await a.balance(w, 'UANA')).toBe(70);
    });

    it('refunds a declined request exactly once, and refuses to approve it afterwards', async () => {
      const [a, b] = await two();
      const w = { teamId: 'TREFUND' };
      await a.credit(w, 'UANA', 'r1', 100, 'kudos');
      await a.setStock(w, 'lunch', 1);
      expect((await a.redeem(w, redemption('d1', 'UANA', { stocked: true, limit: { period: 'p', max: 1 } }))).ok).toBe(true);
      const event: RequestEvent = { at: Date.now(), request: 'd1', kind: 'declined', by: 'UADMIN', user: 'UANA', reward, reason: 'out of season' };
      const closes = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).close(w, event, STATE.requested, { stocked: true, period: 'p' })));
      expect(closes.filter((c) => c.ok)).toHaveLength(1);
      expect(await a.balance(w, 'UANA')).toBe(100);
      expect(await a.stock(w, 'lunch')).toBe(1);
      expect(await a.state(w, 'd1')).toBe(STATE.closed);
      expect(await a.advance(w, { ...event, kind: 'approved' }, STATE.requested, STATE.approved)).toBe(false);
      // The limit's count went back too: the person may redeem it again.
      expect((await b.redeem(w, redemption('d2', 'UANA', { stocked: true, limit: { period: 'p', max: 1 } }))).ok).toBe(true);
      const entries = await a.entries(w);
      expect(entries.map((e) => e.kind)).toEqual(['received', 'redeemed', 'refunded', 'redeemed']);
      expect(entries.every((e) => e.by && e.why && e.at > 0)).toBe(true);
      expect(sumOf(entries, 'UANA')).toBe(await a.balance(w, 'UANA'));
    });

    it('credits a recognition once however often it is read, and keeps workspaces apart', async () => {
      const [a, b] = await two();
      const w = { teamId: 'TCREDIT' };
      const credits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).credit(w, 'UANA', 'rec-7', 25, 'kudos from Ben')));
      expect(credits.filter(Boolean)).toHaveLength(1);
      expect(await a.credited(w, 'UANA', 'rec-7')).toBe(true);
      expect(await a.balance(w, 'UANA')).toBe(25);
      expect(await a.balance({ teamId: 'TOTHER' }, 'UANA')).toBe(0);
      expect(await a.entries({ teamId: 'TOTHER' })).toEqual([]);
    });

    it('adjusts a balance with a reason, never below zero', async () => {
      const [a] = await two();
      const w = { teamId: 'TADJ' };
      expect(await a.adjust(w, 'UANA', 40, 'UADMIN', 'welcome bonus')).toEqual({ ok: true, balance: 40 });
      expect((await a.adjust(w, 'UANA', -50, 'UADMIN', 'correction')).ok).toBe(false);
      expect(await a.adjust(w, 'UANA', -15, 'UADMIN', 'correction')).toEqual({ ok: true, balance: 25 });
      expect((await a.entries(w)).map((e) => [e.amount, e.by, e.why])).toEqual([[40, 'UADMIN', 'welcome bonus'], [-15, 'UADMIN', 'correction']]);
    });
  });
}
