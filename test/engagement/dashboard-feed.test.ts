// The dashboard's charts over the read model fed from the real service, on SQLite and PostgreSQL: the year read once
// and counted by the charts' queries, another instance (or a restart) reading only the top of each source, what is new
// picked up when told a kudos was given, and one kudos read through two sources counted once.
import { describe, expect, it, vi } from 'vitest';
import type { Roster } from '../../src/directory/roster.js';
import { byTeam } from '../../src/insights/charts/teams.js';
import { Ledgers } from '../../src/insights/ledgers.js';
import { storeBackends, useStoreFactories } from '../store/open-stores.js';
import { clientFor, useService } from '../support/engagement.js';
import { modelOn } from '../support/read-model.js';
import type { WebClient } from '@slack/web-api';
import type { StoreFactory } from '../../src/store/factory.js';

const SOURCES = [{ team: 'Engineering' }, { email: 'cara@acme.test' }, { email: 'ceo@acme.test' }];
const roster: Roster = { emailOf: new Map(), userOf: new Map(), groups: new Map(), left: new Set(), sources: SOURCES };
const slack = {} as WebClient;
const NOW = Date.now();
const YEAR = { from: NOW - 365 * 86_400_000, to: NOW + 86_400_000, bucket: 'month' as const, timeZone: 'UTC' };

/** Ana and Ben in Engineering, Cara in Sales: the company's directory rows. */
async function directory(stores: StoreFactory, scope: string) {
  const person = (email: string, name: string, team: string) => ({ scope, email, user_id: null, name, team, manager: null });
  await stores.db
    .insertInto('directory')
    .values([person('ana@acme.test', 'Ana', 'Engineering'), person('ben@acme.test', 'Ben', 'Engineering'), person('cara@acme.test', 'Cara', 'Sales')])
    .execute();
}

for (const b of storeBackends('dashboard-feed')) {
  describe.skipIf(b.skip)(`the dashboard's charts over the read model on ${b.name}`, () => {
    const { open } = useStoreFactories(b.url);
    const service = useService();

    /** Kudos received per team, the dashboard's way: rows brought up to date, then counted. */
    async function receivedBy(stores: StoreFactory, scope: string, client = clientFor(service.current), refreshMs?: number) {
      const ledgers = new Ledgers({
        feed: modelOn(stores, { ...(refreshMs !== undefined ? { refreshMs } : {}) }),
        rosters: { of: async () => roster },
        log: console,
      });
      const rows = await ledgers.of(slack, { teamId: 'T1' }, { scope, client, stage: 'dev', keyLast4: '-key', source: 'default' }, [], NOW);
      return Object.fromEntries((await byTeam(rows, YEAR)).rows.map((r) => [r[0], r[2]]));
    }

    it('counts the year read once; another instance reads only the top of each source', async () => {
      const client = clientFor(service.current);
      for (let i = 0; i < 12; i += 1)
        await client.recognition.create('cara@acme.test', {
          recipients: i % 2 ? 'ana@acme.test' : ['ana@acme.test', 'ben@acme.test'],
          amount: 1,
          for: `thanks ${i}`,
        });
      const stores = await open();
      await directory(stores, 'T:T1:dev:key1');
      const before = await receivedBy(stores, 'T:T1:dev:key1');
      expect(before.Engineering).toBeGreaterThanOrEqual(18);

      await client.recognition.create('ben@acme.test', { recipients: 'cara@acme.test', amount: 2, for: 'given while the instance was down' });
      const again = clientFor(service.current);
      const pages = vi.spyOn(again.recognition, 'feedPage');
      expect(await receivedBy(await open(), 'T:T1:dev:key1', again, 0)).toEqual({ ...before, Sales: Number(before.Sales ?? 0) + 1 });
      expect(pages.mock.calls.map(([q]) => q.page)).toEqual([1, 1, 1]);
    });

    it('counts a kudos told of at once, once though two sources list it', async () => {
      const stores = await open();
      await directory(stores, 'T:T1:dev:key2');
      const before = await receivedBy(stores, 'T:T1:dev:key2');
      // To Ana (read through Engineering) from Cara (a source of her own): listed by both.
      const client = clientFor(service.current);
      await client.recognition.create('cara@acme.test', { recipients: 'ana@acme.test', amount: 3, for: 'seen through two sources' });
      expect(await receivedBy(stores, 'T:T1:dev:key2')).toEqual(before);
      modelOn(stores).stale('T:T1:dev:key2');
      await vi.waitFor(async () => expect(await receivedBy(stores, 'T:T1:dev:key2')).toEqual({ ...before, Engineering: Number(before.Engineering) + 1 }));
    });
  });
}
