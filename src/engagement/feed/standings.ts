// What a period's shared kudos add up to, counted by the database from the read model: the standings of receivers or
// givers (coins, then kudos), a person's rank, and the totals — from the rollups' months when the period is whole
// months of their clock, else from the rows. One row per person comes back, never a kudos.
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { ReadModelDb } from './model.js';
import { isMonthStart, nextYear, yearStart } from './months.js';

export type Board = 'receivers' | 'givers';
export type Standing = { rank: number; email: string; name: string; kudos: number; coins: number };
export type Totals = { kudos: number; coins: number; people: number };
/** Who may be ranked (a user group's members), and which kudos count (those tagged with a company value's hashtag). */
export type StandingsFilter = { people?: ReadonlySet<string>; value?: string };
export type Period = { start: Date; end: Date };

/** `column` is one of `values`, as one parameter however many there are (a user group of thousands). */
export function oneOf(dialect: DialectName, column: RawBuilder<unknown>, values: Iterable<string>): RawBuilder<boolean> {
  const list = [...values];
  return dialect === 'postgres'
    ? sql<boolean>`${column} = ANY(${list}::text[])`
    : sql<boolean>`${column} IN (SELECT value FROM json_each(${JSON.stringify(list)}))`;
}

/** The kudos of alias `t` (recognitions or receivers) that count: the company's, shared, in the period, with the value.
 *  `perPerson` (the dialect): on SQLite the period is checked row by row (`+at`, which no index serves), so it reads
 *  each person's kudos together from the index in person order and adds them up one person after another, without
 *  sorting a year of rows by person first; PostgreSQL's planner, which has statistics, is left to choose. */
export function counted(t: string, scope: string, from: number, to: number, value: string | undefined, perPerson?: DialectName): RawBuilder<boolean> {
  const ref = (column: string) => sql.ref(`${t}.${column}`);
  const at = perPerson === 'sqlite' ? sql`+${ref('at')}` : ref('at');
  // The value's kudos of the period are found once, from its index, rather than looked up for each row read.
  const tagged =
    value === undefined
      ? sql``
      : sql` AND ${ref('key')} IN (SELECT v.key FROM recognition_values v WHERE v.scope = ${scope} AND v.hashtag = ${value} AND v.at >= ${from} AND v.at < ${to})`;
  return sql<boolean>`${ref('scope')} = ${scope} AND ${ref('shared')} = 1 AND ${at} >= ${from} AND ${at} < ${to}${tagged}`;
}

/** A rollup's month column, checked row by row on SQLite (its rows then read in the order of their person). */
export const monthIn = (dialect: DialectName, column: string) => (dialect === 'sqlite' ? sql`+${sql.ref(column)}` : sql.ref(column));

type Row = { email: string; name: string | null; kudos: number; coins: number };

/** The rollup rows `r` of the period when it is whole years or months of the rollups' clock and no value filters it:
 *  a calendar year's from the people's years, other whole months' from their months. */
async function rolledUp(m: ReadModelDb, scope: string, [from, to]: [number, number], filter: StandingsFilter) {
  if (filter.value !== undefined) return undefined;
  const clock = await m.db.selectFrom('rollup_scopes').select('time_zone').where('scope', '=', scope).executeTakeFirst();
  if (!clock) return undefined;
  if (yearStart(from, clock.time_zone) === from && nextYear(from, clock.time_zone) === to)
    return sql`rollup_person_years r WHERE r.scope = ${scope} AND r.year = ${from}`;
  if (!isMonthStart(from, clock.time_zone) || !isMonthStart(to, clock.time_zone)) return undefined;
  const month = monthIn(m.dialect, 'r.month');
  return sql`rollup_person_months r WHERE r.scope = ${scope} AND ${month} >= ${from} AND ${month} < ${to}`;
}

/** Each receiver (or giver) of the period's kudos with their kudos and coins (their names looked up once each), and the
 *  kudos counted. */
async function perPerson(m: ReadModelDb, scope: string, board: Board, period: Period, filter: StandingsFilter) {
  const [from, to] = [period.start.getTime(), period.end.getTime()];
  const person = sql.ref(board === 'receivers' ? 'k.email' : 'k.giver');
  const who = (column: RawBuilder<unknown>) => (filter.people ? sql` AND ${oneOf(m.dialect, column, filter.people)}` : sql``);
  const where = (perPerson?: DialectName) => sql`${counted('k', scope, from, to, filter.value, perPerson)} AND ${person} IS NOT NULL${who(person)}`;
  const table = sql.table(board === 'receivers' ? 'recognition_receivers' : 'recognitions');
  const coins = sql.ref(board === 'receivers' ? 'k.amount' : 'k.total');
  const rollup = await rolledUp(m, scope, [from, to], filter);
  const tallied = rollup
    ? sql`SELECT r.email, sum(r.kudos) AS kudos, sum(r.coins) AS coins FROM ${rollup} AND r.side = ${board === 'receivers' ? 'r' : 'g'} AND r.email <> ''${who(sql.ref('r.email'))}
        GROUP BY r.email HAVING sum(r.kudos) > 0`
    : sql`SELECT ${person} AS email, count(*) AS kudos, sum(${coins}) AS coins FROM ${table} k WHERE ${where(m.dialect)} GROUP BY ${person}`;
  const rows = (
    await sql<Row>`SELECT a.email, p.name, a.kudos, a.coins FROM (${tallied}) a LEFT JOIN recognition_people p ON p.scope = ${scope} AND p.email = a.email`.execute(
      m.db,
    )
  ).rows;
  // A kudos to three people of a group counts once; every recognition has a receiver (items.ts), so without a group
  // the receivers' kudos are the period's recognitions (in the rollups: what everyone, or no one, gave).
  const distinct = filter.people
    ? sql<{ n: number }>`SELECT count(DISTINCT k.key) AS n FROM ${table} k WHERE ${where()}`
    : rollup
      ? sql<{ n: number }>`SELECT sum(r.kudos) AS n FROM ${rollup} AND r.side = 'g'`
      : sql<{ n: number }>`SELECT count(*) AS n FROM recognitions k WHERE ${counted('k', scope, from, to, filter.value)}`;
  const kudos = board === 'givers' ? rows.reduce((n, r) => n + Number(r.kudos), 0) : Number((await distinct.execute(m.db)).rows[0]?.n ?? 0);
  return { rows, kudos };
}

/** Everyone on the board, best first: more coins, then more kudos; equal figures share a rank (1, 2, 2, 4). */
export async function standings(
  m: ReadModelDb,
  scope: string,
  board: Board,
  period: Period,
  filter: StandingsFilter = {},
): Promise<{ standings: Standing[]; totals: Totals }> {
  const { rows, kudos } = await perPerson(m, scope, board, period, filter);
  const people = rows.map((r) => ({ email: r.email, name: r.name ?? r.email, kudos: Number(r.kudos), coins: Number(r.coins) }));
  const sorted = people.sort((a, b) => b.coins - a.coins || b.kudos - a.kudos || a.name.localeCompare(b.name));
  const ranked: Standing[] = [];
  sorted.forEach((p, i) => {
    const previous = ranked[i - 1];
    const tied = previous && previous.coins === p.coins && previous.kudos === p.kudos;
    ranked.push({ ...p, rank: tied ? previous.rank : i + 1 });
  });
  return { standings: ranked, totals: { kudos, coins: ranked.reduce((n, p) => n + p.coins, 0), people: ranked.length } };
}
