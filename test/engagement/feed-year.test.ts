// A year of the shared feed read from the real service into the read model, several pages a source: one request per
// page of 250 (the largest the service gives), a board asked while the year is read behind costs no request of its own,
// and the standings counted by the database are exactly what the service's rows say — a kudos given with curl included,
// private ones not.
import { describe, expect, it } from 'vitest';
import { type FeedSource, calendarPeriod, standings } from '../../src/engagement/feed/index.js';
import { useStoreFactories, storeBackends } from '../store/open-stores.js';
import { clientFor, useService } from '../support/engagement.js';
import { testFixture } from '../support/fixture.js';
import { modelOn } from '../support/read-model.js';

const year = calendarPeriod('year', new Date(), 'UTC');
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const SOURCES: FeedSource[] = [{ team: 'Engineering' }, { email: 'cara@acme.test' }, { email: 'ceo@acme.test' }];
const PAGE = 250;

/** 700 kudos over this year to the Engineering team (one in ten private, some to two people), 300 to Cara, 20 last year. */
function seed() {
  const fixture = testFixture();
  const span = Date.now() - year.start.getTime() - 60_000;
  const at = (i: number, n: number) => stamp(year.start.getTime() + Math.floor((span * i) / n));
  const team = ['ana@acme.test', 'ben@acme.test', 'mgr@acme.test'];
  for (let i = 0; i < 700; i += 1) {
    const to = i % 7 === 0 ? [team[i % 3]!, 'cara@acme.test'] : [team[i % 3]!];
    fixture.companies[0]!.recognitions.push({
      from: 'ceo@acme.test',
      to,
      amount: 1 + (i % 9),
      for: `team kudos ${i}`,
      share: i % 10 !== 3,
      createdate: at(i, 700),
    });
  }
  for (let i = 0; i < 300; i += 1) {
    fixture.companies[0]!.recognitions.push({
      from: 'ana@acme.test',
      to: ['cara@acme.test'],
      amount: 2,
      for: `to Cara ${i}`,
      share: true,
      createdate: at(i, 300),
    });
  }
  for (let i = 0; i < 20; i += 1) {
    fixture.companies[0]!.recognitions.push({
      from: 'ben@acme.test',
      to: ['ana@acme.test'],
      amount: 50,
      for: `last year ${i}`,
      share: true,
      createdate: stamp(year.start.getTime() - (i + 1) * 86_400_000),
    });
  }
  return fixture;
}

const requests: string[] = [];
const service = useService({ seed: seed(), log: (line) => requests.push(line) });

/** What the service's rows give each receiver this year, from the shared recognitions with someone of a read source. */
function fromRows(): [string, number, number][] {
  const rows = service.current.db
    .prepare(`SELECT rr.email, sum(r.amount) AS coins, count(*) AS kudos FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id
      WHERE r.stage = 'dev' AND r.company_id = 'acme' AND r.share = 1 AND r.createdate >= ? AND r.id IN (
        SELECT o.recognition_id FROM recognition_recipients o LEFT JOIN members m ON m.stage = 'dev' AND m.company_id = 'acme' AND m.email = o.email
        WHERE m.team_id = 't100' OR o.email IN ('cara@acme.test', 'ceo@acme.test'))
      GROUP BY rr.email ORDER BY coins DESC, kudos DESC`)
    .all(stamp(year.start.getTime())) as { email: string; coins: number; kudos: number }[];
  return rows.map((r) => [r.email, r.coins, r.kudos]);
}

const sqlite = storeBackends('feed-year')[0]!;
const { open } = useStoreFactories(sqlite.url);

describe('a year of the shared feed', () => {
  it('reads each source in pages of 250, once, and counts exactly what the service holds', async () => {
    const client = clientFor(service.current);
    await client.recognition.create('mgr@acme.test', { recipients: 'ben@acme.test', amount: 77, for: 'given with curl' });
    await client.recognition.create('mgr@acme.test', { recipients: 'ana@acme.test', amount: 500, for: 'private, with curl', display_feed: false });
    const totals = await Promise.all(
      SOURCES.map(
        async (s) => (await client.recognition.list({ ...('team' in s ? { team_name: s.team } : { email: s.email }), limit: 1 })).pagination.totalItems,
      ),
    );
    expect(totals[0]).toBeGreaterThan(2 * PAGE); // several pages a source

    const model = modelOn(await open());
    const c = { scope: 'T:T1:dev:year', client };
    requests.length = 0;
    // The year is read behind an answer, and a year board is asked while that read is under way.
    model.prefetch(c, SOURCES, year.start.getTime());
    await model.fresh(c, SOURCES, year.start.getTime());

    const pages = requests.filter((line) => line.startsWith('GET /dev/1/recognition?'));
    expect(pages.every((line) => line.includes(`limit=${PAGE}`))).toBe(true);
    // The last year's kudos are the oldest, on each source's last page: every page is read (an empty source's one),
    // and none twice.
    expect(pages).toHaveLength(totals.reduce((sum, n) => sum + Math.max(1, Math.ceil(n / PAGE)), 0));
    expect(new Set(pages.map((line) => line.split(' ')[1])).size).toBe(pages.length);

    const board = (await standings(model, c.scope, 'receivers', year)).standings.map((s) => [s.email, s.coins, s.kudos]);
    expect(board).toEqual(fromRows());
    const reasons = (
      await model.db
        .selectFrom('recognitions')
        .select('reason')
        .where('scope', '=', c.scope)
        .where('shared', '=', 1)
        .where('at', '>=', year.start.getTime())
        .execute()
    ).map((r) => r.reason);
    expect(reasons).toContain('given with curl');
    expect(reasons.some((r) => r.startsWith('private') || r.startsWith('last year'))).toBe(false);
  });
});
