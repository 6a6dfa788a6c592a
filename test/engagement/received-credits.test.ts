// The rewards' received credits from the read model, on SQLite and PostgreSQL: a person's own list (private kudos
// included) read into the rows and credited from them, each recognition once however often it is read, kudos too old
// for the rows credited from their page; the private rows are counted on no board. Calls at once share a read.
import { describe, expect, it } from 'vitest';
import { standings } from '../../src/engagement/feed/index.js';
import { type Credits, creditReceived } from '../../src/features/rewards/received.js';
import { storeBackends, useStoreFactories } from '../store/open-stores.js';
import { clientFor, useService } from '../support/engagement.js';
import { testFixture } from '../support/fixture.js';
import { modelOn, rowsOf } from '../support/read-model.js';

const DAY = 86_400_000;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const T1 = { teamId: 'T1' };

function seed() {
  const fixture = testFixture();
  fixture.companies[0]!.recognitions.push(
    { from: 'ceo@acme.test', to: ['ana@acme.test'], amount: 40, for: 'long ago', share: true, createdate: stamp(Date.now() - 500 * DAY) },
    { from: 'cara@acme.test', to: ['ana@acme.test'], amount: 7, for: 'between us', share: false, createdate: stamp(Date.now() - DAY) },
  );
  return fixture;
}

/** The rewards ledger's credits, in memory: each recognition once per person; `reads` counts the runs (each asks once
 *  whether the history was read). */
function ledger(): Credits & { credits: Map<string, number>; whys: string[]; reads: () => number } {
  const credits = new Map<string, number>();
  const whys: string[] = [];
  let history = false;
  let reads = 0;
  return {
    credits,
    whys,
    reads: () => reads,
    credit: async (_w, user, key, amount, why) => {
      if (credits.has(`${user}:${key}`)) return false;
      credits.set(`${user}:${key}`, amount);
      whys.push(why);
      return true;
    },
    credited: async (_w, user, key) => credits.has(`${user}:${key}`),
    historyRead: async () => {
      reads += 1;
      return history;
    },
    markHistoryRead: async () => void (history = true),
  };
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

for (const b of storeBackends('received')) {
  describe.skipIf(b.skip)(`received credits on ${b.name}`, () => {
    const { open } = useStoreFactories(b.url);
    const service = useService({ seed: seed() });
    const receivedByAna = () =>
      (
        service.current.db
          .prepare(
            "SELECT COALESCE(SUM(r.amount), 0) AS n FROM recognitions r JOIN recognition_recipients rr ON rr.recognition_id = r.id WHERE r.stage = 'dev' AND rr.email = 'ana@acme.test'",
          )
          .get() as { n: number }
      ).n;

    it('credits everything the person received once, private and old kudos included, from the rows', async () => {
      const model = modelOn(await open());
      const c = { scope: 'T:T1:dev:-key', client: clientFor(service.current) };
      // The team's feed was read first: Ana's shared kudos are rows already, and are not stored again.
      await model.fresh(c, [{ team: 'Engineering' }], Date.now() - 395 * DAY);
      const books = ledger();
      expect(await creditReceived(model, books, c, T1, 'UANA', 'Ana@acme.test')).toBe(3);
      expect(sum(books.credits)).toBe(receivedByAna());
      expect(books.whys).toContain('kudos from Cara Sales: between us');
      const rows = await rowsOf(model.db, c.scope);
      expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      expect(rows.find((r) => r.reason === 'between us')).toMatchObject({ shared: 0, receivers: ['ana@acme.test'] });
      expect(rows.some((r) => r.reason === 'long ago')).toBe(false); // credited from its page, never a row

      expect(await creditReceived(model, books, c, T1, 'UANA', 'ana@acme.test')).toBe(0);
      await c.client.recognition.create('ben@acme.test', { recipients: 'ana@acme.test', amount: 2, for: 'quietly', display_feed: false });
      expect(await creditReceived(model, books, c, T1, 'UANA', 'ana@acme.test')).toBe(1);
      expect(sum(books.credits)).toBe(receivedByAna());

      const board = await standings(model, c.scope, 'receivers', { start: new Date(0), end: new Date(Date.now() + DAY) });
      expect(board.standings.find((s) => s.email === 'ana@acme.test')).toMatchObject({ kudos: 1, coins: 5 }); // the seed's shared one only
    });

    it('shares one run among calls made while one is under way, which still sees what was given before them', async () => {
      const model = modelOn(await open());
      const c = { scope: 'T:T1:dev:-key', client: clientFor(service.current) };
      const books = ledger();
      // The first run is held at its end, after it read the list: the calls made meanwhile come while it is under way.
      let reached = () => {};
      let release = () => {};
      const atEnd = new Promise<void>((r) => (reached = r));
      const held = new Promise<void>((r) => (release = r));
      const markHistoryRead = books.markHistoryRead;
      books.markHistoryRead = async (...args) => {
        reached();
        await held;
        return markHistoryRead(...args);
      };
      const first = creditReceived(model, books, c, T1, 'UANA', 'ana@acme.test');
      await atEnd;
      await c.client.recognition.create('ben@acme.test', { recipients: 'ana@acme.test', amount: 3, for: 'during the read', display_feed: false });
      const later = Promise.all(Array.from({ length: 10 }, () => creditReceived(model, books, c, T1, 'UANA', 'ana@acme.test')));
      release();
      await first;
      expect(await later).toEqual(Array(10).fill(1));
      expect(books.reads()).toBe(2);
      expect(books.whys).toContain('kudos from Ben Carter: during the read');
      expect(sum(books.credits)).toBe(receivedByAna());
    });
  });
}
