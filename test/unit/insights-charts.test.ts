// The insights charts against a small company worked out by hand: five people in three teams, six kudos (one private,
// one from outside the directory, one before the period), every figure below counted on paper — by the charts' queries
// over the read model's rows (SQLite and PostgreSQL), where the private kudos is kept and counted in no chart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participation } from '../../src/insights/charts/participation.js';
import type { ChartRows } from '../../src/insights/charts/rows.js';
import type { Scope } from '../../src/insights/charts/scope.js';
import { notRecognised, top } from '../../src/insights/charts/standings.js';
import { byManager, byTeam, teamMatrix } from '../../src/insights/charts/teams.js';
import { allowanceUse, valuesOverTime } from '../../src/insights/charts/values.js';
import type { People } from '../../src/insights/people.js';
import { type StoreFactory, createStoreFactory } from '../../src/store/factory.js';
import { type TestKudos, chartRowsOf } from '../support/read-model.js';
import { storeBackends } from '../store/open-stores.js';

const people: People = new Map(
  [
    { email: 'ana@acme.test', name: 'Ana Lima', team: 'Eng', manager: 'mgr@acme.test' },
    { email: 'ben@acme.test', name: 'Ben Carter', team: 'Eng', manager: 'mgr@acme.test' },
    { email: 'cara@acme.test', name: 'Cara Sales', team: 'Sales', manager: 'ceo@acme.test' },
    { email: 'mgr@acme.test', name: 'Max Manager', team: 'Eng', manager: 'ceo@acme.test' },
    { email: 'ceo@acme.test', name: 'Cleo Chief', team: 'Exec' },
  ].map((p) => [p.email, p]),
);
const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const kudos: TestKudos[] = [
  { at: at('2026-10-05'), giver: 'ben@acme.test', receivers: ['ana@acme.test'], amount: 10, reason: 'great #ownership', shared: true },
  { at: at('2026-10-20'), giver: 'cara@acme.test', receivers: ['ana@acme.test', 'ben@acme.test'], amount: 5, reason: 'thanks', shared: true },
  { at: at('2026-11-03'), giver: 'ana@acme.test', receivers: ['cara@acme.test'], amount: 20, reason: '#care for the help', shared: true },
  { at: at('2026-11-10'), giver: 'mgr@acme.test', receivers: ['ben@acme.test'], amount: 7, reason: 'private #care', shared: false },
  { at: at('2026-11-15'), giver: 'x@elsewhere.test', receivers: ['ana@acme.test'], amount: 3, reason: 'hi', shared: true },
  { at: at('2026-09-30'), giver: 'ben@acme.test', receivers: ['ana@acme.test'], amount: 100, reason: 'too early', shared: true },
];
const admin: Scope = { from: Date.parse('2026-10-01T00:00:00Z'), to: Date.parse('2026-12-01T00:00:00Z'), bucket: 'month', timeZone: 'UTC' };
const manager: Scope = { ...admin, teams: new Set(['Eng']) };

for (const b of storeBackends('insights-charts'))
  describe.skipIf(b.skip)(`insights charts on ${b.name}`, () => {
    let stores: StoreFactory;
    let ledger: ChartRows;
    beforeAll(async () => {
      stores = await createStoreFactory(b.url());
      ledger = await chartRowsOf(stores, kudos, people, ['ownership', 'care']);
    });
    afterAll(() => stores.close());

    it('participation: shares of givers and receivers, kudos and coins, shared kudos only (the private one counts nowhere)', async () => {
      expect((await participation(ledger, admin)).rows).toEqual([
        ['2026-10', 5, 40, 40, 2, 20],
        ['2026-11', 5, 20, 40, 2, 23],
      ]);
      expect((await participation(ledger, manager)).rows[0]).toEqual(['2026-10', 3, 33.3, 66.7, 2, 20]);
    });

    it('participation by week on the workspace clock', async () => {
      const weeks = await participation(ledger, { ...admin, from: Date.parse('2026-11-01T00:00:00Z'), bucket: 'week', timeZone: 'Europe/Lisbon' });
      expect(weeks.rows.map((r) => r[0])).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
      expect(weeks.rows.map((r) => r[4])).toEqual([0, 1, 1, 0, 0, 0]);
    });

    it('kudos and coins by team, and the team filter', async () => {
      expect((await byTeam(ledger, admin)).rows).toEqual([
        ['Eng', 3, 4, 23, 2, 30],
        ['Exec', 1, 0, 0, 0, 0],
        ['Sales', 1, 1, 20, 1, 10],
      ]);
      expect((await byTeam(ledger, { ...admin, team: 'Sales' })).rows).toEqual([['Sales', 1, 1, 20, 1, 10]]);
      expect((await byTeam(ledger, manager)).rows).toEqual([['Eng', 3, 4, 23, 2, 30]]);
    });

    it('kudos and coins by manager (their reports)', async () => {
      expect((await byManager(ledger, admin)).rows).toEqual([
        ['Cleo Chief', 2, 1, 20, 1, 10],
        ['Max Manager', 2, 4, 23, 2, 30],
      ]);
    });

    it('the team-to-team matrix', async () => {
      expect((await teamMatrix(ledger, admin)).rows).toEqual([
        ['Eng', 'Eng', 1, 10],
        ['Eng', 'Sales', 1, 20],
        ['Sales', 'Eng', 2, 10],
      ]);
    });

    it('values over time, and the value filter', async () => {
      expect(await valuesOverTime(ledger, admin)).toEqual({
        columns: ['Period', '#ownership', '#care'],
        rows: [
          ['2026-10', 1, 0],
          ['2026-11', 0, 1],
        ],
      });
      expect((await top(ledger, { ...admin, value: 'care' }, 'receivers')).rows).toEqual([[1, 'Cara Sales', 'Sales', 1, 20]]);
    });

    it('allowance use: coins given in shared kudos (the private one not) against the allowance of everyone in scope', async () => {
      expect((await allowanceUse(ledger, admin, 100)).rows).toEqual([
        ['2026-10', 2, 20, 500, 4],
        ['2026-11', 1, 20, 500, 4],
      ]);
    });

    it('top receivers and givers, private kudos never by name', async () => {
      expect((await top(ledger, admin, 'receivers')).rows).toEqual([
        [1, 'Cara Sales', 'Sales', 1, 20],
        [2, 'Ana Lima', 'Eng', 3, 18],
        [3, 'Ben Carter', 'Eng', 1, 5],
      ]);
      expect((await top(ledger, admin, 'givers')).rows).toEqual([
        [1, 'Ana Lima', 'Eng', 1, 20],
        [2, 'Ben Carter', 'Eng', 1, 10],
        [3, 'Cara Sales', 'Sales', 1, 10],
      ]);
      expect(JSON.stringify(await top(ledger, admin, 'givers'))).not.toContain('Max Manager');
    });

    it('a manager sees by name only their own reports: in the top lists and as the one manager listed', async () => {
      const reports = new Set(['ana@acme.test', 'ben@acme.test']);
      // Cleo Chief manages Max Manager, who is in Eng too: listed for an admin's view of Eng, not for Max's.
      expect((await byManager(ledger, manager)).rows.map((r) => r[0])).toEqual(['Cleo Chief', 'Max Manager']);
      expect((await byManager(ledger, manager, reports)).rows).toEqual([['Max Manager', 2, 4, 23, 2, 30]]);
      expect((await top(ledger, manager, 'receivers', new Set(['ana@acme.test']))).rows).toEqual([[1, 'Ana Lima', 'Eng', 3, 18]]);
      expect((await top(ledger, manager, 'givers', reports)).rows).toEqual([
        [1, 'Ana Lima', 'Eng', 1, 20],
        [2, 'Ben Carter', 'Eng', 1, 10],
      ]);
    });

    it('top givers: the first ten places, ties at the tenth included and then ordered by name', async () => {
      // Twelve people each give one kudos of 5 coins in the period, one gives 9: all but one tie for second place.
      const many: People = new Map(
        Array.from({ length: 12 }, (_, i) => [`p${i}@acme.test`, { email: `p${i}@acme.test`, name: `Émile ${String.fromCharCode(76 - i)}`, team: 'Eng' }]),
      );
      const given: TestKudos[] = [...many.keys()].map((email, i) => ({
        at: at('2026-11-02'),
        giver: email,
        receivers: ['ana@acme.test'],
        amount: i === 11 ? 9 : 5,
        reason: 'thanks',
        shared: true,
      }));
      const rows = await chartRowsOf(stores, given, many, []);
      const names = [...many.values()].map((p) => p.name);
      expect((await top(rows, admin, 'givers')).rows).toEqual([
        [1, names[11], 'Eng', 1, 9],
        ...names
          .slice(0, 11)
          .sort((a, b) => a.localeCompare(b))
          .slice(0, 9)
          .map((name, i) => [i + 2, name, 'Eng', 1, 5]),
      ]);
    });

    it('who was not recognised in the last 30 days; a manager sees only their reports', async () => {
      const now = Date.parse('2026-12-01T00:00:00Z');
      expect((await notRecognised(ledger, admin, 30, now)).rows).toEqual([
        ['Ben Carter', 'Eng', '2026-10-20'],
        ['Cleo Chief', 'Exec', ''],
        ['Max Manager', 'Eng', ''],
      ]);
      expect((await notRecognised(ledger, manager, 30, now, new Set(['ana@acme.test', 'ben@acme.test']))).rows).toEqual([['Ben Carter', 'Eng', '2026-10-20']]);
    });
  });
