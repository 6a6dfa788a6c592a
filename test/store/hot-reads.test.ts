// What makes a kudos cheap to send, pinned: the giving rules and company values are read from the store once, not on
// every kudos, yet a change is seen at once; the period containing now is found once per rule and clock, not by date arithmetic each time.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GIVING_RULES, GivingRulesStore, canonicalTimeZone } from '../../src/store/giving-rules.js';
import { periodAt } from '../../src/features/giving/period.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { ValuesStore } from '../../src/store/values.js';

/** A namespace of a fresh in-memory store, its reads counted. */
async function countedReads<T>(name: string) {
  const stores = await createStoreFactory('sqlite://:memory:');
  const kv = stores.namespace<T>(name);
  return { stores, kv, reads: vi.spyOn(kv, 'get') };
}

describe('giving rules on the hot path of every kudos', () => {
  it('reads the store once for many kudos, and again only after a change saved through the store', async () => {
    const { stores, kv, reads } = await countedReads<unknown>('giving-rules');
    const rules = new GivingRulesStore(kv, stores.sharedMap('giving-rules'));
    const w = { teamId: 'T1' };
    for (let i = 0; i < 50; i += 1) expect((await rules.get(w)).allowance).toBe(DEFAULT_GIVING_RULES.allowance);
    expect(reads).toHaveBeenCalledTimes(1);
    await rules.set(w, { ...DEFAULT_GIVING_RULES, allowance: 7 });
    for (let i = 0; i < 50; i += 1) expect((await rules.get(w)).allowance).toBe(7);
    expect(reads).toHaveBeenCalledTimes(2);
    await stores.close();
  });

  it('does not cache what a read found when a change was saved while it was under way', async () => {
    const stores = await createStoreFactory('sqlite://:memory:');
    const kv = stores.namespace<unknown>('giving-rules');
    const rules = new GivingRulesStore(kv, stores.sharedMap('giving-rules'));
    const w = { teamId: 'T1' };
    const get = kv.get.bind(kv);
    let saveDuringRead = true;
    vi.spyOn(kv, 'get').mockImplementation((async (key: string) => {
      const old = await get(key);
      if (saveDuringRead) {
        saveDuringRead = false;
        await rules.set(w, { ...DEFAULT_GIVING_RULES, allowance: 9 }); // saved after the read took the old rules
      }
      return old;
    }) as typeof kv.get);
    expect((await rules.get(w)).allowance).toBe(DEFAULT_GIVING_RULES.allowance); // the read that began before the save
    expect((await rules.get(w)).allowance).toBe(9); // not the old rules from the cache
    await stores.close();
  });

  it('reads the company values once for many kudos, and again after a change', async () => {
    const { stores, kv, reads } = await countedReads<never>('company-values');
    const values = new ValuesStore(kv, stores.sharedMap('company-values'));
    const w = { teamId: 'T1' };
    for (let i = 0; i < 20; i += 1) expect(await values.get(w)).toEqual([]);
    const ownership = { name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We finish what we start.' };
    await values.set(w, [ownership], 'UADMIN');
    for (let i = 0; i < 20; i += 1) expect(await values.get(w)).toEqual([ownership]);
    expect(reads).toHaveBeenCalledTimes(2);
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
