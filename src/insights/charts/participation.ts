// Participation over time: per week or month, the share of people in scope who gave and who received a shared kudos,
// and the shared kudos and coins that touched the scope — by month from the rollups (the months of the scope's teams,
// and the kudos from outside the scope to it), else from the rows.
import { sql } from 'kysely';
import { type Months, fromOutside, monthsOf, perMonth, teamMonths } from './months.js';
import { type ChartRows, bucketOf, counts, peopleIn, perBucket, rowsOf, scopePeople, touches } from './rows.js';
import { type Buckets, type Scope, type Table, bucketsOf, percent } from './scope.js';

type Figures = { givers: number[]; receivers: number[]; kudos: number[]; coins: number[] };

async function fromMonths(r: ChartRows, s: Scope, m: Months, b: Buckets): Promise<Figures> {
  const side = (side: 'g' | 'r') =>
    rowsOf(
      r,
      sql<{ month: number; n: number; kudos: number; coins: number }>`SELECT t.month, sum(t.people) AS n, sum(t.kudos) AS kudos, sum(t.coins) AS coins
      FROM rollup_team_months t WHERE ${teamMonths(r, s, m, side)} GROUP BY t.month`,
    );
  const [gave, got, outside] = await Promise.all([side('g'), side('r'), rowsOf(r, fromOutside(r, s, b))]);
  const [more, moreCoins] = [perBucket(b, outside, (x) => Number(x.kudos)), perBucket(b, outside, (x) => Number(x.coins))];
  return {
    givers: perMonth(b, gave, (x) => Number(x.n)),
    receivers: perMonth(b, got, (x) => Number(x.n)),
    kudos: perMonth(b, gave, (x) => Number(x.kudos)).map((n, i) => n + more[i]!),
    coins: perMonth(b, gave, (x) => Number(x.coins)).map((n, i) => n + moreCoins[i]!),
  };
}

async function fromRows(r: ChartRows, s: Scope, b: Buckets): Promise<Figures> {
  const [touched, gave, got] = await Promise.all([
    rowsOf(
      r,
      sql<{ b: number; kudos: number; coins: number }>`SELECT ${bucketOf('k.at', b)} AS b, count(*) AS kudos, sum(k.total) AS coins
      FROM recognitions k WHERE ${counts('k', r, s)} AND ${touches('k', r, s)} GROUP BY 1`,
    ),
    // Each person once per bucket, whatever their kudos.
    rowsOf(
      r,
      sql<{ b: number; n: number }>`SELECT ${bucketOf('k.at', b)} AS b, count(DISTINCT k.giver) AS n
      FROM recognitions k WHERE ${counts('k', r, s)} AND k.giver IN (${scopePeople(r, s)}) GROUP BY 1`,
    ),
    rowsOf(
      r,
      sql<{ b: number; n: number }>`SELECT ${bucketOf('k.at', b)} AS b, count(DISTINCT k.email) AS n
      FROM recognition_receivers k WHERE ${counts('k', r, s)} AND k.email IN (${scopePeople(r, s)}) GROUP BY 1`,
    ),
  ]);
  return {
    givers: perBucket(b, gave, (x) => Number(x.n)),
    receivers: perBucket(b, got, (x) => Number(x.n)),
    kudos: perBucket(b, touched, (x) => Number(x.kudos)),
    coins: perBucket(b, touched, (x) => Number(x.coins)),
  };
}

export async function participation(r: ChartRows, s: Scope): Promise<Table> {
  const b = bucketsOf(s);
  const months = s.bucket === 'month' ? await monthsOf(r, s) : undefined;
  const [people, f] = await Promise.all([peopleIn(r, s), months ? fromMonths(r, s, months, b) : fromRows(r, s, b)]);
  return {
    // not-for-people: column ids; the page heads them in the reader's words (words.ts)
    columns: ['Period', 'People', 'Gave (%)', 'Received (%)', 'Kudos', 'Coins'],
    rows: b.labels.map((label, i) => [label, people, percent(f.givers[i]!, people), percent(f.receivers[i]!, people), f.kudos[i]!, f.coins[i]!]),
  };
}
