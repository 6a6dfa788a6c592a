// AtomicStore, the same contract on SQLite and on PostgreSQL: one winner per claim among concurrent callers of two store
// instances, claims free again after their TTL or a release, capped counters that never pass their cap, the live keys
// of a namespace listed, what a claim holds read back, and rate slots (pace) shared by instances.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Dedupe } from '../../src/store/dedupe.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const backends = storeBackends('atomic');

for (const backend of backends) {
  describe.skipIf(backend.skip)(`AtomicStore on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('lets exactly one of 200 concurrent claims from two instances win', async () => {
      const [one, two] = [(await open()).atomic('dedupe'), (await open()).atomic('dedupe')];
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? one : two).claim('view:T:T1:V1', { i }, 60_000)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('frees a claim once its TTL has passed, or when released', async () => {
      const atomic = (await open()).atomic('dedupe');
      expect(await atomic.claim('ttl', 'x', 200)).toBe(true);
      expect(await atomic.claim('ttl', 'x', 200)).toBe(false);
      await sleep(250);
      expect(await atomic.claim('ttl', 'x', 60_000)).toBe(true);
      await atomic.release('ttl');
      expect(await atomic.claim('ttl', 'x', 60_000)).toBe(true);
    });

    it('says whether a claim is held: not before, yes while it lives, not once expired or released', async () => {
      const atomic = (await open()).atomic('dedupe');
      expect(await atomic.isClaimed('held')).toBe(false);
      await atomic.claim('held', 'x', 200);
      expect(await atomic.isClaimed('held')).toBe(true);
      await sleep(250);
      expect(await atomic.isClaimed('held')).toBe(false);
      await atomic.claim('held', 'x', 60_000);
      await atomic.release('held');
      expect(await atomic.isClaimed('held')).toBe(false);
    });

    it('spends and refunds once under an id, however often the same work repeats it, from two instances', async () => {
      const [one, two] = [(await open()).atomic('allowances'), (await open()).atomic('allowances')];
      const spends = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).spend('UBEN:once', 30, 100, 60_000, 'give-1:charge')));
      expect(spends.every((s) => s.ok && s.total === 30 && s.amount === 30)).toBe(true);
      expect(await one.total('UBEN:once')).toBe(30);
      // A different spend of the same counter is its own.
      expect(await two.spend('UBEN:once', 10, 100, 60_000, 'give-2:charge')).toEqual({ ok: true, total: 40, amount: 10 });
      const refunds = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).refund('UBEN:once', 30, 'give-1:refund')));
      expect(new Set(refunds)).toEqual(new Set([10]));
      expect(await one.total('UBEN:once')).toBe(10);
      // A refused spend is not remembered: tried again under the same id once there is room, it goes through.
      expect(await one.spend('UBEN:once', 95, 100, 60_000, 'give-3:charge')).toEqual({ ok: false, total: 10, amount: 0 });
      expect(await one.spend('UBEN:once', 90, 100, 60_000, 'give-3:charge')).toEqual({ ok: true, total: 100, amount: 90 });
    });

    it('lets the same work claim its own keys again (reentrant), never keys another holds, and rolls back only what it set', async () => {
      const atomic = (await open()).atomic('dedupe');
      const keys = [
        { key: 'cmd:T:trigger-9', ttlMs: 60_000 },
        { key: 'repeat:T:fp-9', ttlMs: 60_000 },
      ];
      expect(await atomic.claimAll(keys, { intent: 'cmd:T:trigger-9' }, true)).toBe(true);
      expect(await atomic.claimAll(keys, { intent: 'cmd:T:trigger-9' }, true)).toBe(true);
      expect(await atomic.claimAll(keys, { intent: 'cmd:T:trigger-9' })).toBe(false);
      expect(await atomic.claimAll(keys, { intent: 'cmd:T:other' }, true)).toBe(false);
      // Its own first key, then a key another holds: refused, and its own key is still its own.
      await atomic.claim('held-by-other', { intent: 'x' }, 60_000);
      expect(
        await atomic.claimAll([keys[0]!, { key: 'fresh-9', ttlMs: 60_000 }, { key: 'held-by-other', ttlMs: 60_000 }], { intent: 'cmd:T:trigger-9' }, true),
      ).toBe(false);
      expect(await atomic.isClaimed('cmd:T:trigger-9')).toBe(true);
      expect(await atomic.isClaimed('fresh-9')).toBe(false);
    });

    it('keeps a lease alive only for its owner: renewed by it, lapsed without it, taken over, released only by its holder', async () => {
      // The clock is the test's (the store reads Date.now()): a loaded machine cannot stretch a step past a lease.
      vi.useFakeTimers({ toFake: ['Date'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
      const [one, two] = [(await open()).atomic('leases'), (await open()).atomic('leases')];
      expect(await one.claim('job:sync', 'instance-1', 300)).toBe(true);
      expect(await two.renew('job:sync', 'instance-2', 300)).toBe(false);
      expect(await two.releaseIf('job:sync', 'instance-2')).toBe(false);
      advance(200);
      expect(await one.renew('job:sync', 'instance-1', 300)).toBe(true);
      advance(200);
      // Renewed 200 ms ago for 300 ms: still held, so the other instance cannot take it.
      expect(await two.claim('job:sync', 'instance-2', 300)).toBe(false);
      advance(350);
      // The owner stopped beating: the lease lapsed, the other instance takes it, and the old owner can neither renew nor release it.
      expect(await two.claim('job:sync', 'instance-2', 60_000)).toBe(true);
      expect(await one.renew('job:sync', 'instance-1', 60_000)).toBe(false);
      expect(await one.releaseIf('job:sync', 'instance-1')).toBe(false);
      expect(await two.releaseIf('job:sync', 'instance-2')).toBe(true);
      expect(await one.isClaimed('job:sync')).toBe(false);
    });

    it('does not renew or release a claim whose value is not that owner string', async () => {
      const atomic = (await open()).atomic('leases');
      await atomic.claim('obj', { value: 'instance-1' }, 60_000);
      expect(await atomic.renew('obj', 'instance-1', 60_000)).toBe(false);
      expect(await atomic.releaseIf('obj', 'instance-1')).toBe(false);
      expect(await atomic.isClaimed('obj')).toBe(true);
    });

    it('spends up to the cap and no further, across instances, and refunds down to zero', async () => {
      const [one, two] = [(await open()).atomic('allowances'), (await open()).atomic('allowances')];
      const spent = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? one : two).spend('UANA:2026-11', 1, 30, 60_000)));
      expect(spent.filter((s) => s.ok)).toHaveLength(30);
      expect(await one.total('UANA:2026-11')).toBe(30);
      expect(await two.spend('UANA:2026-11', 1, 30)).toEqual({ ok: false, total: 30, amount: 0 });
      expect(await one.refund('UANA:2026-11', 5)).toBe(25);
      expect(await two.spend('UANA:2026-11', 5, 30)).toEqual({ ok: true, total: 30, amount: 5 });
      expect(await one.refund('UANA:2026-11', 100)).toBe(0);
      expect(await one.refund('nobody', 3)).toBe(0);
    });

    it('hands out rate slots across instances: a burst at once, then one an interval apart; a hold pushes them past it', async () => {
      const [one, two] = [(await open()).atomic('slack-pace'), (await open()).atomic('slack-pace')];
      const key = `pace-${Date.now()}`;
      const rate = { intervalMs: 1_000, burst: 3 };
      const waits = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).pace(key, rate)));
      // Six callers from two instances: three go at once, the others 1, 2 and 3 s later (a little less, time passed).
      // "At once" within a few ms: each caller reads its clock before its statement runs, in whatever order they run.
      expect(waits.filter((w) => w < 100)).toHaveLength(3);
      expect(
        [...waits]
          .sort((a, b) => a - b)
          .slice(3)
          .map((w) => Math.round(w / 1_000)),
      ).toEqual([1, 2, 3]);
      // A slot asked only if free now takes nothing when it is not.
      expect(await one.pace(key, { ...rate, ifFree: true })).toBeGreaterThan(3_000);
      expect(await two.pace(key, { ...rate, ifFree: true })).toBeGreaterThan(3_000);
      const held = `held-${Date.now()}`;
      await one.pace(held, { intervalMs: 0, burst: 1, notBefore: Date.now() + 5_000 });
      expect(await two.pace(held, { intervalMs: 1_000, burst: 1 })).toBeGreaterThan(4_500);
    });

    it('lets a counter lapse with its TTL', async () => {
      const atomic = (await open()).atomic('allowances');
      expect(await atomic.spend('week', 10, 10, 200)).toEqual({ ok: true, total: 10, amount: 10 });
      await sleep(250);
      expect(await atomic.total('week')).toBe(0);
      expect(await atomic.spend('week', 10, 10, 200)).toEqual({ ok: true, total: 10, amount: 10 });
    });

    it('gives claimAll all keys or none', async () => {
      const dedupe = new Dedupe((await open()).atomic('dedupe'));
      expect(await dedupe.claim('taken', 60_000)).toBe(true);
      expect(
        await dedupe.claimAll([
          { key: 'free', ttlMs: 60_000 },
          { key: 'taken', ttlMs: 60_000 },
        ]),
      ).toBe(false);
      expect(await dedupe.claim('free', 60_000)).toBe(true);
    });

    it('claims several keys in one store call, each with its own TTL, and leaves none held when one is taken', async () => {
      const atomic = (await open()).atomic('dedupe');
      const calls = { claim: vi.spyOn(atomic, 'claim'), claimAll: vi.spyOn(atomic, 'claimAll'), release: vi.spyOn(atomic, 'release') };
      const dedupe = new Dedupe(atomic);
      expect(
        await dedupe.claimAll([
          { key: 'cmd:T1', ttlMs: 60_000 },
          { key: 'repeat:T1', ttlMs: 200 },
        ]),
      ).toBe(true);
      expect([calls.claimAll.mock.calls.length, calls.claim.mock.calls.length, calls.release.mock.calls.length]).toEqual([1, 0, 0]);
      expect([await atomic.isClaimed('cmd:T1'), await atomic.isClaimed('repeat:T1')]).toEqual([true, true]);
      expect(
        await dedupe.claimAll([
          { key: 'other', ttlMs: 60_000 },
          { key: 'repeat:T1', ttlMs: 200 },
        ]),
      ).toBe(false);
      expect(await atomic.isClaimed('other')).toBe(false); // given back inside the same atomic step
      await sleep(250);
      expect(await atomic.isClaimed('repeat:T1')).toBe(false); // its own short TTL
      expect(await dedupe.claimAll([{ key: 'cmd:T1', ttlMs: 60_000 }])).toBe(false);
      expect(calls.claimAll.mock.calls.length).toBe(3);
    });

    it('lists the live keys of its namespace only', async () => {
      const stores = await open();
      await stores.atomic('listed').claim('T:T1', { a: 1 }, 60_000);
      await stores.atomic('listed').spend('E:E1', 2, 10, 60_000);
      await stores.atomic('listed').claim('gone', { a: 3 }, 100);
      await stores.atomic('listed-too').claim('T:T2', { a: 4 }, 60_000);
      await stores.atomic('other').claim('T:T3', { a: 5 }, 60_000);
      await sleep(150);
      expect((await stores.atomic('listed').keys()).sort()).toEqual(['E:E1', 'T:T1']);
      expect(await stores.atomic('nothing-here').keys()).toEqual([]);
    });

    it('reads the live claims under a prefix with their values in one call, wildcards in keys taken literally', async () => {
      const stores = await open();
      const posts = stores.atomic('prefixed');
      await posts.claim('post:T:T1:a', { n: 1 }, 60_000);
      await posts.claim('post:T:T1:b', { n: 2 }, 60_000);
      await posts.claim('post:T:T1:lapsed', { n: 3 }, 100);
      await posts.claim('post:T:T10:c', { n: 4 }, 60_000);
      await posts.claim('post:T_T1:d', { n: 5 }, 60_000);
      await posts.claim('post:T%T1:e', { n: 6 }, 60_000);
      await stores.atomic('prefixed-too').claim('post:T:T1:f', { n: 7 }, 60_000);
      await sleep(150);
      const under = await posts.claimedUnder('post:T:T1:');
      expect(under.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
        { key: 'post:T:T1:a', value: { n: 1 } },
        { key: 'post:T:T1:b', value: { n: 2 } },
      ]);
      expect(await posts.claimedUnder('post:T%')).toEqual([{ key: 'post:T%T1:e', value: { n: 6 } }]);
      expect(await posts.claimedUnder('post:none:')).toEqual([]);
    });

    it('reads back what a live claim holds, and nothing once it lapsed or was released', async () => {
      const atomic = (await open()).atomic('held-values');
      await atomic.claim('pending', { post: 1 }, 200);
      expect(await atomic.value('pending')).toEqual({ post: 1 });
      await sleep(250);
      expect(await atomic.value('pending')).toBeUndefined();
      await atomic.claim('pending', { post: 2 }, 60_000);
      await atomic.release('pending');
      expect(await atomic.value('pending')).toBeUndefined();
    });

    it('lets exactly one of 200 concurrent claimAll calls from two instances win, with the keys in either order', async () => {
      const [one, two] = [(await open()).atomic('dedupe'), (await open()).atomic('dedupe')];
      const keys = [
        { key: 'cmd:T1:trigger', ttlMs: 60_000 },
        { key: 'cmd-repeat:T1:fingerprint', ttlMs: 60_000 },
      ];
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? one : two).claimAll(i % 3 ? keys : [...keys].reverse(), { i })));
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}
