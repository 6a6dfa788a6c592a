// AtomicStore, the same contract on SQLite and on Redis: one winner per claim among concurrent callers of two store
// instances, claims free again after their TTL or a release, and capped counters that never pass their cap.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { Dedupe } from '../../src/store/dedupe.js';
import { useStoreFactories } from './open-stores.js';
import { REDIS_URL, noRedis } from './redis.js';

const sqliteUrl = `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-atomic-')), 'app.sqlite')}`;
const backends = [
  { name: 'SQLite (two connections to one file)', url: sqliteUrl, skip: false },
  { name: `Redis (${REDIS_URL})`, url: REDIS_URL, skip: noRedis },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`AtomicStore on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url, 'atomic');

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

    it('reads a claim as a keyv value, and a key keyv wrote as a claim', async () => {
      const stores = await open();
      await stores.atomic('dedupe').claim('a', { state: 'pending' }, 60_000);
      expect(await stores.namespace('dedupe').get('a')).toEqual({ state: 'pending' });
      await stores.namespace('dedupe').set('b', { state: 'pending' }, 60_000);
      expect(await stores.atomic('dedupe').claim('b', 'x', 60_000)).toBe(false);
    });

    it('spends up to the cap and no further, across instances, and refunds down to zero', async () => {
      const [one, two] = [(await open()).atomic('allowances'), (await open()).atomic('allowances')];
      const spent = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? one : two).spend('UANA:2026-11', 1, 30, 60_000)));
      expect(spent.filter((s) => s.ok)).toHaveLength(30);
      expect(await one.total('UANA:2026-11')).toBe(30);
      expect(await two.spend('UANA:2026-11', 1, 30)).toEqual({ ok: false, total: 30 });
      expect(await one.refund('UANA:2026-11', 5)).toBe(25);
      expect(await two.spend('UANA:2026-11', 5, 30)).toEqual({ ok: true, total: 30 });
      expect(await one.refund('UANA:2026-11', 100)).toBe(0);
      expect(await one.refund('nobody', 3)).toBe(0);
    });

    it('lets a counter lapse with its TTL', async () => {
      const atomic = (await open()).atomic('allowances');
      expect(await atomic.spend('week', 10, 10, 200)).toEqual({ ok: true, total: 10 });
      await sleep(250);
      expect(await atomic.total('week')).toBe(0);
      expect(await atomic.spend('week', 10, 10, 200)).toEqual({ ok: true, total: 10 });
    });

    it('gives claimAll all keys or none', async () => {
      const dedupe = new Dedupe((await open()).atomic('dedupe'));
      expect(await dedupe.claim('taken', 60_000)).toBe(true);
      expect(await dedupe.claimAll([{ key: 'free', ttlMs: 60_000 }, { key: 'taken', ttlMs: 60_000 }])).toBe(false);
      expect(await dedupe.claim('free', 60_000)).toBe(true);
    });

    it('claims several keys in one store call, each with its own TTL, and leaves none held when one is taken', async () => {
      const atomic = (await open()).atomic('dedupe');
      const calls = { claim: vi.spyOn(atomic, 'claim'), claimAll: vi.spyOn(atomic, 'claimAll'), release: vi.spyOn(atomic, 'release') };
      const dedupe = new Dedupe(atomic);
      expect(await dedupe.claimAll([{ key: 'cmd:T1', ttlMs: 60_000 }, { key: 'repeat:T1', ttlMs: 200 }])).toBe(true);
      expect([calls.claimAll.mock.calls.length, calls.claim.mock.calls.length, calls.release.mock.calls.length]).toEqual([1, 0, 0]);
      expect([await atomic.isClaimed('cmd:T1'), await atomic.isClaimed('repeat:T1')]).toEqual([true, true]);
      expect(await dedupe.claimAll([{ key: 'other', ttlMs: 60_000 }, { key: 'repeat:T1', ttlMs: 200 }])).toBe(false);
      expect(await atomic.isClaimed('other')).toBe(false); // given back inside the same atomic step
      await sleep(250);
      expect(await atomic.isClaimed('repeat:T1')).toBe(false); // its own short TTL
      expect(await dedupe.claimAll([{ key: 'cmd:T1', ttlMs: 60_000 }])).toBe(false);
      expect(calls.claimAll.mock.calls.length).toBe(3);
    });

    it('lets exactly one of 200 concurrent claimAll calls from two instances win, with the keys in either order', async () => {
      const [one, two] = [(await open()).atomic('dedupe'), (await open()).atomic('dedupe')];
      const keys = [{ key: 'cmd:T1:trigger', ttlMs: 60_000 }, { key: 'cmd-repeat:T1:fingerprint', ttlMs: 60_000 }];
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? one : two).claimAll(i % 3 ? keys : [...keys].reverse(), { i })));
      expect(results.filter(Boolean)).toHaveLength(1);
    });
  });
}
