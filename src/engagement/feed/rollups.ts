// The rollups of a company's shared kudos, kept in the transactions that change its rows so they always say what the
// rows say — months of the workspace's clock: per person (kudos and coins given and received; per year too, for the
// year's boards), per team and manager the people are filed under (how many gave or received, and what), per giver's
// and receiver's team (per year too, for a year's dashboard), and per hashtag and giver's team. What a set of rows
// counts is added once when they are written and taken away before they change or go.
import { type Kysely, type RawBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { startOf, startsBetween } from './months.js';

type Db = Kysely<Database> | Transaction<Database>;
export type RollupState = { time_zone: string; directory_at: number | null };

/** Which recognitions a change counts: those of `rows` (a query of one column `v`, their keys: read first, each
 *  looked up by its key) matching `where` (a condition on a table's alias). */
export type Chosen = { rows?: RawBuilder<unknown>; where: (t: string) => RawBuilder<boolean> };

const ref = (t: string, column: string) => sql.ref(`${t}.${column}`);
/** A list as rows of one column `v`, a statement's parameter each (callers pass at most KEYS_AT_ONCE). */
export const listRows = (values: string[]) => sql`SELECT column1 AS v FROM (VALUES ${sql.join(values.map((v) => sql`(${v})`))}) l`;
export const withKeys = (keys: RawBuilder<unknown>): Chosen => ({ rows: keys, where: (t) => sql<boolean>`${ref(t, 'key')} = j.v` });
export const listed = (keys: string[]): Chosen => withKeys(listRows(keys));
export const between = (from: number, to: number): Chosen => ({ where: (t) => sql<boolean>`${ref(t, 'at')} >= ${from} AND ${ref(t, 'at')} < ${to}` });
export const before = (to: number): Chosen => ({ where: (t) => sql<boolean>`${ref(t, 'at')} < ${to}` });
const everything: Chosen = { where: () => sql<boolean>`1 = 1` };
export const KEYS_AT_ONCE = 1000;

/** Table `table` as `alias`, after the chosen keys when there are (CROSS JOIN: SQLite, which has no statistics, would
 *  otherwise read every row of the company and keep those in the list). */
const from = (chosen: Chosen, table: string, alias: string) =>
  chosen.rows ? sql`(${chosen.rows}) j CROSS JOIN ${sql.table(table)} ${sql.raw(alias)}` : sql`${sql.table(table)} ${sql.raw(alias)}`;

export const ROLLUP_TABLES = [
  'rollup_person_months',
  'rollup_person_years',
  'rollup_team_months',
  'rollup_team_pairs',
  'rollup_team_pair_years',
  'rollup_value_teams',
] as const;
/** The rollups kept per calendar year (the others per month). */
export const YEAR_TABLES = ['rollup_person_years', 'rollup_team_pair_years'] as const;

const adding = (table: string, key: string[], figures: string[]) =>
  sql.raw(`ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${figures.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`);

type Month = (column: RawBuilder<unknown>) => RawBuilder<number>;

/** The chosen shared rows as each person's kudos and coins per month (or year), × `sign` (a giver's email '' for none). */
function perPerson(scope: string, chosen: Chosen, sign: 1 | -1, month: Month): RawBuilder<unknown>[] {
  const s = sql.lit(sign);
  return [
    sql`SELECT k.scope AS scope, 'g' AS side, COALESCE(k.giver, '') AS email, ${month(sql.ref('k.at'))} AS month, ${s} * count(*) AS kudos, ${s} * sum(k.total) AS coins
      FROM ${from(chosen, 'recognitions', 'k')} WHERE k.scope = ${scope} AND k.shared = 1 AND ${chosen.where('k')} GROUP BY k.scope, k.giver, 4`,
    // The giver is read (always the same as itself) so that SQLite, given keys, looks each up in the primary key: the
    // receivers' index in person order has every other column, and without statistics it would read it whole per key.
    sql`SELECT x.scope AS scope, 'r' AS side, x.email AS email, ${month(sql.ref('x.at'))} AS month, ${s} * count(*) AS kudos, ${s} * sum(x.amount) AS coins
      FROM ${from(chosen, 'recognition_receivers', 'x')} WHERE x.scope = ${scope} AND x.shared = 1 AND ${chosen.where('x')}
        AND x.giver IS NOT DISTINCT FROM x.giver GROUP BY x.scope, x.email, 4`,
  ];
}

const TEAM_MONTHS = sql`INSERT INTO rollup_team_months (scope, side, month, team, manager, people, kudos, coins)`;
const teamMonthsKey = adding('rollup_team_months', ['scope', 'side', 'month', 'team', 'manager'], ['people', 'kudos', 'coins']);
const PERSON_YEARS = sql`INSERT INTO rollup_person_years (scope, side, email, year, kudos, coins)`;
const personYearsKey = adding('rollup_person_years', ['scope', 'side', 'email', 'year'], ['kudos', 'coins']);

/** Each statement adds `sign` × what the chosen shared rows count. The people filed under a team and manager who gave
 *  (received) in a month change by those whose month goes from nothing to something or back: counted against the
 *  person's month before it changes. */
function statements(
  scope: string,
  chosen: Chosen,
  sign: 1 | -1,
  month: Month,
  year: Month,
): { people: RawBuilder<unknown>[]; teams: RawBuilder<unknown>[]; pairYears: RawBuilder<unknown> } {
  const s = sql.lit(sign);
  const people = [
    ...perPerson(scope, chosen, sign, month).flatMap((d) => [
      sql`${TEAM_MONTHS} SELECT d.scope, d.side, d.month, f.team, COALESCE(f.manager, ''),
          sum(CASE WHEN COALESCE(p.kudos, 0) + d.kudos > 0 THEN 1 ELSE 0 END - CASE WHEN COALESCE(p.kudos, 0) > 0 THEN 1 ELSE 0 END), sum(d.kudos), sum(d.coins)
        FROM (${d}) d JOIN rollup_people f ON f.scope = d.scope AND f.email = d.email
        LEFT JOIN rollup_person_months p ON p.scope = d.scope AND p.side = d.side AND p.email = d.email AND p.month = d.month
        WHERE 1 = 1 GROUP BY d.scope, d.side, d.month, f.team, f.manager ${teamMonthsKey}`,
      sql`INSERT INTO rollup_person_months (scope, side, email, month, kudos, coins) SELECT d.scope, d.side, d.email, d.month, d.kudos, d.coins FROM (${d}) d
        WHERE 1 = 1 ${adding('rollup_person_months', ['scope', 'side', 'email', 'month'], ['kudos', 'coins'])}`,
    ]),
    ...perPerson(scope, chosen, sign, year).map(
      (d) => sql`${PERSON_YEARS} SELECT d.scope, d.side, d.email, d.month, d.kudos, d.coins FROM (${d}) d WHERE 1 = 1 ${personYearsKey}`,
    ),
  ];
  const pairs = (table: 'rollup_team_pairs' | 'rollup_team_pair_years', unit: Month, column = table === 'rollup_team_pairs' ? 'month' : 'year') =>
    sql`INSERT INTO ${sql.table(table)} (scope, from_team, to_team, ${sql.raw(column)}, kudos, coins)
      SELECT x.scope, g.team, d.team, ${unit(sql.ref('x.at'))}, ${s} * count(*), ${s} * sum(x.amount) FROM ${from(chosen, 'recognition_receivers', 'x')}
      JOIN rollup_people g ON g.scope = x.scope AND g.email = x.giver JOIN rollup_people d ON d.scope = x.scope AND d.email = x.email
      WHERE x.scope = ${scope} AND x.shared = 1 AND ${chosen.where('x')} GROUP BY 1, 2, 3, 4
      ${adding(table, ['scope', 'from_team', 'to_team', column], ['kudos', 'coins'])}`;
  const teams = [
    pairs('rollup_team_pairs', month),
    sql`INSERT INTO rollup_value_teams (scope, hashtag, month, team, kudos)
      SELECT v.scope, v.hashtag, ${month(sql.ref('v.at'))}, f.team, ${s} * count(*) FROM ${from(chosen, 'recognition_values', 'v')}
      JOIN recognitions k ON k.scope = v.scope AND k.key = v.key JOIN rollup_people f ON f.scope = k.scope AND f.email = k.giver
      WHERE v.scope = ${scope} AND v.shared = 1 AND ${chosen.where('v')} GROUP BY 1, 2, 3, 4 ${adding('rollup_value_teams', ['scope', 'hashtag', 'month', 'team'], ['kudos'])}`,
  ];
  return { people, teams, pairYears: pairs('rollup_team_pair_years', year) };
}

/** The first and last times of the chosen shared rows (none when there are none). */
async function spanOf(db: Db, scope: string, chosen: Chosen): Promise<[number, number] | undefined> {
  const span = await sql<{ first: number | null; last: number | null }>`SELECT min(k.at) AS first, max(k.at) AS last FROM ${from(chosen, 'recognitions', 'k')}
    WHERE k.scope = ${scope} AND k.shared = 1 AND ${chosen.where('k')}`.execute(db);
  const { first, last } = span.rows[0] ?? {};
  return first === null || first === undefined || last === null || last === undefined ? undefined : [Number(first), Number(last)];
}

/** Files a row's time under its month and its year on the clock `timeZone`, for times from `first` to `last`. */
const unitsOf = ([first, last]: [number, number], timeZone: string): [Month, Month] => {
  const [months, years] = [startsBetween(first, last, timeZone), startsBetween(first, last, timeZone, 'year')];
  return [(column) => startOf(column, months), (column) => startOf(column, years)];
};

/** Adds (`sign` 1) or takes away (-1) what the chosen rows count in every rollup, on the clock `timeZone`. */
export async function count(db: Db, scope: string, timeZone: string, chosen: Chosen, sign: 1 | -1): Promise<void> {
  const span = await spanOf(db, scope, chosen);
  if (!span) return;
  const { people, teams, pairYears } = statements(scope, chosen, sign, ...unitsOf(span, timeZone));
  for (const statement of [...people, ...teams, pairYears]) await statement.execute(db);
}

const workspaceOf = (scope: string) => scope.split(':').slice(0, 2).join(':');

/** The company's rollup state, locked until the transaction ends (a no-op update takes the row's lock on PostgreSQL;
 *  SQLite's transactions hold the file's), created on the workspace's clock when missing. */
export async function lockState(trx: Db, scope: string): Promise<RollupState> {
  const lock = () =>
    trx
      .updateTable('rollup_scopes')
      .set((eb) => ({ time_zone: eb.ref('time_zone') }))
      .where('scope', '=', scope)
      .executeTakeFirst();
  if (Number((await lock()).numUpdatedRows) === 0) {
    const rules = await trx.selectFrom('giving_rules').select('time_zone').where('workspace_key', '=', workspaceOf(scope)).executeTakeFirst();
    await trx
      .insertInto('rollup_scopes')
      .values({ scope, time_zone: rules?.time_zone ?? 'UTC', directory_at: null })
      .onConflict((oc) => oc.column('scope').doNothing())
      .execute();
    await lock();
  }
  const row = await trx.selectFrom('rollup_scopes').select(['time_zone', 'directory_at']).where('scope', '=', scope).executeTakeFirstOrThrow();
  return { time_zone: row.time_zone, directory_at: row.directory_at === null ? null : Number(row.directory_at) };
}

/** Fills a table of years by adding up its table of months (rather than counting every row again), keyed by `key`. */
function yearsOfMonths(db: Db, scope: string, year: Month, months: string, years: string, key: string[]) {
  const columns = sql.raw(key.map((c) => `p.${c}`).join(', '));
  return sql`INSERT INTO ${sql.table(years)} (scope, ${sql.raw(key.join(', '))}, year, kudos, coins)
    SELECT p.scope, ${columns}, ${year(sql.ref('p.month'))}, sum(p.kudos), sum(p.coins) FROM ${sql.table(months)} p
    WHERE p.scope = ${scope} GROUP BY p.scope, ${columns}, ${sql.lit(key.length + 2)}`.execute(db);
}

/** Counts every row of the company again on the clock `timeZone` (the workspace's changed, or most people's teams):
 *  each person's months first, the teams' months then added up from them. */
export async function recount(trx: Db, scope: string, timeZone: string): Promise<void> {
  for (const table of ROLLUP_TABLES) await trx.deleteFrom(table).where('scope', '=', scope).execute();
  const span = await spanOf(trx, scope, everything);
  if (span) {
    const [month, year] = unitsOf(span, timeZone);
    for (const d of perPerson(scope, everything, 1, month))
      await sql`INSERT INTO rollup_person_months (scope, side, email, month, kudos, coins) ${d}`.execute(trx);
    await yearsOfMonths(trx, scope, year, 'rollup_person_months', 'rollup_person_years', ['side', 'email']);
    await sql`${TEAM_MONTHS} SELECT p.scope, p.side, p.month, f.team, COALESCE(f.manager, ''), sum(CASE WHEN p.kudos > 0 THEN 1 ELSE 0 END), sum(p.kudos), sum(p.coins)
      FROM rollup_person_months p JOIN rollup_people f ON f.scope = p.scope AND f.email = p.email WHERE p.scope = ${scope} GROUP BY 1, 2, 3, 4, f.manager`.execute(
      trx,
    );
    for (const statement of statements(scope, everything, 1, month, year).teams) await statement.execute(trx);
    await yearsOfMonths(trx, scope, year, 'rollup_team_pairs', 'rollup_team_pair_years', ['from_team', 'to_team']);
  }
  await trx.updateTable('rollup_scopes').set({ time_zone: timeZone }).where('scope', '=', scope).execute();
}
