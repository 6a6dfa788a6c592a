// People in the charts: the top givers and receivers of the period (shared kudos only) — added up from the rollups'
// months and whole years when the period starts a month, else from the rows — and who was not recognised in the last N
// days (for a manager, their own reports only).
import { sql } from 'kysely';
import { acrossMonths, monthsOf } from './months.js';
import { type ChartRows, hasValue, inScope, rowsOf, rowsOfMany, tallied, theirOwn } from './rows.js';
import type { Scope, Table } from './scope.js';

export const TOP_SIZE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

type Person = { name: string; team: string; kudos: number; coins: number };

/** `reports`: a manager's reports — then only they are ranked (a manager sees no one else by name). */
export async function top(r: ChartRows, s: Scope, board: 'givers' | 'receivers', reports?: ReadonlySet<string>): Promise<Table> {
  const months = await monthsOf(r, s);
  const theirs = months
    ? sql`SELECT p.email, sum(p.kudos) AS kudos, sum(p.coins) AS coins FROM (${acrossMonths(
        r,
        months,
        { months: 'rollup_person_months', years: 'rollup_person_years' },
        sql`t.email, t.kudos, t.coins`,
        sql<boolean>`t.side = ${board === 'receivers' ? 'r' : 'g'} AND t.email <> ''`,
      )}) p GROUP BY p.email HAVING sum(p.kudos) > 0`
    : tallied(r, s, board);
  // Ranked by the database: only the first TOP_SIZE places (ties at the last included) come back, not everyone.
  const people = await rowsOfMany(
    r,
    sql<Person>`SELECT name, team, kudos, coins FROM (SELECT d.name, d.team, a.kudos, a.coins,
      RANK() OVER (ORDER BY a.coins DESC, a.kudos DESC) AS place FROM (${theirs}) a
      JOIN directory d ON d.scope = ${r.company} AND d.email = a.email WHERE ${inScope('d', r, s)}${theirOwn('d', r, reports)}) ranked
      WHERE place <= ${TOP_SIZE}`,
    months !== undefined,
  );
  const ranked = people.map((p) => ({ ...p, kudos: Number(p.kudos), coins: Number(p.coins) }));
  ranked.sort((a, b) => b.coins - a.coins || b.kudos - a.kudos || a.name.localeCompare(b.name));
  return {
    // not-for-people: column ids; the page heads them in the reader's words (words.ts)
    columns: ['Rank', 'Name', 'Team', 'Kudos', 'Coins'],
    rows: ranked.slice(0, TOP_SIZE).map((p, rank) => [rank + 1, p.name, p.team, p.kudos, p.coins]),
  };
}

/** `reports`: a manager's reports (then only they are listed); `now`: the end of the N days. Whether each person was
 *  recognised in those days is one look in the receivers' index (then they are not listed); only for the others is
 *  their last shared kudos received before `now` looked up. */
export async function notRecognised(r: ChartRows, s: Scope, days: number, now: number, reports?: ReadonlySet<string>): Promise<Table> {
  const since = now - days * DAY_MS;
  const received = (from?: number) =>
    sql`FROM recognition_receivers k WHERE k.scope = d.scope AND k.email = d.email AND k.shared = 1${from === undefined ? sql`` : sql` AND k.at >= ${from}`} AND k.at < ${now} AND ${hasValue('k', r, s)}`;
  const people = await rowsOf(
    r,
    sql<{ name: string; team: string; last: number | null }>`SELECT d.name, d.team,
    (SELECT max(k.at) ${received()}) AS last FROM directory d WHERE ${inScope('d', r, s)}${theirOwn('d', r, reports)}
    AND NOT EXISTS (SELECT 1 ${received(since)})`,
  );
  const rows = people
    .sort((a, b) => a.name.localeCompare(b.name))
    // '': none on record (the page words it for the reader).
    .map((p) => [p.name, p.team, p.last === null ? '' : new Date(Number(p.last)).toISOString().slice(0, 10)]);
  // not-for-people: column ids; the page heads them in the reader's words (words.ts)
  return { columns: ['Name', 'Team', 'Last recognised'], rows };
}
