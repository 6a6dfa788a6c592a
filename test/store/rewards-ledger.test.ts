// The rewards ledger on SQLite and on PostgreSQL, through two store instances as two app processes would have:
// concurrent redemptions never spend past the balance or the stock, a request is approved and refunded exactly once, a
// recognition is credited once however often it is read, and every balance is the sum of its ledger entries.
import { describe, expect, it } from 'vitest';
import { type Redemption, type RequestEvent, RewardsLedger, STATE } from '../../src/store/rewards-ledger.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const backends = storeBackends('ledger');

const reward = { id: 'lunch', name: 'Team lunch', cost: 30 };
const redemption = (request: string, user: string, more: Partial<Redemption> = {}): Redemption => ({
  request,
  user,
  reward,
  stocked: false,
  needsApproval: true,
  ...more,
});
const sumOf = (entries: { user: string; amount: number }[], user: string) => entries.filter((e) => e.user === user).reduce((s, e) => s + e.amount, 0);

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the rewards ledger on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);
    const two = async () => [new RewardsLedger((await open()).db), new RewardsLedger((await open()).db)] as const;

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
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).redeem(w, redemption(`s${i}`, `U${(i % 3) + 1}`, { stocked: true }))),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      expect(await a.stock(w, 'lunch')).toBe(0);
      const limited = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).redeem(w, redemption(`l${i}`, 'U1', { limit: { period: '2026-11', max: 2 } }))),
      );
      expect(limited.filter((r) => r.ok)).toHaveLength(2);
      expect(limited.filter((r) => !r.ok && r.why === 'limit')).toHaveLength(8);
    });

    it('gives exactly 3 of 50 concurrent redemptions of a stock of 3, by 50 people across two instances', async () => {
      const [a, b] = await two();
      const w = { teamId: 'TFIFTY' };
      const people = Array.from({ length: 50 }, (_, i) => `UP${i}`);
      for (const user of people) await a.adjust(w, user, 100, 'UADMIN', 'a starting balance');
      await a.setStock(w, 'lunch', 3);
      const results = await Promise.all(people.map((user, i) => (i % 2 ? a : b).redeem(w, redemption(`fifty-${i}`, user, { stocked: true }))));
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(results.filter((r) => !r.ok && r.why === 'stock')).toHaveLength(47);
      expect(await b.stock(w, 'lunch')).toBe(0);
      const entries = await a.entries(w);
      expect(entries.filter((e) => e.kind === 'redeemed')).toHaveLength(3);
      // The refused took nothing: their balance is whole, and it is the sum of their entries.
      for (const user of people) expect(await a.balance(w, user)).toBe(sumOf(entries, user));
      expect(people.filter((user) => sumOf(entries, user) === 70)).toHaveLength(3);
      expect((await a.events(w, 'all')).filter((e) => e.kind === 'requested')).toHaveLength(3);
    });

    it('reads the events of one person’s requests, of one request, or of the open ones, without the rest', async () => {
      const [a] = await two();
      const w = { teamId: 'TEVENTS' };
      for (const user of ['UANA', 'UBEN']) await a.credit(w, user, `r-${user}`, 100, 'kudos');
      for (const [request, user] of [
        ['e1', 'UANA'],
        ['e2', 'UBEN'],
        ['e3', 'UANA'],
        ['e4', 'UBEN'],
      ] as const)
        expect((await a.redeem(w, redemption(request, user))).ok).toBe(true);
      const event = (request: string, user: string, kind: RequestEvent['kind']): RequestEvent => ({
        at: Date.now(),
        request,
        kind,
        by: 'UADMIN',
        user,
        reward,
      });
      expect(await a.advance(w, event('e2', 'UBEN', 'approved'), STATE.requested, STATE.approved)).toBe(true);
      expect((await a.close(w, event('e3', 'UANA', 'declined'), STATE.requested, { stocked: false })).ok).toBe(true);
      const kinds = (events: RequestEvent[]) => events.map((e) => `${e.request} ${e.kind}`);
      expect(kinds(await a.events(w, { user: 'UANA' }))).toEqual(['e1 requested', 'e3 requested', 'e3 declined']);
      expect(kinds(await a.events(w, { request: 'e2' }))).toEqual(['e2 requested', 'e2 approved']);
      expect(kinds(await a.events(w, 'open'))).toEqual(['e1 requested', 'e2 requested', 'e4 requested', 'e2 approved']);
      expect(await a.events({ teamId: 'TOTHER' }, 'open')).toEqual([]);
      expect(await a.events(w, 'all')).toHaveLength(6);
    });

    it('approves a request once when Approve is pressed 20 times on two instances at once', async () => {
      const [a, b] = await two();
      const w = { teamId: 'TAPPROVE' };
      await a.credit(w, 'UANA', 'r1', 100, 'kudos');
      expect((await a.redeem(w, redemption('ap1', 'UANA'))).ok).toBe(true);
      const approve: RequestEvent = { at: Date.now(), request: 'ap1', kind: 'approved', by: 'UADMIN', user: 'UANA', reward };
      const approvals = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).advance(w, { ...approve, by: `UADMIN${i % 2}` }, STATE.requested, STATE.approved)),
      );
      expect(approvals.filter(Boolean)).toHaveLength(1);
      expect(await b.state(w, 'ap1')).toBe(STATE.approved);
      expect((await a.events(w, 'all')).map((e) => e.kind)).toEqual(['requested', 'approved']);
      // Fulfilled once too, and only from approved.
      const fulfil = { ...approve, kind: 'fulfilled' as const };
      expect(await a.advance(w, fulfil, STATE.requested, STATE.fulfilled)).toBe(false);
      const fulfilled = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).advance(w, fulfil, STATE.approved, STATE.fulfilled)));
      expect(fulfilled.filter(Boolean)).toHaveLength(1);
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
      expect((await a.entries(w)).map((e) => [e.amount, e.by, e.why])).toEqual([
        [40, 'UADMIN', 'welcome bonus'],
        [-15, 'UADMIN', 'correction'],
      ]);
    });
  });
}

/** The rows the ledger writes, tried directly: the database keeps the rules even against code that gets them wrong. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`the ledger's tables on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('refuses a balance, a stock or a limit count below zero', async () => {
      const { db } = await open();
      const ledger = new RewardsLedger(db);
      const w = { teamId: 'TCHECK' };
      await ledger.adjust(w, 'UANA', 10, 'UADMIN', 'a starting balance');
      await expect(db.updateTable('reward_balances').set({ balance: -5 }).where('workspace_key', '=', 'T:TCHECK').execute()).rejects.toThrow(
        /check|constraint/i,
      );
      await expect(db.insertInto('reward_balances').values({ workspace_key: 'T:TCHECK', user_id: 'UBEN', balance: -1 }).execute()).rejects.toThrow(
        /check|constraint/i,
      );
      await expect(db.insertInto('reward_stock').values({ workspace_key: 'T:TCHECK', reward_id: 'lunch', stock: -1 }).execute()).rejects.toThrow(
        /check|constraint/i,
      );
      await expect(
        db.insertInto('reward_limit_uses').values({ workspace_key: 'T:TCHECK', reward_id: 'lunch', user_id: 'UANA', period: 'p', used: -1 }).execute(),
      ).rejects.toThrow(/check|constraint/i);
      expect(await ledger.balance(w, 'UANA')).toBe(10);
    });

    it('refuses an UPDATE of a ledger entry or a request event: they are appended, never changed', async () => {
      const { db } = await open();
      const ledger = new RewardsLedger(db);
      const w = { teamId: 'TAPPEND' };
      await ledger.credit(w, 'UANA', 'r1', 100, 'kudos from Ben');
      expect((await ledger.redeem(w, redemption('ap1', 'UANA'))).ok).toBe(true);
      await expect(db.updateTable('reward_ledger').set({ amount: 1_000 }).where('workspace_key', '=', 'T:TAPPEND').execute()).rejects.toThrow(
        /appended, never updated/,
      );
      await expect(db.updateTable('reward_request_events').set({ kind: 'fulfilled' }).where('workspace_key', '=', 'T:TAPPEND').execute()).rejects.toThrow(
        /appended, never updated/,
      );
      expect((await ledger.entries(w)).map((e) => e.amount)).toEqual([100, -30]);
      expect((await ledger.events(w, 'all')).map((e) => e.kind)).toEqual(['requested']);
    });

    it('refuses cleanly, with nothing written, a step that would take a balance below zero', async () => {
      const { db } = await open();
      const ledger = new RewardsLedger(db);
      const w = { teamId: 'TCLEAN' };
      expect(await ledger.adjust(w, 'UANA', -1, 'UADMIN', 'a mistake')).toEqual({ ok: false, balance: 0 });
      expect(await ledger.redeem(w, redemption('c1', 'UANA'))).toEqual({ ok: false, why: 'balance', balance: 0 });
      expect(await ledger.entries(w)).toEqual([]);
      expect(await ledger.events(w, 'all')).toEqual([]);
      expect(await ledger.state(w, 'c1')).toBe(STATE.closed);
    });
  });
}
