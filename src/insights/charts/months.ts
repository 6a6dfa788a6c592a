// The charts' way into the rollups: whether a chart's period can be counted from their months (and which), and the
// kudos touching a scope that its own givers' months leave out — those from someone outside it to someone in it.
import { type RawBuilder, sql } from 'kysely';
import { isMonthStart, monthIn, monthStart, nextMonth, nextYear, reconciled, yearStart, yearsAndMonths } from '../../engagement/feed/index.js';
import { type ChartRows, bucketOf, keeps, rowsOf } from './rows.js';
import type { Buckets, Scope } from './scope.js';

/** Rollup months [from, to): the period's, its last one whole; `open`: up to where nothing is recorded after the period
 *  (its last year's end when nothing is, so that year's rollup counts the same as its months). */
export type Months = { from: number; to: number; open: number; timeZone: string };

/** Each ChartRows' answers so far (one per dashboard request: its charts, asked at once, share one look), by period. */
const asked = new WeakMap<ChartRows, Map<string, Promise<Months | undefined>>>();

/** The period's months, when the rollups can count it: no value filters it, it starts a month of the workspace's
 *  clock (the rollups brought to that clock and to the directory first) and nothing was recorded between its end and
 *  its last month's. Undefined: the chart counts from the rows (also while every row is counted again behind). */
export function monthsOf(r: ChartRows, s: Scope): Promise<Months | undefined> {
  let answers = asked.get(r);
  if (!answers) asked.set(r, (answers = new Map()));
  const key = `${s.from}:${s.to}:${s.value}:${s.timeZone}`;
  let answer = answers.get(key);
  if (!answer) answers.set(key, (answer = monthsNow(r, s)));
  return answer;
}

async function monthsNow(r: ChartRows, s: Scope): Promise<Months | undefined> {
  if (s.value !== undefined || !isMonthStart(s.from, s.timeZone) || !(await reconciled(r, r.company, s.timeZone, r.onError))) return undefined;
  const to = nextMonth(monthStart(s.to - 1, s.timeZone), s.timeZone);
  const yearEnd = nextYear(yearStart(s.to - 1, s.timeZone), s.timeZone);
  const [later] = await rowsOf(
    r,
    sql<{ at: number | null }>`SELECT min(k.at) AS at FROM recognitions k WHERE k.scope = ${r.company} AND k.at >= ${s.to} AND k.at < ${yearEnd}`,
  );
  const next = later?.at === null || later?.at === undefined ? undefined : Number(later.at);
  if (next !== undefined && next < to) return undefined;
  return { from: s.from, to, open: next === undefined ? yearEnd : to, timeZone: s.timeZone };
}

/** The period's rollup rows (columns `pick` of alias `t`, those matching `where`): the whole years it holds from the
 *  table of years, the months around them from the table of months — a year's dashboard adds up one row a person or
 *  pair of teams for its current year rather than one a month. */
export function acrossMonths(
  r: ChartRows,
  m: Months,
  tables: { months: string; years: string },
  pick: RawBuilder<unknown>,
  where: RawBuilder<boolean>,
): RawBuilder<unknown> {
  const { years, months } = yearsAndMonths(m.from, m.to, m.open, m.timeZone);
  const parts = [
    ...(years.length
      ? [
          sql`SELECT ${pick} FROM ${sql.table(tables.years)} t WHERE t.scope = ${r.company} AND ${monthIn(r.dialect, 't.year')} IN (${sql.join(years)}) AND ${where}`,
        ]
      : []),
    // Read from the table's index by month (0004-dashboard-lookups.ts).
    ...months.map(
      ([from, to]) =>
        sql`SELECT ${pick} FROM ${sql.table(tables.months)} t WHERE t.scope = ${r.company} AND t.month >= ${from} AND t.month < ${to} AND ${where}`,
    ),
  ];
  return sql.join(parts, sql` UNION ALL `);
}

/** A figure per bucket from rows per month (the buckets are the months). */
export function perMonth<R extends { month: number }>(b: Buckets, rows: R[], figure: (row: R) => number): number[] {
  const out = b.starts.map(() => 0);
  for (const row of rows) out[b.starts.indexOf(Number(row.month))] = figure(row);
  return out;
}

/** The months' rows of rollup_team_months `t` on `side` for the teams the scope keeps. */
export const teamMonths = (r: ChartRows, s: Scope, m: Months, side: 'g' | 'r') =>
  sql<boolean>`t.scope = ${r.company} AND t.side = ${side} AND t.month >= ${m.from} AND t.month < ${m.to} AND ${keeps('t.team', s)}`;

/** Per bucket (and hashtag of `tags`), the shared kudos of the period from a giver outside the scope to someone in it:
 *  for everyone's scope those of the givers filed nowhere (or of none), for a narrower one from what its people
 *  received. */
export function fromOutside(
  r: ChartRows,
  s: Scope,
  b: Buckets,
  tags?: readonly string[],
): RawBuilder<{ b: number; hashtag: string; kudos: number; coins: number }> {
  const everyone = !s.teams && s.team === undefined;
  const tagged = tags ? sql`JOIN recognition_values v ON v.scope = k.scope AND v.key = k.key AND v.hashtag IN (${sql.join([...tags])})` : sql``;
  const hashtag = tags ? sql`v.hashtag` : sql`''`;
  // The period's kudos (shared) are found from an index of the few asked for — for everyone's scope the givers':
  // those with no giver, and those named in the rows but filed nowhere.
  const given = (who: RawBuilder<boolean>) =>
    sql`SELECT o.key FROM recognitions o WHERE o.scope = ${r.company} AND ${who} AND o.shared = 1 AND o.at >= ${s.from} AND o.at < ${s.to}`;
  const unfiled = sql`SELECT n.email FROM recognition_people n WHERE n.scope = ${r.company}
    AND NOT EXISTS (SELECT 1 FROM rollup_people f WHERE f.scope = n.scope AND f.email = n.email)`;
  const [keys, which] = everyone
    ? [
        sql`${given(sql`o.giver IS NULL`)} UNION ALL ${given(sql`o.giver IN (${unfiled})`)}`,
        sql`EXISTS (SELECT 1 FROM recognition_receivers x JOIN rollup_people f ON f.scope = x.scope AND f.email = x.email WHERE x.scope = k.scope AND x.key = k.key)`,
      ]
    : [
        sql`SELECT DISTINCT x.key FROM rollup_people f JOIN recognition_receivers x ON x.scope = f.scope AND x.email = f.email
          WHERE f.scope = ${r.company} AND ${keeps('f.team', s)} AND x.shared = 1 AND x.at >= ${s.from} AND x.at < ${s.to}`,
        sql`NOT EXISTS (SELECT 1 FROM rollup_people g WHERE g.scope = k.scope AND g.email = k.giver AND ${keeps('g.team', s)})`,
      ];
  // CROSS JOIN: SQLite, which has no statistics, reads the few keys first rather than every recognition.
  return sql`SELECT ${bucketOf('k.at', b)} AS b, ${hashtag} AS hashtag, count(*) AS kudos, sum(k.total) AS coins
    FROM (${keys}) o CROSS JOIN recognitions k ${tagged} WHERE k.scope = ${r.company} AND k.key = o.key AND ${which} GROUP BY ${tags ? sql`1, 2` : sql`1`}`;
}
