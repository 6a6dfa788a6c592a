// The rollups say what the rows say, on SQLite and PostgreSQL: random companies go through random histories — pages of
// kudos written (some read twice), the directory saved again (people moving teams, managers, leaving), a person
// forgotten, the 400-day prune — and at each look every chart and board counted from the rollups' months equals the
// same counted straight from the rows (the rollups' state taken away for it), on the workspace's clock or another.
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Board, calendarPeriod, forgetRecognitions, standings } from '../../src/engagement/feed/index.js';
import { pruneOld } from '../../src/engagement/feed/prune.js';
import { ROLLUP_TABLES, lockState } from '../../src/engagement/feed/rollups.js';
import { monthsOf } from '../../src/insights/charts/months.js';
import { participation } from '../../src/insights/charts/participation.js';
import type { ChartRows } from '../../src/insights/charts/rows.js';
import type { Scope } from '../../src/insights/charts/scope.js';
import { top } from '../../src/insights/charts/standings.js';
import { byManager, byTeam, teamMatrix } from '../../src/insights/charts/teams.js';
import { allowanceUse, valuesOverTime } from '../../src/insights/charts/values.js';
import { type StoreFactory, createStoreFactory } from '../../src/store/factory.js';
import { type TestKudos, failBehind, writeTestKudos } from '../support/read-model.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-20T10:30:00Z');
const PEOPLE = ['ana', 'ben', 'cara', 'dan', 'eve', 'fay'].map((n) => `${n}@acme.test`);
const SOMEONE = fc.constantFrom(...PEOPLE, 'zed@elsewhere.test');
const TEAMS = ['Eng', 'Sales', 'Ops'];
const VALUES = ['care', 'ownership'];
const CLOCKS = ['UTC', 'America/New_York', 'Asia/Kolkata'];

/** Any time of the rows' 420 days, often near where the prune cuts or a month starts on some clock. */
const time = fc.oneof(
  fc.integer({ min: NOW - 420 * DAY, max: NOW }),
  { arbitrary: fc.integer({ min: NOW - 402 * DAY, max: NOW - 355 * DAY }), weight: 2 },
  fc
    .tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: -15, max: 15 }))
    .map(([month, hours]) => Math.min(NOW, Date.UTC(2025, 10 + month, 1) + hours * 3_600_000)),
);
const kudos = fc.record({
  key: fc.integer({ min: 0, max: 40 }).map((n) => `k${n}`),
  at: time,
  giver: fc.option(SOMEONE, { nil: undefined }),
  receivers: fc.uniqueArray(SOMEONE, { minLength: 1, maxLength: 3 }),
  amount: fc.integer({ min: 1, max: 20 }),
  reason: fc.subarray(['#care', '#ownership', '#other', 'thanks']).map((words) => words.join(' ')),
  shared: fc.boolean(),
}) satisfies fc.Arbitrary<TestKudos>;
const entry = fc.record({
  email: fc.constantFrom(...PEOPLE),
  team: fc.constantFrom(...TEAMS),
  manager: fc.option(fc.constantFrom(...PEOPLE), { nil: undefined }),
});
const step = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), kudos: fc.array(kudos, { minLength: 1, maxLength: 12 }) }),
  fc.record({ kind: fc.constant('directory' as const), people: fc.uniqueArray(entry, { selector: (p) => p.email, maxLength: PEOPLE.length }) }),
  fc.record({ kind: fc.constant('forget' as const), email: fc.constantFrom(...PEOPLE) }),
  fc.record({ kind: fc.constant('prune' as const), days: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('look' as const), clock: fc.constantFrom(...CLOCKS) }),
);

type Company = { stores: StoreFactory; team: string; scope: string };
let directoryVersion = 0;

/** The directory saved as the dashboard's reader saves it: replaced whole, with the moment noted. */
async function saveDirectory(c: Company, people: { email: string; team: string; manager?: string | undefined }[]): Promise<void> {
  await c.stores.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('directory').where('scope', '=', c.scope).execute();
    if (people.length)
      await trx
        .insertInto('directory')
        .values(people.map((p) => ({ scope: c.scope, email: p.email, user_id: null, name: p.email.split('@')[0]!, team: p.team, manager: p.manager ?? null })))
        .execute();
    const at = (directoryVersion += 1);
    await trx
      .insertInto('recognition_scopes')
      .values({ scope: c.scope, directory_at: at })
      .onConflict((oc) => oc.column('scope').doUpdateSet({ directory_at: at }))
      .execute();
  });
}

const chartRows = (c: Company): ChartRows => ({ db: c.stores.db, dialect: c.stores.kind, company: c.scope, values: VALUES, onError: failBehind });

/** Every chart and board of the company on the clock `clock`, for an admin, a team filter and a manager's teams. */
async function everything(c: Company, clock: string) {
  const rows = chartRows(c);
  const out: unknown[] = [];
  // 11 months start the current year (its rollup counts them whole), 12 and 15 add months of the year before.
  for (const months of [1, 11, 12, 15]) {
    const period = calendarPeriod('month', new Date(NOW - (months - 1) * 31 * DAY), clock);
    const admin: Scope = { from: period.start.getTime(), to: NOW + 1, bucket: 'month', timeZone: clock };
    for (const s of [admin, { ...admin, team: 'Eng' }, { ...admin, teams: new Set(['Sales', 'Ops']) }, { ...admin, bucket: 'week' as const }]) {
      out.push(await participation(rows, s), await byTeam(rows, s), await byManager(rows, s), await teamMatrix(rows, s), await valuesOverTime(rows, s));
      out.push(await allowanceUse(rows, s, 50), await top(rows, s, 'receivers'), await top(rows, s, 'givers'));
    }
  }
  for (const kind of ['month', 'quarter', 'year'] as const) {
    const p = calendarPeriod(kind, new Date(NOW), clock);
    for (const board of ['receivers', 'givers'] as Board[]) {
      out.push(await standings(rows, c.scope, board, p), await standings(rows, c.scope, board, p, { people: new Set(PEOPLE.slice(0, 3)) }));
    }
  }
  return out;
}

/** The same counted from the rows alone: the rollups' state is set aside meanwhile (no state, no rollups read). */
async function fromRows(c: Company, clock: string) {
  const state = await c.stores.db.selectFrom('rollup_scopes').selectAll().where('scope', '=', c.scope).executeTakeFirstOrThrow();
  await c.stores.db.deleteFrom('rollup_scopes').where('scope', '=', c.scope).execute();
  try {
    return await everything(c, clock);
  } finally {
    await c.stores.db.insertInto('rollup_scopes').values(state).execute();
  }
}

/** A look: once the charts read the rollups (a recount they need runs behind the first ones, which count from the
 *  rows), everything counted equals the same from the rows. */
async function look(c: Company, clock: string): Promise<void> {
  const admin: Scope = { from: calendarPeriod('month', new Date(NOW), clock).start.getTime(), to: NOW + 1, bucket: 'month', timeZone: clock };
  await expect.poll(() => monthsOf(chartRows(c), admin), { interval: 10 }).toBeDefined();
  const counted = await everything(c, clock);
  expect(counted).toEqual(await fromRows(c, clock));
}

/** Rows naming `email` in the rollups: none once they are forgotten. */
async function naming(c: Company, email: string): Promise<number> {
  const filed = await c.stores.db
    .selectFrom('rollup_people')
    .select('email')
    .where('scope', '=', c.scope)
    .where((eb) => eb.or([eb('email', '=', email), eb('manager', '=', email)]))
    .execute();
  const months = await c.stores.db.selectFrom('rollup_person_months').select('email').where('scope', '=', c.scope).where('email', '=', email).execute();
  const years = await c.stores.db.selectFrom('rollup_person_years').select('email').where('scope', '=', c.scope).where('email', '=', email).execute();
  const managed = await c.stores.db.selectFrom('rollup_team_months').select('manager').where('scope', '=', c.scope).where('manager', '=', email).execute();
  return filed.length + months.length + years.length + managed.length;
}

for (const b of storeBackends('rollups')) {
  describe.skipIf(b.skip)(`the rollups on ${b.name}`, () => {
    const { open } = useStoreFactories(b.url);
    let n = 0;

    it('count what the rows count, whatever happened to the rows and the directory', async () => {
      const stores = await open();
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), fc.constantFrom(...CLOCKS), async (steps, clock) => {
          const team = `TR${(n += 1)}`;
          const c: Company = { stores, team, scope: `T:${team}:dev:${b.name.slice(0, 3)}` };
          await stores.db
            .insertInto('giving_rules')
            .values({
              workspace_key: `T:${team}`,
              allowance: 50,
              period: 'month',
              reset_day: 1,
              time_zone_basis: 'workspace',
              time_zone: clock,
              per_kudos_max: 20,
              admins_exempt: 0,
            })
            .execute();
          await stores.db
            .insertInto('feed_sources')
            .values({ scope: c.scope, source_id: 'team:Eng', pages_read: 1, oldest_at: null, newest_at: null, exhausted: 1 })
            .execute();
          await saveDirectory(
            c,
            PEOPLE.map((email, i) => ({ email, team: TEAMS[i % TEAMS.length]!, manager: PEOPLE[(i + 1) % PEOPLE.length] })),
          );
          await writeTestKudos(stores.db, c.scope, [
            { key: 'first', at: NOW - 30 * DAY, giver: PEOPLE[2], receivers: [PEOPLE[3]!], amount: 2, reason: '#ownership', shared: true },
          ]);
          for (const s of steps) {
            if (s.kind === 'write') await writeTestKudos(stores.db, c.scope, s.kudos);
            if (s.kind === 'directory') await saveDirectory(c, s.people);
            if (s.kind === 'prune') await pruneOld(stores.db, NOW + s.days * DAY);
            if (s.kind === 'look') await look(c, s.clock);
            if (s.kind === 'forget') {
              await stores.db.transaction().execute((trx) => forgetRecognitions(trx, [team], { userId: 'U-none', emails: [s.email] }));
              expect(await naming(c, s.email)).toBe(0);
            }
          }
          await look(c, clock);
        }),
        { numRuns: 20 },
      );
    }, 300_000);

    it('lose what the prune deletes from the month it cuts through, and the months before it', async () => {
      const stores = await open();
      const c: Company = { stores, team: 'TPRUNE', scope: 'T:TPRUNE:dev:abcd' };
      await stores.db
        .insertInto('feed_sources')
        .values({ scope: c.scope, source_id: 'team:Eng', pages_read: 1, oldest_at: null, newest_at: null, exhausted: 1 })
        .execute();
      await saveDirectory(c, [
        { email: PEOPLE[0]!, team: 'Eng' },
        { email: PEOPLE[1]!, team: 'Sales', manager: PEOPLE[0] },
      ]);
      const [from, to] = [PEOPLE[0], [PEOPLE[1]!]];
      await writeTestKudos(stores.db, c.scope, [
        { key: 'gone', at: Date.UTC(2025, 9, 3), giver: from, receivers: to, amount: 5, reason: '#care', shared: true },
        { key: 'older', at: Date.UTC(2025, 8, 20), giver: from, receivers: to, amount: 7, reason: '#care', shared: true },
        { key: 'kept', at: Date.UTC(2025, 9, 28), giver: from, receivers: to, amount: 3, reason: '#care', shared: true },
      ]);
      await pruneOld(stores.db, Date.UTC(2025, 9, 10) + 400 * DAY);
      expect(
        await stores.db.selectFrom('rollup_person_months').select(['side', 'month', 'kudos', 'coins']).where('scope', '=', c.scope).orderBy('side').execute(),
      ).toEqual([
        { side: 'g', month: Date.UTC(2025, 9, 1), kudos: 1, coins: 3 },
        { side: 'r', month: Date.UTC(2025, 9, 1), kudos: 1, coins: 3 },
      ]);
      await look(c, 'UTC');
    });

    it('are counted again behind the charts on a new clock, which count from the rows meanwhile, without waiting for a lock another holds', async () => {
      const stores = await open();
      const c: Company = { stores, team: 'TCLOCK', scope: 'T:TCLOCK:dev:abcd' };
      await saveDirectory(c, [{ email: PEOPLE[0]!, team: 'Eng' }]);
      await writeTestKudos(stores.db, c.scope, [
        { key: 'one', at: NOW - 3 * DAY, giver: PEOPLE[0], receivers: [PEOPLE[1]!], amount: 5, reason: '#care', shared: true },
      ]);
      const kolkata: Scope = {
        from: calendarPeriod('month', new Date(NOW), 'Asia/Kolkata').start.getTime(),
        to: NOW + 1,
        bucket: 'month',
        timeZone: 'Asia/Kolkata',
      };
      if (b.name === 'PostgreSQL') {
        // The rollup state held by another (a page being written on another instance): the chart does not wait for it.
        let release = () => {};
        const held = new Promise<void>((r) => {
          release = r;
        });
        const holder = stores.db.transaction().execute(async (trx) => {
          await lockState(trx, c.scope);
          await held;
        });
        try {
          const answered = await Promise.race([monthsOf(chartRows(c), kolkata), new Promise((r) => setTimeout(() => r('waited'), 10_000))]);
          expect(answered).toBeUndefined();
        } finally {
          release();
          await holder;
        }
      }
      // Free: the first chart on the new clock counts from the rows and starts the recount; a later one reads the rollups.
      expect(await monthsOf(chartRows(c), kolkata)).toBeUndefined();
      await look(c, 'Asia/Kolkata');
      expect(await stores.db.selectFrom('rollup_scopes').select('time_zone').where('scope', '=', c.scope).executeTakeFirst()).toEqual({
        time_zone: 'Asia/Kolkata',
      });
    });

    it('are filled by the migration from the rows already there, on the workspace’s clock', async () => {
      const team = 'TMIGRATE';
      let stores = await createStoreFactory(b.url());
      const c = (s: StoreFactory): Company => ({ stores: s, team, scope: `T:${team}:dev:abcd` });
      try {
        await stores.db
          .insertInto('giving_rules')
          .values({
            workspace_key: `T:${team}`,
            allowance: 50,
            period: 'month',
            reset_day: 1,
            time_zone_basis: 'workspace',
            time_zone: 'Asia/Kolkata',
            per_kudos_max: 20,
            admins_exempt: 0,
          })
          .execute();
        await saveDirectory(
          c(stores),
          PEOPLE.slice(1).map((email, i) => ({ email, team: TEAMS[i % TEAMS.length]!, manager: PEOPLE[i] })),
        );
        await writeTestKudos(stores.db, c(stores).scope, fc.sample(kudos, { seed: 7, numRuns: 80 }));
        // As it was before this version: no rollup tables, and no mark that their migration ran.
        for (const table of ['rollup_scopes', 'rollup_people', ...ROLLUP_TABLES]) await sql`DROP TABLE ${sql.table(table)}`.execute(stores.db);
        // The later migrations run again after it, so what they made outside those tables goes too.
        for (const index of ['directory_manager', 'reward_request_events_user', 'reward_request_events_request'])
          await sql`DROP INDEX ${sql.raw(index)}`.execute(stores.db);
        await sql`DROP TABLE language_choices`.execute(stores.db);
        await stores.db
          .deleteFrom('kudos_migrations' as never)
          .where('name' as never, '>', '0003' as never)
          .execute();
      } finally {
        await stores.close();
      }
      stores = await createStoreFactory(b.url());
      try {
        expect(await stores.db.selectFrom('rollup_scopes').select('time_zone').where('scope', '=', c(stores).scope).executeTakeFirst()).toEqual({
          time_zone: 'Asia/Kolkata',
        });
        expect(
          Number(
            (
              await stores.db
                .selectFrom('rollup_person_months')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('scope', '=', c(stores).scope)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ).toBeGreaterThan(0);
        await look(c(stores), 'Asia/Kolkata');
      } finally {
        await stores.close();
      }
    }, 120_000);
  });
}
