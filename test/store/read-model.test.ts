// The read model's contract on SQLite and PostgreSQL, instances being store factories on one database: two readers
// store each recognition once and read the year once (the second waits for the first and answers from its rows); a
// reader that stops is taken over once its lease lapses and writes nothing after; the progress saved is never ahead of
// the rows (a read cut short goes on from the first page not saved); rows past 400 days go; a workspace's and a
// person's rows are deleted, nobody else's.
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import { ReadModel, eraseRecognitions, forgetRecognitions } from '../../src/engagement/feed/index.js';
import { LeaseLost, READERS } from '../../src/engagement/feed/lease.js';
import type { EngagementClient } from '../../src/engagement-client/index.js';
import type { AtomicStore } from '../../src/store/atomic.js';
import type { StoreFactory } from '../../src/store/factory.js';
import { clientFor, useService } from '../support/engagement.js';
import { testFixture } from '../support/fixture.js';
import { modelOn, rowsOf, writeTestKudos } from '../support/read-model.js';
import { storeBackends, useStoreFactories } from './open-stores.js';
import type { Kysely } from 'kysely';

const DAY = 86_400_000;
const YEARS_AGO = Date.UTC(2000, 0, 1);
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const ENGINEERING = [{ team: 'Engineering' }];

/** 600 shared kudos to the Engineering team over the last 300 days (three pages of 250), and the seed's one. */
function seed() {
  const fixture = testFixture();
  for (let i = 0; i < 600; i += 1) {
    fixture.companies[0]!.recognitions.push({
      from: 'ceo@acme.test',
      to: [i % 2 ? 'ana@acme.test' : 'ben@acme.test'],
      amount: 1 + (i % 5),
      for: `kudos ${i}`,
      share: true,
      createdate: stamp(Date.now() - (600 - i) * 12 * 3_600_000),
    });
  }
  return fixture;
}

const requests: string[] = [];
const service = useService({ seed: seed(), log: (line) => requests.push(line) });
const pagesRequested = () => requests.filter((line) => line.startsWith('GET /dev/1/recognition?'));

/** A client whose page `page` waits for `release` (a reader that stops mid-read). */
function stalling(page: number): { client: EngagementClient; release: () => void; reached: Promise<void> } {
  const client = clientFor(service.current);
  const real = client.recognition.feedPage.bind(client.recognition);
  let release = () => {};
  let reached = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const at = new Promise<void>((r) => (reached = r));
  vi.spyOn(client.recognition, 'feedPage').mockImplementation(async (q) => {
    if (q.page === page) {
      reached();
      await gate;
    }
    return real(q);
  });
  return { client, release, reached: at };
}

/** The readers' claims of an instance whose heartbeat stopped: its lease is never renewed. */
const withoutHeartbeat = (stores: StoreFactory): AtomicStore => ({ ...stores.atomic(READERS), renew: async () => false });

const countOf = async (
  db: Kysely<Database>,
  table: 'recognitions' | 'recognition_receivers' | 'recognition_values' | 'recognition_people' | 'directory' | 'feed_sources',
  scope: string,
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('scope', '=', scope)
        .executeTakeFirstOrThrow()
    ).n,
  );

for (const b of storeBackends('read-model')) {
  describe.skipIf(b.skip)(`the read model's contract on ${b.name}`, () => {
    const { open } = useStoreFactories(b.url);
    let n = 0;
    const scope = () => `T:T${(n += 1)}:dev:${b.name.slice(0, 3)}`;

    it('two instances reading at once store each recognition once, and read the year once', async () => {
      const [one, two] = [modelOn(await open()), modelOn(await open())];
      const s = scope();
      requests.length = 0;
      await Promise.all([
        one.fresh({ scope: s, client: clientFor(service.current) }, ENGINEERING, YEARS_AGO),
        two.fresh({ scope: s, client: clientFor(service.current) }, ENGINEERING, YEARS_AGO),
      ]);
      const rows = await rowsOf(one.db, s);
      expect(rows).toHaveLength(601);
      expect(new Set(rows.map((r) => r.key)).size).toBe(601);
      expect(await countOf(one.db, 'recognition_receivers', s)).toBe(601);
      // Three pages of 250 once (and the top of a refresh at most), not the year twice.
      expect(pagesRequested().filter((l) => l.includes('limit=250'))).toHaveLength(3);
    });

    it('a reader that stops is taken over when its lease lapses, and writes nothing after', async () => {
      const [a, b2] = [await open(), await open()];
      const s = scope();
      const stopped = new ReadModel({ db: a.db, kind: a.kind, readers: withoutHeartbeat(a) }, { refreshMs: 60_000, leaseMs: 600 });
      const stall = stalling(2);
      const first = stopped.fresh({ scope: s, client: stall.client }, ENGINEERING, YEARS_AGO);
      await stall.reached;
      const taker = modelOn(b2, { leaseMs: 600 });
      await taker.fresh({ scope: s, client: clientFor(service.current) }, ENGINEERING, YEARS_AGO);
      expect(await countOf(b2.db, 'recognitions', s)).toBe(601);
      const progress = await b2.db.selectFrom('feed_sources').selectAll().where('scope', '=', s).execute();
      stall.release();
      await expect(first).rejects.toThrow(LeaseLost);
      expect(await countOf(b2.db, 'recognitions', s)).toBe(601);
      expect(await b2.db.selectFrom('feed_sources').selectAll().where('scope', '=', s).execute()).toEqual(progress);
    });

    it('saves progress with the rows: a read cut short goes on from the first page it did not save', async () => {
      const stores = await open();
      const s = scope();
      const client = clientFor(service.current);
      const real = client.recognition.feedPage.bind(client.recognition);
      vi.spyOn(client.recognition, 'feedPage').mockImplementation(async (q) => {
        if (q.page === 3) throw new Error('the service went away');
        return real(q);
      });
      await expect(modelOn(stores).fresh({ scope: s, client }, ENGINEERING, YEARS_AGO)).rejects.toThrow('went away');
      const [saved] = await stores.db.selectFrom('feed_sources').selectAll().where('scope', '=', s).execute();
      expect(saved).toMatchObject({ source_id: 'team:Engineering', pages_read: 2, exhausted: 0 });
      expect(await countOf(stores.db, 'recognitions', s)).toBe(500);
      const again = clientFor(service.current);
      const pages = vi.spyOn(again.recognition, 'feedPage');
      await modelOn(await open()).fresh({ scope: s, client: again }, ENGINEERING, YEARS_AGO);
      expect(pages.mock.calls.map(([q]) => q.page)).toEqual([3]);
      expect(await countOf(stores.db, 'recognitions', s)).toBe(601);
    });

    it('lets rows older than 400 days go, and the names no row uses any more', async () => {
      const stores = await open();
      const model = modelOn(stores);
      const s = scope();
      const now = Date.now();
      await writeTestKudos(stores.db, s, [
        { key: 'old', at: now - 401 * DAY, giver: 'gone@acme.test', receivers: ['ana@acme.test'], amount: 1, reason: '#care', shared: true },
        { key: 'new', at: now - DAY, giver: 'ben@acme.test', receivers: ['ana@acme.test'], amount: 2, reason: '#care', shared: true },
      ]);
      await stores.db
        .insertInto('feed_sources')
        .values({ scope: s, source_id: 'team:Engineering', pages_read: 1, oldest_at: now - 401 * DAY, newest_at: now - DAY, exhausted: 1 })
        .execute();
      expect(await model.prune(now)).toBe(1);
      expect((await rowsOf(stores.db, s)).map((r) => r.key)).toEqual(['new']);
      expect(await countOf(stores.db, 'recognition_values', s)).toBe(1);
      expect((await stores.db.selectFrom('recognition_people').select('email').where('scope', '=', s).orderBy('email').execute()).map((p) => p.email)).toEqual([
        'ana@acme.test',
        'ben@acme.test',
      ]);
    });

    it('erases a workspace’s companies, and one person of a workspace, in the caller’s transaction', async () => {
      const stores = await open();
      const [t1, t2] = [`T:TX${n}:dev:abcd`, `T:TY${n}:dev:abcd`];
      const kudos = [
        { key: 'to-ana', at: Date.now(), giver: 'ben@acme.test', receivers: ['ana@acme.test'], amount: 1, reason: 'only Ana #care', shared: true },
        { key: 'to-both', at: Date.now(), giver: 'cara@acme.test', receivers: ['ana@acme.test', 'ben@acme.test'], amount: 2, reason: 'both', shared: true },
        { key: 'from-ana', at: Date.now(), giver: 'ana@acme.test', receivers: ['ben@acme.test'], amount: 3, reason: 'from Ana', shared: true },
      ];
      for (const s of [t1, t2]) {
        await writeTestKudos(stores.db, s, kudos);
        await stores.db
          .insertInto('directory')
          .values([
            { scope: s, email: 'ana@acme.test', user_id: 'UANA', name: 'Ana', team: 'Eng', manager: null },
            { scope: s, email: 'ben@acme.test', user_id: 'UBEN', name: 'Ben', team: 'Eng', manager: null },
          ])
          .execute();
        await stores.db
          .insertInto('feed_sources')
          .values({ scope: s, source_id: 'received:ana@acme.test', pages_read: 1, oldest_at: 1, newest_at: 2, exhausted: 1 })
          .execute();
      }
      await stores.db.transaction().execute((trx) => forgetRecognitions(trx, [`TX${n}`], { userId: 'UANA', emails: [] }));
      const left = await rowsOf(stores.db, t1);
      expect(left.map((r) => [r.key, r.giver, r.receivers])).toEqual([
        ['from-ana', null, ['ben@acme.test']],
        ['to-both', 'cara@acme.test', ['ben@acme.test']],
      ]);
      expect(await countOf(stores.db, 'recognition_values', t1)).toBe(0);
      expect((await stores.db.selectFrom('recognition_people').select('email').where('scope', '=', t1).execute()).map((p) => p.email).sort()).toEqual([
        'ben@acme.test',
        'cara@acme.test',
      ]);
      expect((await stores.db.selectFrom('directory').select('email').where('scope', '=', t1).execute()).map((p) => p.email)).toEqual(['ben@acme.test']);
      expect(await countOf(stores.db, 'feed_sources', t1)).toBe(0);
      expect(await rowsOf(stores.db, t2)).toHaveLength(3);
      // A transaction rolled back takes the erase with it.
      await expect(
        stores.db.transaction().execute(async (trx) => {
          await eraseRecognitions(trx, [`TY${n}`]);
          throw new Error('something else failed');
        }),
      ).rejects.toThrow('something else failed');
      expect(await rowsOf(stores.db, t2)).toHaveLength(3);
      expect(await stores.db.transaction().execute((trx) => eraseRecognitions(trx, [`TY${n}`]))).toBe(3);
      for (const table of ['recognitions', 'recognition_receivers', 'recognition_values', 'recognition_people', 'directory', 'feed_sources'] as const)
        expect(await countOf(stores.db, table, t2), table).toBe(0);
      expect(await rowsOf(stores.db, t1)).toHaveLength(2);
    });
  });
}
