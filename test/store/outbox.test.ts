// The outbox, the same contract on SQLite and on PostgreSQL: an item is written once, leased to one instance at a time, kept
// alive by its owner's heartbeat, taken over by exactly one other instance once the lease lapses, and gone when finished.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { storeBackends, useStoreFactories } from './open-stores.js';

const backends = storeBackends('outbox');

for (const backend of backends) {
  describe.skipIf(backend.skip)(`Outbox on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);
    const two = async () => [(await open()).outbox(), (await open()).outbox()] as const;
    let n = 0;
    const fresh = (label: string) => `${label}-${(n += 1)}-${Date.now()}`;

    it("tells a holder its item is gone once another finished it (an uninstall deletes a workspace's items in SQL)", async () => {
      const [a, b] = await two();
      const gone = fresh('gone');
      const stays = fresh('stays');
      await a.add({ id: gone, kind: 'slack', body: { team_id: 'TGONE' }, createdAt: Date.now() }, 'A', 60_000);
      await b.add({ id: stays, kind: 'slack', body: { team_id: 'TSTAYS' }, createdAt: Date.now() }, 'B', 60_000);
      await a.finish(gone, 'A');
      expect(await b.renew('A', [gone], 60_000)).toEqual([gone]); // its holder learns it is gone
      expect(await b.renew('B', [stays], 60_000)).toEqual([]);
    });

    it('writes an item once: a second add of the same id is refused while it is open', async () => {
      const [a, b] = await two();
      const id = fresh('cmd');
      const results = await Promise.all([
        a.add({ id, kind: 'slack', body: { n: 1 }, createdAt: Date.now() }, 'A', 60_000),
        b.add({ id, kind: 'slack', body: { n: 2 }, createdAt: Date.now() }, 'B', 60_000),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('writes a burst of adds on one instance together, each once: a retry of the same id in the burst is refused', async () => {
      const outbox = (await open()).outbox();
      const ids = Array.from({ length: 60 }, () => fresh('burst'));
      const add = (id: string, n: number) => outbox.add({ id, kind: 'slack', body: { n }, createdAt: Date.now() }, 'A', 60_000);
      const results = await Promise.all([...ids.map((id, n) => add(id, n)), add(ids[7]!, 100), add(ids[42]!, 101)]);
      expect(results.slice(0, 60).every(Boolean)).toBe(true);
      expect(results.slice(60)).toEqual([false, false]);
      const taken = await outbox.takeLapsed('B', 60_000, 1000);
      expect(taken.filter((i) => ids.includes(i.id))).toEqual([]); // all leased to A
      expect(await outbox.renew('A', ids, 60_000)).toEqual([]); // and all there, with A's lease
    });

    it('fails only the add whose row cannot be written, not the others of its burst', async () => {
      const outbox = (await open()).outbox();
      const good = [fresh('good'), fresh('good')];
      const results = await Promise.allSettled([
        outbox.add({ id: good[0]!, kind: 'slack', body: {}, createdAt: Date.now() }, 'A', 60_000),
        outbox.add({ id: fresh('bad'), kind: 'slack', body: {}, createdAt: Number.NaN }, 'A', 60_000),
        outbox.add({ id: good[1]!, kind: 'slack', body: {}, createdAt: Date.now() }, 'A', 60_000),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await outbox.renew('A', good, 60_000)).toEqual([]);
    });

    it('leaves a live lease alone, and hands a lapsed one to exactly one of two instances, with its body and progress', async () => {
      const [a, b] = await two();
      const id = fresh('give');
      const accepted = Date.now() - 5;
      await a.add({ id, kind: 'slack', body: { text: '/kudos @ana 5 for x' }, createdAt: accepted }, 'A', 300);
      expect(await a.save(id, 'A', { step: 'sending' })).toBe(true);
      expect((await b.takeLapsed('B', 60_000, 100)).map((i) => i.id)).not.toContain(id);
      await sleep(350);
      const [takenA, takenB] = await Promise.all([a.takeLapsed('C', 60_000, 100), b.takeLapsed('B', 60_000, 100)]);
      const mine = [...takenA, ...takenB].filter((i) => i.id === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ kind: 'slack', body: { text: '/kudos @ana 5 for x' }, progress: { step: 'sending' }, attempts: 2, createdAt: accepted });
      // The old owner lost it: it can no longer save, renew or finish it.
      expect(await a.save(id, 'A', { step: 'recorded' })).toBe(false);
      expect(await a.renew('A', [id], 60_000)).toEqual([id]);
    });

    it('keeps an item alive while its owner beats, and lets it lapse when the beats stop', async () => {
      const [a, b] = await two();
      const id = fresh('beat');
      await a.add({ id, kind: 'slack', body: {}, createdAt: Date.now() }, 'A', 300);
      for (let i = 0; i < 4; i += 1) {
        await sleep(150);
        expect(await a.renew('A', [id], 300)).toEqual([]);
        expect((await b.takeLapsed('B', 60_000, 100)).map((x) => x.id)).not.toContain(id);
      }
      await sleep(350);
      expect((await b.takeLapsed('B', 60_000, 100)).map((x) => x.id)).toContain(id);
    });

    it('forgets a finished item, counts open ones, and offers a released one at once', async () => {
      const [a, b] = await two();
      const [done, handed] = [fresh('done'), fresh('handed')];
      const before = await a.open();
      await a.add({ id: done, kind: 'slack', body: {}, createdAt: Date.now() }, 'A', 60_000);
      await a.add({ id: handed, kind: 'slack', body: {}, createdAt: Date.now() }, 'A', 60_000);
      expect(await a.open()).toBe(before + 2);
      await b.finish(done, 'B');
      expect(await a.open()).toBe(before + 2);
      await a.finish(done, 'A');
      await a.release(handed, 'A');
      expect(await a.open()).toBe(before + 1);
      expect(await a.add({ id: done, kind: 'slack', body: {}, createdAt: Date.now() }, 'A', 60_000)).toBe(true);
      expect((await b.takeLapsed('B', 60_000, 100)).map((x) => x.id)).toContain(handed);
    });
  });
}
