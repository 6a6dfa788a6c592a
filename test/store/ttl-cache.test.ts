// The in-process cache behind who-is-who and membership: entries as stored (no copy per read, so frozen), gone at
// their TTL, bounded in number, and keyed as keyv's namespaces were so deletes cross instances of either version.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SharedCacheMap } from '../../src/store/memory-cache.js';
import { type TtlEntry, TtlCache } from '../../src/store/ttl-cache.js';

describe('TtlCache', () => {
  it('returns the stored value itself, frozen, until its TTL passes', async () => {
    const cache = new TtlCache<{ email: string }>('slack-users', new SharedCacheMap<TtlEntry<{ email: string }>>());
    cache.set('T:T1:UANA', { email: 'ana@acme.test' }, 30);
    const first = cache.get('T:T1:UANA')!;
    expect(cache.get('T:T1:UANA')).toBe(first);
    expect(() => {
      (first as { email: string }).email = 'changed@acme.test';
    }).toThrow(TypeError);
    expect(cache.get('T:T1:UANA')).toEqual({ email: 'ana@acme.test' });
    await sleep(40);
    expect(cache.get('T:T1:UANA')).toBeUndefined();
  });

  it('keys entries under its name as keyv did, and announces a delete to the other instances', () => {
    const announced: string[] = [];
    const map = new SharedCacheMap<TtlEntry<string>>().announceWith((key) => announced.push(key));
    const cache = new TtlCache('members', map);
    cache.set('T:T1:dev:1234:ana@acme.test', 'Ana Lima', 60_000);
    expect([...map.keys()]).toEqual(['members:T:T1:dev:1234:ana@acme.test']);
    cache.delete('T:T1:dev:1234:ana@acme.test');
    expect(announced).toEqual(['members:T:T1:dev:1234:ana@acme.test']);
    map.set('members:T:T1:dev:1234:ben@acme.test', { value: 'Ben Carter', expires: Date.now() + 60_000 });
    map.forget('members:T:T1:dev:1234:ben@acme.test'); // another instance's delete
    expect(cache.get('T:T1:dev:1234:ben@acme.test')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest entries here only', () => {
    const announced: string[] = [];
    const cache = new TtlCache(
      'slack-emails',
      new SharedCacheMap<TtlEntry<string>>().announceWith((key) => announced.push(key)),
      3,
    );
    for (const n of [1, 2, 3, 4, 5]) cache.set(`e${n}`, `U${n}`, 60_000);
    expect([1, 2, 3, 4, 5].map((n) => cache.get(`e${n}`))).toEqual([undefined, undefined, 'U3', 'U4', 'U5']);
    expect(announced).toEqual([]);
  });
});
