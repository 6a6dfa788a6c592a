// Kudos and coins by team and by manager, and the team-to-team matrix: who recognises whom, counted from shared kudos
// of the period (a kudos to three people counts once per receiver) — from the rollups' months (of teams and managers,
// of pairs of teams, and the pairs' whole years) when the period starts a month, else from the rows.
import { type RawBuilder, sql } from 'kysely';
import { type Months, acrossMonths, monthsOf, teamMonths } from './months.js';
import { type ChartRows, counts, inScope, inTeams, keeps, rowsOf, rowsOfMany, tallied, theirOwn } from './rows.js';
import type { Scope, Table } from './scope.js';

type Tally = { g: string; kudos: number; coins: number };
type Tallies = (g: string) => number[];
const byName = (a: string, b: string) => a.localeCompare(b);

const tallyOf = (received: Tally[], given: Tally[]): Tallies => {
  const [got, gave] = [new Map(received.map((x) => [x.g, x])), new Map(given.map((x) => [x.g, x]))];
  return (g) => [Number(got.get(g)?.kudos ?? 0), Number(got.get(g)?.coins ?? 0), Number(gave.get(g)?.kudos ?? 0), Number(gave.get(g)?.coins ?? 0)];
};

/** Per group of a person (their team, their manager): shared kudos and coins received and given by the people in scope.
 *  `group` is the group of directory entry `d`; `also` joins what it needs. */
async function fromRows(r: ChartRows, s: Scope, group: RawBuilder<string>, also: RawBuilder<unknown>): Promise<Tallies> {
  const of = (board: 'receivers' | 'givers') =>
    rowsOf(
      r,
      sql<Tally>`SELECT ${group} AS g, sum(a.kudos) AS kudos, sum(a.coins) AS coins FROM (${tallied(r, s, board)}) a
      JOIN directory d ON d.scope = ${r.company} AND d.email = a.email ${also} WHERE ${inScope('d', r, s)} GROUP BY ${group}`,
    );
  const [received, given] = await Promise.all([of('receivers'), of('givers')]);
  return tallyOf(received, given);
}

/** The same from the months of the teams and managers the people are filed under. */
async function fromMonths(r: ChartRows, s: Scope, m: Months, group: 'team' | 'manager'): Promise<Tallies> {
  const column = sql.ref(`t.${group}`);
  const of = (side: 'r' | 'g') =>
    rowsOf(
      r,
      sql<Tally>`SELECT ${column} AS g, sum(t.kudos) AS kudos, sum(t.coins) AS coins FROM rollup_team_months t
      WHERE ${teamMonths(r, s, m, side)} AND ${column} <> '' GROUP BY ${column}`,
    );
  const [received, given] = await Promise.all([of('r'), of('g')]);
  return tallyOf(received, given);
}

// not-for-people: column ids; the page heads them in the reader's words (words.ts)
const COLUMNS = ['Kudos received', 'Coins received', 'Kudos given', 'Coins given'];

export async function byTeam(r: ChartRows, s: Scope): Promise<Table> {
  const months = await monthsOf(r, s);
  const [people, tally] = await Promise.all([
    rowsOf(r, sql<{ g: string; n: number }>`SELECT d.team AS g, count(*) AS n FROM directory d WHERE ${inScope('d', r, s)} GROUP BY d.team`),
    months ? fromMonths(r, s, months, 'team') : fromRows(r, s, sql<string>`d.team`, sql``),
  ]);
  const rows = people.sort((a, b) => byName(a.g, b.g)).map((p) => [p.g, Number(p.n), ...tally(p.g)]);
  // not-for-people: column ids; the page heads them in the reader's words (words.ts)
  return { columns: ['Team', 'People', ...COLUMNS], rows };
}

/** A manager's reports: the people in scope whose manager is in the directory. `reports`: a manager viewer's — then
 *  only their own row (a manager sees no other manager's team by name). */
export async function byManager(r: ChartRows, s: Scope, reports?: ReadonlySet<string>): Promise<Table> {
  const theirs = sql`JOIN directory m ON m.scope = d.scope AND m.email = d.manager`;
  const months = await monthsOf(r, s);
  const [managers, tally] = await Promise.all([
    rowsOf(
      r,
      sql<{ g: string; name: string; n: number }>`SELECT d.manager AS g, m.name AS name, count(*) AS n FROM directory d ${theirs}
      WHERE ${inScope('d', r, s)}${theirOwn('d', r, reports)} GROUP BY d.manager, m.name`,
    ),
    months ? fromMonths(r, s, months, 'manager') : fromRows(r, s, sql<string>`d.manager`, theirs),
  ]);
  const rows = managers.sort((a, b) => byName(a.name, b.name)).map((m) => [m.name, Number(m.n), ...tally(m.g)]);
  // not-for-people: column ids; the page heads them in the reader's words (words.ts)
  return { columns: ['Manager', 'Reports', ...COLUMNS], rows };
}

type Pair = { from_team: string; to_team: string; kudos: number; coins: number };

/** Giver's team → receiver's team, for every pair with a kudos where either side is in scope (both in the directory). */
export async function teamMatrix(r: ChartRows, s: Scope): Promise<Table> {
  const months = await monthsOf(r, s);
  const pairs = await rowsOfMany(
    r,
    months
      ? sql<Pair>`SELECT t.from_team, t.to_team, sum(t.kudos) AS kudos, sum(t.coins) AS coins FROM (${acrossMonths(
          r,
          months,
          { months: 'rollup_team_pairs', years: 'rollup_team_pair_years' },
          sql`t.from_team, t.to_team, t.kudos, t.coins`,
          sql<boolean>`(${keeps('t.from_team', s)} OR ${keeps('t.to_team', s)})`,
        )}) t GROUP BY t.from_team, t.to_team HAVING sum(t.kudos) > 0`
      : sql<Pair>`SELECT g.team AS from_team, d.team AS to_team, count(*) AS kudos, sum(k.amount) AS coins FROM recognition_receivers k
          JOIN directory g ON g.scope = k.scope AND g.email = k.giver JOIN directory d ON d.scope = k.scope AND d.email = k.email
          WHERE ${counts('k', r, s)} AND (${inTeams('g', s)} OR ${inTeams('d', s)}) GROUP BY g.team, d.team`,
  );
  const rows = pairs
    .sort((a, b) => byName(a.from_team, b.from_team) || byName(a.to_team, b.to_team))
    .map((p) => [p.from_team, p.to_team, Number(p.kudos), Number(p.coins)]);
  // not-for-people: column ids; the page heads them in the reader's words (words.ts)
  return { columns: ['From team', 'To team', 'Kudos', 'Coins'], rows };
}
