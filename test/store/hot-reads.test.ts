// What makes a kudos cheap to send, pinned: the giving rules and company values are read from the store once, not on
// every kudos, yet a change is seen at once; the period containing now is found once per rule and clock, not by date arithmetic each time.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore, canonicalTimeZone } from '../../src/store/giving-rules.js';
import { periodAt } from '../../src/features/giving/period.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { ValuesStore } from '../../src/store/values.js';

type Method = (...args: unknown[]) => unknown;

/** The query builders from `builder` on, with `afterRead` run once a read has its rows and before the store gets them
 *  (the connection is free by then, so it may write). */
function readsFollowedBy<T extends object>(builder: T, afterRead: () => Promise<void>): T {
  return new Proxy(builder, {
    get(target, name) {
      const member = Reflect.get(target, name) as unknown;
      if (typeof member !== 'function') return member;
      const method = member as Method;
      if (name === 'execute' || name === 'executeTakeFirst') {
        return async (...args: unknown[]) => {
          const rows = await method.apply(target, args);
          await afterRead();
          return rows;
        };
      }
      return (...args: unknown[]) => {
        const next = method.apply(target, args);
        return next !== null && typeof next === 'object' ? readsFollowedBy(next, afterRead) : next;
      };
    },
  });
}

/** A fresh in-memory store's database as one store sees it: its reads (selectFrom) counted, each followed by `afterRead`. */
async function countedReads(afterRead: () => Promise<void> = async () => {}) {
  const stores = await createStoreFactory('sqlite://:memory:');
  let reads = 0;
  const db = new Proxy(stores.db, {
    get(target, name) {
      const member = Reflect.get(target, name) as unknown;
      if (typeof member !== 'function') return member;
      if (name !== 'selectFrom') return (member as Method).bind(target);
      return (...args: unknown[]) => {
        reads += 1;
        return readsFollowedBy((member as Method).apply(target, args) as object, afterRead);
      };
    },
  }) as Kysely<Database>;
  return { stores, db, reads: () => reads };
}

describe('giving rules on the hot path of every kudos', () => {
  it('reads the store once for many kudos, and again only after a change saved through the store', async () => {
    const { stores, db, reads } = await countedReads();
    const rules = new GivingRulesStore(db, stores.sharedMap('giving-rules'));
    const w = { teamId: 'T1' };
    for (let i = 0; i < 50; i += 1) expect((await rules.get(w)).allowance).toBe(DEFAULT_GIVING_RULES.allowance);
    expect(reads()).toBe(1);
    await rules.set(w, { ...DEFAULT_GIVING_RULES, allowance: 7 });
    for (let i = 0; i < 50; i += 1) expect((await rules.get(w)).allowance).toBe(7);
    expect(reads()).toBe(2);
    await stores.close();
  });

  it('does not cache what a read found when a change was saved while it was under way', async () => {
    let saveDuringRead: (() => Promise<void>) | undefined;
    const { stores, db } = await countedReads(async () => {
      const save = saveDuringRead;
      saveDuringRead = undefined;
      await save?.(); // saved after the read took the old rules
    });
    const rules = new GivingRulesStore(db, stores.sharedMap('giving-rules'));
    const w = { teamId: 'T1' };
    saveDuringRead = () => rules.set(w, { ...DEFAULT_GIVING_RULES, allowance: 9 });
    expect((await rules.get(w)).allowance).toBe(DEFAULT_GIVING_RULES.allowance); // the read that began before the save
    expect(saveDuringRead).toBeUndefined(); // which was made while the read was under way
    expect((await rules.get(w)).allowance).toBe(9); // not the old rules from the cache
    await stores.close();
  });

  it('reads the company values once for many kudos, and again after a change', async () => {
    const { stores, db, reads } = await countedReads();
    const values = new ValuesStore(db, stores.sharedMap('company-values'));
    const w = { teamId: 'T1' };
    for (let i = 0; i < 20; i += 1) expect(await values.get(w)).toEqual([]);
    const ownership = { name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We finish what we start.' };
    await values.set(w, [ownership], 'UADMIN');
    for (let i = 0; i < 20; i += 1) expect(await values.get(w)).toEqual([ownership]);
    expect(reads()).toBe(2);
    await stores.close();
  });

  it('resolves a time zone name the same way from the memo as the first time', () => {
    expect(canonicalTimeZone('europe/lisbon')).toBe('Europe/Lisbon');
    expect(canonicalTimeZone('europe/lisbon')).toBe('Europe/Lisbon');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });
});

describe('the allowance period containing now', () => {
  const rules = { period: 'week' as const, resetDay: 1 };

  it('is the same period, as fresh objects, for any moment inside it, and the next one from its end on', () => {
    const first = periodAt(new Date('2026-11-23T10:00:00Z'), rules, 'Europe/Lisbon');
    const again = periodAt(new Date('2026-11-29T23:59:59Z'), rules, 'Europe/Lisbon');
    expect(again).toEqual(first);
    expect(again.start).not.toBe(first.start); // a caller changing its copy cannot change the next one's
    const next = periodAt(first.end, rules, 'Europe/Lisbon');
    expect(next.start).toEqual(first.end);
    expect(periodAt(new Date(first.start.getTime() - 1), rules, 'Europe/Lisbon').end).toEqual(first.start);
  });

  it('keeps rules and clocks apart', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(periodAt(now, rules, 'Pacific/Auckland').start).not.toEqual(periodAt(now, rules, 'America/Los_Angeles').start);
    expect(periodAt(now, { period: 'month', resetDay: 1 }, 'UTC').start).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(periodAt(now, { period: 'month', resetDay: 25 }, 'UTC').start).toEqual(new Date('2026-10-25T00:00:00Z'));
  });
});
