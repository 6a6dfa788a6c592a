// The recognitions the insights charts count: the company's read model (shared kudos only: private ones are counted
// nowhere) joined to its directory, as SQL pieces the charts share — who is in scope, which kudos count, which touch the
// scope, and each kudos' week or month. A chart's query returns one row per period, team, manager or person.
import { type RawBuilder, sql } from 'kysely';
import { type ReadModelDb, counted, oneOf } from '../../engagement/feed/index.js';
import type { Buckets, Scope } from './scope.js';

/** A company's rows (`company`: its connection scope) and its values' hashtags, in the company's order. */
export type ChartRows = ReadModelDb & {
  company: string;
  values: readonly string[];
  /** Where a failure of work behind a chart (a recount of the company's rollups) is said. */
  onError: (error: unknown) => void;
};

/** The team in column `team` is one the scope keeps (a manager's, the team filter; any team for an admin's): a
 *  directory entry's, or a rollup's (null: not in the directory, kept by none). */
export function keeps(team: string, s: Scope): RawBuilder<boolean> {
  const t = sql.ref(team);
  const mine = s.teams ? (s.teams.size ? sql` AND ${t} IN (${sql.join([...s.teams])})` : sql` AND 1 = 0`) : sql``;
  const one = s.team !== undefined ? sql` AND ${t} = ${s.team}` : sql``;
  return sql<boolean>`${t} IS NOT NULL${mine}${one}`;
}

/** Directory entry `d` is in the teams the scope keeps. */
export const inTeams = (d: string, s: Scope) => keeps(`${d}.team`, s);

/** Directory entry `d` is one of the company's people in scope. */
export const inScope = (d: string, r: ChartRows, s: Scope) => sql<boolean>`${sql.ref(`${d}.scope`)} = ${r.company} AND ${inTeams(d, s)}`;

/** Directory entry `d` is one of a manager's `reports` (nothing more when there are none: an admin's view). */
export const theirOwn = (d: string, r: ChartRows, reports?: ReadonlySet<string>) =>
  reports ? sql` AND ${oneOf(r.dialect, sql.ref(`${d}.email`), reports)}` : sql``;

/** The e-mails of the people in scope. */
export const scopePeople = (r: ChartRows, s: Scope) => sql`SELECT d.email FROM directory d WHERE ${inScope('d', r, s)}`;

/** The scope's value filter: none, a company value's hashtag, or one that is none of them (it matches no kudos). */
const valueFilterOf = (r: ChartRows, s: Scope): string | undefined | null => (s.value === undefined ? undefined : r.values.includes(s.value) ? s.value : null);

/** Kudos `t` (recognitions or receivers) counts: the company's, shared, in the period, with the filtered value.
 *  `perPerson`: read person by person (standings.ts's `counted`). */
export function counts(t: string, r: ChartRows, s: Scope, perPerson = false): RawBuilder<boolean> {
  const value = valueFilterOf(r, s);
  return value === null ? sql<boolean>`1 = 0` : counted(t, r.company, s.from, s.to, value, perPerson ? r.dialect : undefined);
}

/** Each receiver's (or giver's) counted kudos and coins in the period, as rows `email, kudos, coins`: added up person by
 *  person before anything is joined to them, so a join costs one lookup a person, not one a kudos. */
export function tallied(r: ChartRows, s: Scope, board: 'receivers' | 'givers'): RawBuilder<{ email: string; kudos: number; coins: number }> {
  return board === 'receivers'
    ? sql`SELECT k.email AS email, count(*) AS kudos, sum(k.amount) AS coins FROM recognition_receivers k WHERE ${counts('k', r, s, true)} GROUP BY k.email`
    : sql`SELECT k.giver AS email, count(*) AS kudos, sum(k.total) AS coins FROM recognitions k WHERE ${counts('k', r, s, true)} AND k.giver IS NOT NULL GROUP BY k.giver`;
}

/** Kudos `t` carries the filtered value (any kudos when there is no value filter). */
export function hasValue(t: string, r: ChartRows, s: Scope): RawBuilder<boolean> {
  const value = valueFilterOf(r, s);
  if (value === undefined) return sql<boolean>`1 = 1`;
  if (value === null) return sql<boolean>`1 = 0`;
  return sql<boolean>`EXISTS (SELECT 1 FROM recognition_values v WHERE v.scope = ${sql.ref(`${t}.scope`)} AND v.key = ${sql.ref(`${t}.key`)} AND v.hashtag = ${value})`;
}

/** Recognition `t` touches the scope: its giver or one of its receivers is in it. */
export const touches = (t: string, r: ChartRows, s: Scope) =>
  sql<boolean>`(${sql.ref(`${t}.giver`)} IN (${scopePeople(r, s)}) OR EXISTS (SELECT 1 FROM recognition_receivers x WHERE x.scope = ${sql.ref(`${t}.scope`)} AND x.key = ${sql.ref(`${t}.key`)} AND x.email IN (${scopePeople(r, s)})))`;

/** The index of the bucket time `at` falls in (the first holds anything before the second). */
export function bucketOf(at: string, b: Buckets): RawBuilder<number> {
  if (b.starts.length <= 1) return sql<number>`0`;
  const whens = b.starts.slice(1).map((start, i) => sql`WHEN ${sql.ref(at)} < ${sql.lit(start)} THEN ${sql.lit(i)}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE ${sql.lit(b.starts.length - 1)} END`;
}

/** The rows of a chart's query, figures as numbers (PostgreSQL gives counts and sums as bigint and numeric). */
export async function rowsOf<T extends Record<string, unknown>>(r: ChartRows, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(r.db)).rows;
}

/** The rows of a query that groups many (every pair of teams, every person). On PostgreSQL it runs in a transaction
 *  whose sorts and hashes may use 32 MB before spilling to disk (the default 4 MB made these groupings write temporary
 *  files and take twice as long). `byHash`: it joins a figure of every person to the directory, and PostgreSQL's
 *  planner, which cannot tell how many people a sum over the rollups' months and years gives (it guessed 67 of
 *  40,000), would look each up one at a time in parallel workers that two cores cannot feed — so it joins by hash in
 *  one process (the top givers of a year at 40,000 people: 322 → 149 ms). */
export async function rowsOfMany<T extends Record<string, unknown>>(r: ChartRows, query: RawBuilder<T>, byHash = false): Promise<T[]> {
  if (r.dialect !== 'postgres') return rowsOf(r, query);
  const settings = [
    ['work_mem', '32MB'],
    ...(byHash
      ? [
          ['enable_nestloop', 'off'],
          ['max_parallel_workers_per_gather', '0'],
        ]
      : []),
  ];
  return r.db.transaction().execute(async (trx) => {
    // SET LOCAL each, in one round trip.
    await sql`SELECT ${sql.join(settings.map(([name, value]) => sql`set_config(${name}, ${value}, true)`))}`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}

/** How many people are in scope. */
export async function peopleIn(r: ChartRows, s: Scope): Promise<number> {
  const [row] = await rowsOf(r, sql<{ n: number }>`SELECT count(*) AS n FROM directory d WHERE ${inScope('d', r, s)}`);
  return Number(row?.n ?? 0);
}

/** A figure per bucket, 0 where the query gave none. */
export function perBucket<R extends { b: number }>(b: Buckets, rows: R[], figure: (row: R) => number): number[] {
  const out = b.starts.map(() => 0);
  for (const row of rows) out[Number(row.b)] = figure(row);
  return out;
}
