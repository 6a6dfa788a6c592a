// The read model fed from the real service, on SQLite and PostgreSQL: team and person sources, each recognition once
// however many sources list it, private kudos kept flagged and never counted, going further back on demand, what is new
// picked up by a refresh (at once when a kudos was given, on every instance), and another instance starting from the rows.
import { describe, expect, it, vi } from 'vitest';
import { calendarPeriod, standings } from '../../src/engagement/feed/index.js';
import { useStoreFactories, storeBackends } from '../store/open-stores.js';
import { clientFor, useService } from '../support/engagement.js';
import { modelOn, rowsOf, writeTestKudos } from '../support/read-model.js';

const SOURCES = [{ team: 'Engineering' }, { email: 'cara@acme.test' }, { email: 'ceo@acme.test' }];
const YEARS_AGO = Date.UTC(2000, 0, 1);
const ALL_TIME = { start: new Date(YEARS_AGO), end: new Date(Date.now() + 86_400_000) };

for (const b of storeBackends('feed')) {
  describe.skipIf(b.skip)(`the read model on ${b.name}`, () => {
    const { open } = useStoreFactories(b.url);
    const service = useService();
    const connection = () => ({ scope: `T:T1:dev:${Math.random().toString(36).slice(2, 8)}`, client: clientFor(service.current) });

    it('reads shared kudos through teams and people, once each; a private one is kept flagged and never counted', async () => {
      const model = modelOn(await open());
      const c = connection();
      await c.client.recognition.create('cara@acme.test', { recipients: ['ana@acme.test', 'ben@acme.test'], amount: 7, for: 'shared to two of a team' });
      await c.client.recognition.create('ana@acme.test', {
        recipients: 'cara@acme.test',
        amount: 3,
        for: 'shared to someone in no read team',
        display_feed: true,
      });
      await c.client.recognition.create('ben@acme.test', { recipients: 'cara@acme.test', amount: 50, for: 'private', display_feed: false });
      await c.client.recognition.create('cara@acme.test', { recipients: 'ana@acme.test', amount: 40, for: 'private to a team member', display_feed: false });
      await model.fresh(c, SOURCES, YEARS_AGO);
      const rows = await rowsOf(model.db, c.scope);
      expect(
        rows
          .filter((k) => k.shared === 1)
          .map((k) => k.reason)
          .sort(),
      ).toEqual(['seed thanks', 'shared to someone in no read team', 'shared to two of a team']);
      // Cara's own list shows the private kudos she received (flagged); a team's feed never lists one.
      expect(rows.filter((k) => k.shared === 0).map((k) => [k.reason, k.receivers])).toEqual([['private', ['cara@acme.test']]]);
      const { standings: board, totals } = await standings(model, c.scope, 'receivers', ALL_TIME);
      expect(board.map((s) => [s.email, s.rank, s.kudos, s.coins])).toEqual([
        ['ana@acme.test', 1, 2, 12],
        ['ben@acme.test', 2, 1, 7],
        ['cara@acme.test', 3, 1, 3],
      ]);
      expect(totals).toEqual({ kudos: 3, coins: 22, people: 3 });
      expect((await standings(model, c.scope, 'givers', ALL_TIME)).standings.map((s) => [s.email, s.coins])).toEqual([
        ['cara@acme.test', 14],
        ['ben@acme.test', 5],
        ['ana@acme.test', 3],
      ]);
    });

    it('picks up what is new at the next read once older than the refresh interval', async () => {
      const model = modelOn(await open(), { refreshMs: 0 });
      const c = connection();
      await model.fresh(c, SOURCES, YEARS_AGO);
      const before = (await rowsOf(model.db, c.scope)).length;
      await c.client.recognition.create('mgr@acme.test', { recipients: 't100', amount: 2, for: 'to the whole team' });
      await model.fresh(c, SOURCES, YEARS_AGO);
      const after = await rowsOf(model.db, c.scope);
      expect(after.length).toBe(before + 1);
      expect(after.find((k) => k.reason === 'to the whole team')).toMatchObject({
        giver: 'mgr@acme.test',
        amount: 2,
        total: 4,
        receivers: ['ana@acme.test', 'ben@acme.test'],
      });
    });

    it('keeps its rows until the refresh interval passes, unless a kudos was given: then every instance refreshes first', async () => {
      const [one, two] = [modelOn(await open()), modelOn(await open())];
      const c = connection();
      await one.fresh(c, SOURCES, YEARS_AGO);
      const before = (await rowsOf(one.db, c.scope)).length;
      await c.client.recognition.create('ceo@acme.test', { recipients: 'ana@acme.test', amount: 1, for: 'not yet seen' });
      await two.fresh(c, SOURCES, YEARS_AGO);
      expect((await rowsOf(two.db, c.scope)).length).toBe(before);
      one.stale(c.scope);
      await vi.waitFor(async () => {
        await two.fresh(c, SOURCES, YEARS_AGO);
        expect((await rowsOf(two.db, c.scope)).map((k) => k.reason)).toContain('not yet seen');
      });
    });

    it('answers rows older than the interval at once, refreshing them behind', async () => {
      // Older than the interval and younger than twice it, even on a loaded machine.
      const model = modelOn(await open(), { refreshMs: 1000 });
      const c = connection();
      await model.fresh(c, SOURCES, YEARS_AGO);
      const before = (await rowsOf(model.db, c.scope)).length;
      await c.client.recognition.create('ceo@acme.test', { recipients: 'cara@acme.test', amount: 1, for: 'refreshed behind' });
      await new Promise((r) => setTimeout(r, 1050));
      await model.fresh(c, SOURCES, YEARS_AGO);
      expect((await rowsOf(model.db, c.scope)).length).toBe(before);
      await vi.waitFor(async () => expect((await rowsOf(model.db, c.scope)).map((k) => k.reason)).toContain('refreshed behind'));
    });

    it('starts another instance or a restart from the rows, reading only the top of each source', async () => {
      const first = modelOn(await open());
      const c = connection();
      await first.fresh(c, SOURCES, YEARS_AGO);
      const built = await rowsOf(first.db, c.scope);
      await c.client.recognition.create('ceo@acme.test', { recipients: 'ana@acme.test', amount: 2, for: 'after the first read' });
      const again = { scope: c.scope, client: clientFor(service.current) };
      const pages = vi.spyOn(again.client.recognition, 'feedPage');
      const second = modelOn(await open(), { refreshMs: 0 });
      await second.fresh(again, SOURCES, YEARS_AGO);
      expect(pages.mock.calls.map(([q]) => q.page)).toEqual([1, 1, 1]);
      expect((await rowsOf(second.db, c.scope)).length).toBe(built.length + 1);
    });

    it('reads back as far as the period asked for, and a board keeps to its period', async () => {
      const model = modelOn(await open());
      const c = connection();
      const recent = Date.now() - 3_600_000;
      await model.fresh(c, [{ team: 'Engineering' }], recent);
      const hour = await standings(model, c.scope, 'receivers', { start: new Date(recent), end: ALL_TIME.end });
      expect(hour.standings.some((s) => s.email === 'ana@acme.test' && s.coins === 5)).toBe(false); // the seed's, in October
      await model.fresh(c, [{ team: 'Engineering' }], YEARS_AGO);
      expect((await rowsOf(model.db, c.scope)).some((k) => k.reason === 'seed thanks')).toBe(true);
    });

    it('ranks ties together and keeps to a period on the workspace’s clock', async () => {
      const model = modelOn(await open());
      const scope = connection().scope;
      const k = (at: string, to: string, amount: number) => ({ at: Date.parse(at), amount, reason: '', receivers: [to], shared: true });
      await writeTestKudos(model.db, scope, [
        k('2026-11-02T10:00:00Z', 'a@x.test', 5),
        k('2026-11-03T10:00:00Z', 'b@x.test', 5),
        k('2026-11-04T10:00:00Z', 'c@x.test', 1),
        k('2026-10-31T23:00:00Z', 'c@x.test', 100),
      ]);
      const november = calendarPeriod('month', new Date('2026-11-23T12:00:00Z'), 'UTC');
      expect((await standings(model, scope, 'receivers', november)).standings.map((s) => [s.email, s.rank])).toEqual([
        ['a@x.test', 1],
        ['b@x.test', 1],
        ['c@x.test', 3],
      ]);
      // 23:00 UTC on 31 October is already November on Kiritimati's clock (UTC+14).
      const kiritimati = calendarPeriod('month', new Date('2026-11-23T12:00:00Z'), 'Pacific/Kiritimati');
      expect((await standings(model, scope, 'receivers', kiritimati)).totals.kudos).toBe(4);
    });
  });
}

describe('the read model, each kudos a second after the last', () => {
  let second = 0;
  const ticking = useService({ now: () => new Date(Date.now() - 3_600_000 + 1000 * (second += 1)) });
  const b = storeBackends('feed-ticking')[0]!;
  const { open } = useStoreFactories(b.url);

  it('picks up more new kudos than two pages of the top of a source', async () => {
    const c = { scope: 'T:T1:dev:tick', client: clientFor(ticking.current) };
    const model = modelOn(await open(), { refreshMs: 0 });
    await model.fresh(c, SOURCES, YEARS_AGO);
    const before = (await rowsOf(model.db, c.scope)).length;
    for (let i = 0; i < 60; i += 1) await c.client.recognition.create('cara@acme.test', { recipients: 'ana@acme.test', amount: 1, for: `burst ${i}` });
    await model.fresh(c, SOURCES, YEARS_AGO);
    expect((await rowsOf(model.db, c.scope)).length).toBe(before + 60);
  });
});
