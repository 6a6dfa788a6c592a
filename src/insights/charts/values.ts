// Company values over time (shared kudos per value per week or month), and allowance use (coins given in shared kudos
// against what the people in scope could give in each allowance period) — by month from the rollups when the buckets
// are months, else from the rows.
import { sql } from 'kysely';
import { fromOutside, monthsOf, perMonth, teamMonths } from './months.js';
import { type ChartRows, bucketOf, counts, keeps, peopleIn, perBucket, rowsOf, scopePeople, touches } from './rows.js';
import { type Scope, type Table, bucketsOf, percent } from './scope.js';

type Tagged = { b: number; hashtag: string; n: number };

export async function valuesOverTime(r: ChartRows, s: Scope): Promise<Table> {
  const b = bucketsOf(s);
  const months = r.values.length && s.bucket === 'month' ? await monthsOf(r, s) : undefined;
  const list = sql.join([...r.values]);
  let tagged: Tagged[] = [];
  if (months) {
    // The scope's givers' kudos per value and month, and those from outside the scope to someone in it.
    const [own, outside] = await Promise.all([
      rowsOf(
        r,
        sql<{ month: number; hashtag: string; n: number }>`SELECT t.month, t.hashtag, sum(t.kudos) AS n FROM rollup_value_teams t
        WHERE t.scope = ${r.company} AND t.hashtag IN (${list}) AND t.month >= ${months.from} AND t.month < ${months.to} AND ${keeps('t.team', s)} GROUP BY t.month, t.hashtag`,
      ),
      rowsOf(r, fromOutside(r, s, b, r.values)),
    ]);
    tagged = [
      ...own.map((t) => ({ b: b.starts.indexOf(Number(t.month)), hashtag: t.hashtag, n: Number(t.n) })),
      ...outside.map((t) => ({ b: Number(t.b), hashtag: t.hashtag, n: Number(t.kudos) })),
    ];
  } else if (r.values.length) {
    tagged = await rowsOf(
      r,
      sql<Tagged>`SELECT ${bucketOf('k.at', b)} AS b, v.hashtag, count(*) AS n
        FROM recognitions k JOIN recognition_values v ON v.scope = k.scope AND v.key = k.key
        WHERE ${counts('k', r, s)} AND v.hashtag IN (${list}) AND ${touches('k', r, s)} GROUP BY 1, v.hashtag`,
    );
  }
  const per = r.values.map((value) => {
    const counts = b.starts.map(() => 0);
    for (const t of tagged) if (t.hashtag === value) counts[Number(t.b)]! += Number(t.n);
    return counts;
  });
  // not-for-people: column ids; the page heads them in the reader's words (words.ts)
  return { columns: ['Period', ...r.values.map((v) => `#${v}`)], rows: b.labels.map((label, i) => [label, ...per.map((counts) => counts[i]!)]) };
}

/** `allowance`: coins each person may give per bucket (the giving rules' period is the bucket). */
export async function allowanceUse(r: ChartRows, s: Scope, allowance: number): Promise<Table> {
  const b = bucketsOf(s);
  const months = s.bucket === 'month' ? await monthsOf(r, s) : undefined;
  const given = async (): Promise<[number[], number[]]> => {
    if (months) {
      const rows = await rowsOf(
        r,
        sql<{ month: number; givers: number; coins: number }>`SELECT t.month, sum(t.people) AS givers, sum(t.coins) AS coins
        FROM rollup_team_months t WHERE ${teamMonths(r, s, months, 'g')} GROUP BY t.month`,
      );
      return [perMonth(b, rows, (g) => Number(g.givers)), perMonth(b, rows, (g) => Number(g.coins))];
    }
    const rows = await rowsOf(
      r,
      sql<{ b: number; givers: number; coins: number }>`SELECT ${bucketOf('k.at', b)} AS b, count(DISTINCT k.giver) AS givers, sum(k.total) AS coins
      FROM recognitions k WHERE ${counts('k', r, s)} AND k.giver IN (${scopePeople(r, s)}) GROUP BY 1`,
    );
    return [perBucket(b, rows, (g) => Number(g.givers)), perBucket(b, rows, (g) => Number(g.coins))];
  };
  const [people, [givers, coins]] = await Promise.all([peopleIn(r, s), given()]);
  const available = people * allowance;
  return {
    // not-for-people: column ids; the page heads them in the reader's words (words.ts)
    columns: ['Period', 'Givers', 'Coins given', 'Allowance', 'Used (%)'],
    rows: b.labels.map((label, i) => [label, givers[i]!, coins[i]!, available, percent(coins[i]!, available)]),
  };
}
