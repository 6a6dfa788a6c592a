// The shared feed read from the real service: team and person sources, private kudos left out, one recognition read
// through two sources counted once, going further back on demand, and what is new picked up by a refresh.
import Keyv from 'keyv';
import { describe, expect, it, vi } from 'vitest';
import { FeedCache, calendarPeriod, inPeriod, standings } from '../../src/engagement/feed/index.js';
import { clientFor, useService } from '../support/engagement.js';

const service = useService();
const connection = () => ({ scope: `dev:${Math.random()}`, client: clientFor(service.current) });
const SOURCES = [{ team: 'Engineering' }, { email: 'cara@acme.test' }, { email: 'ceo@acme.test' }];
const YEARS_AGO = Date.UTC(2000, 0, 1);

describe('the shared feed', () => {
  it('reads shared kudos through teams and people, once each, never private ones', async () => {
    const c = connection();
    await c.client.recognition.create('cara@acme.test', { recipients: ['ana@acme.test', 'ben@acme.test'], amount: 7, for: 'shared to two of a team' });
    await c.client.recognition.create('ana@acme.test', { recipients: 'cara@acme.test', amount: 3, for: 'shared to someone in no read team', display_feed: true });
    await c.client.recognition.create('ben@acme.test', { recipients: 'cara@acme.test', amount: 50, for: 'private', display_feed: false });
    await c.client.recognition.create('cara@acme.test', { recipients: 'ana@acme.test', amount: 40, for: 'private to a team member', display_feed: false });
    const kudos = await new FeedCache({ refreshMs: 60_000 }).since(c, SOURCES, YEARS_AGO);
    expect(kudos.map((k) => k.reason).sort()).toEqual(['seed thanks', 'shared to someone in no read team', 'shared to two of a team']);
    const { standings: board, totals } = standings(kudos, 'receivers');
    expect(board.map((s) => [s.email, s.rank, s.kudos, s.coins])).toEqual([
      ['ana@acme.test', 1, 2, 12],
      ['ben@acme.test', 2, 1, 7],
      ['cara@acme.test', 3, 1, 3],
    ]);
    expect(totals).toEqual({ kudos: 3, coins: 22, people: 3 });
    expect(standings(kudos, 'givers').standings.map((s) => [s.email, s.coins])).toEqual([['cara@acme.test', 14], ['ben@acme.test', 5], ['ana@acme.test', 3]]);
  });

  it('picks up what is new at the next read once older than the refresh interval', async () => {
    const c = connection();
    const cache = new FeedCache({ refreshMs: 0 });
    const before = await cache.since(c, SOURCES, YEARS_AGO);
    await c.client.recognition.create('mgr@acme.test', { recipients: 't100', amount: 2, for: 'to the whole team' });
    const after = await cache.since(c, SOURCES, YEARS_AGO);
    expect(after.length).toBe(before.length + 1);
    const team = after.find((k) => k.reason === 'to the whole team');
    expect(team).toMatchObject({ giver: { email: 'mgr@acme.test' }, amount: 2 });
    expect(team!.receivers.map((r) => r.email).sort()).toEqual(['ana@acme.test', 'ben@acme.test']);
  });

  it('keeps its copy until the refresh interval passes, unless told a kudos was given', async () => {
    const c = connection();
    const cache = new FeedCache({ refreshMs: 60_000 });
    const before = await cache.since(c, SOURCES, YEARS_AGO);
    await c.client.recognition.create('ceo@acme.test', { recipients: 'ana@acme.test', amount: 1, for: 'not yet seen' });
    expect((await cache.since(c, SOURCES, YEARS_AGO)).length).toBe(before.length);
    cache.stale(c.scope);
    expect((await cache.since(c, SOURCES, YEARS_AGO)).map((k) => k.reason)).toContain('not yet seen');
  });

  it('answers a copy older than the interval at once, refreshing it behind', async () => {
    const c = connection();
    const cache = new FeedCache({ refreshMs: 200 });
    const before = await cache.since(c, SOURCES, YEARS_AGO);
    await c.client.recognition.create('ceo@acme.test', { recipients: 'cara@acme.test', amount: 1, for: 'refreshed behind' });
    await new Promise((r) => setTimeout(r, 250));
    expect((await cache.since(c, SOURCES, YEARS_AGO)).length).toBe(before.length);
    await new Promise((r) => setTimeout(r, 100));
    expect((await cache.since(c, SOURCES, YEARS_AGO)).map((k) => k.reason)).toContain('refreshed behind');
  });

  it('starts a new instance from the copy saved in the store, reading only what came since', async () => {
    const store = new Keyv();
    const c = connection();
    const built = await new FeedCache({ refreshMs: 60_000, store }).since(c, SOURCES, YEARS_AGO);
    await vi.waitFor(async () => expect(await store.get(c.scope)).toBeDefined()); // saved once the answer is out
    const unreachable = { scope: c.scope, client: clientFor({ url: 'http://127.0.0.1:9' }) };
    const restored = await new FeedCache({ refreshMs: 60_000, store }).since(unreachable, SOURCES, YEARS_AGO);
    expect(restored.map((k) => k.key).sort()).toEqual(built.map((k) => k.key).sort());
    expect(restored.find((k) => k.reason === 'seed thanks')).toEqual(built.find((k) => k.reason === 'seed thanks'));
    await c.client.recognition.create('ceo@acme.test', { recipients: 'ana@acme.test', amount: 2, for: 'after the save' });
    const read = await new FeedCache({ refreshMs: 0, store }).since(c, SOURCES, YEARS_AGO);
    expect(read.length).toBe(built.length + 1);
  });

  it('pages back as far as the period asked for, and no further than needed', async () => {
    const c = connection();
    const cache = new FeedCache({ refreshMs: 60_000 });
    const recent = await cache.since(c, [{ team: 'Engineering' }], Date.now() - 3_600_000);
    expect(recent.every((k) => k.at >= Date.now() - 3_600_000 - 1000)).toBe(true);
    expect(recent.some((k) => k.reason === 'seed thanks')).toBe(false);
    const all = await cache.since(c, [{ team: 'Engineering' }], YEARS_AGO);
    expect(all.some((k) => k.reason === 'seed thanks')).toBe(true);
  });

  it('ranks ties together and keeps to a period', () => {
    const k = (at: string, to: string, amount: number) => ({ key: at + to, at: Date.parse(at), amount, reason: '', receivers: [{ email: to, name: to }] });
    const kudos = [k('2026-11-02T10:00:00Z', 'a', 5), k('2026-11-03T10:00:00Z', 'b', 5), k('2026-11-04T10:00:00Z', 'c', 1), k('2026-10-31T23:00:00Z', 'c', 100)];
    const november = calendarPeriod('month', new Date('2026-11-23T12:00:00Z'), 'UTC');
    expect(standings(inPeriod(kudos, november), 'receivers').standings.map((s) => [s.email, s.rank])).toEqual([['a', 1], ['b', 1], ['c', 3]]);
    // 23:00 UTC on 31 October is already November on Kiritimati's clock (UTC+14).
    const kiritimati = calendarPeriod('month', new Date('2026-11-23T12:00:00Z'), 'Pacific/Kiritimati');
    expect(inPeriod(kudos, kiritimati).length).toBe(4);
  });
});

describe('the shared feed, each kudos a second after the last', () => {
  let second = 0;
  const ticking = useService({ now: () => new Date(Date.now() - 3_600_000 + 1000 * (second += 1)) });

  it('picks up more new kudos than two pages of the top of a source', async () => {
    const c = { scope: `dev:${Math.random()}`, client: clientFor(ticking.current) };
    const cache = new FeedCache({ refreshMs: 0 });
    const before = await cache.since(c, SOURCES, YEARS_AGO);
    for (let i = 0; i < 60; i += 1) await c.client.recognition.create('cara@acme.test', { recipients: 'ana@acme.test', amount: 1, for: `burst ${i}` });
    const after = await cache.since(c, SOURCES, YEARS_AGO);
    expect(after.length).toBe(before.length + 60);
  });
});
