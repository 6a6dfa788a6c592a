// The charts' way into the rollups: whether a chart's period can be counted from their months (and which), and the
// kudos touching a scope that its own givers' months leave out — those from someone outside it to someone in it.
import { type RawBuilder, sql } from 'kysely';
import { isMonthStart, monthStart, nextMonth, reconciled } from '../../engagement/feed/index.js';
import { type ChartRows, bucketOf, keeps, rowsOf } from './rows.js';
import type { Buckets, Scope } from './scope.js';

/** Rollup months [from, to): the period's, its last one whole. */
export type Months = { from: number; to: number };

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
  const later = await rowsOf(
    r,
    sql<{ one: number }>`SELECT 1 AS one FROM recognitions k WHERE k.scope = ${r.company} AND k.at >= ${s.to} AND k.at < ${to} LIMIT 1`,
  );
  return later.length ? undefined : { from: s.from, to };
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
