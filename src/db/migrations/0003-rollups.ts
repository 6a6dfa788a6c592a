// The rollups of each company's shared kudos (engagement/feed/rollups.ts keeps them): who each person is filed under
// (team, manager), and per month of the workspace's clock the kudos and coins each person gave and received (per year
// too), how many people of each team and manager gave and received and what, per pair of teams and per hashtag and
// giver's team — so boards and charts add up months instead of a year of rows. Filled here from the rows already
// read, with this version's definitions (kept as they were when it shipped).
import { TZDate } from '@date-fns/tz';
import { addMonths, addYears, startOfMonth, startOfYear } from 'date-fns';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.js';

/** A table keyed by `key` holding `figures`: on SQLite the key is the table (no rowid beside it), on PostgreSQL its
 *  index carries the figures — either way a read in key order finds everything it adds up in the key. */
export async function keyed(
  db: Kysely<unknown>,
  dialect: DialectName,
  table: string,
  columns: [string, 'text' | 'bigint', boolean][],
  key: string[],
  figures: string[],
) {
  let t = db.schema.createTable(table);
  for (const [name, type, nullable] of [...columns, ...figures.map((f): [string, 'bigint', boolean] => [f, 'bigint', false])])
    t = t.addColumn(name, type, (c) => (nullable ? c : c.notNull()));
  if (dialect === 'sqlite')
    return t
      .addPrimaryKeyConstraint(`${table}_pk`, key as never)
      .modifyEnd(sql`WITHOUT ROWID`)
      .execute();
  await t.execute();
  const include = figures.length ? sql` INCLUDE (${sql.join(figures.map((f) => sql.ref(f)))})` : sql``;
  await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(`${table}_pk`)} PRIMARY KEY (${sql.join(key.map((k) => sql.ref(k)))})${include}`.execute(
    db,
  );
}

/** Who each person is filed under. */
async function filingTables(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('rollup_scopes')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('directory_at', 'bigint')
    .execute();
  await keyed(
    db,
    dialect,
    'rollup_people',
    [
      ['scope', 'text', false],
      ['email', 'text', false],
      ['team', 'text', false],
      ['manager', 'text', true],
    ],
    ['scope', 'email'],
    [],
  );
  // A team's people (the kudos a narrower scope's people received).
  await db.schema.createIndex('rollup_people_team').on('rollup_people').columns(['scope', 'team', 'email']).execute();
}

/** The figures per person, team, pair of teams and value. */
async function figureTables(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  // Each person's months in person order: a board adds them up one person after another.
  await keyed(
    db,
    dialect,
    'rollup_person_months',
    [
      ['scope', 'text', false],
      ['side', 'text', false],
      ['email', 'text', false],
      ['month', 'bigint', false],
    ],
    ['scope', 'side', 'email', 'month'],
    ['kudos', 'coins'],
  );
  await keyed(
    db,
    dialect,
    'rollup_person_years',
    [
      ['scope', 'text', false],
      ['side', 'text', false],
      ['email', 'text', false],
      ['year', 'bigint', false],
    ],
    ['scope', 'side', 'email', 'year'],
    ['kudos', 'coins'],
  );
  await keyed(
    db,
    dialect,
    'rollup_team_months',
    [
      ['scope', 'text', false],
      ['side', 'text', false],
      ['month', 'bigint', false],
      ['team', 'text', false],
      ['manager', 'text', false],
    ],
    ['scope', 'side', 'month', 'team', 'manager'],
    ['people', 'kudos', 'coins'],
  );
  await keyed(
    db,
    dialect,
    'rollup_team_pairs',
    [
      ['scope', 'text', false],
      ['from_team', 'text', false],
      ['to_team', 'text', false],
      ['month', 'bigint', false],
    ],
    ['scope', 'from_team', 'to_team', 'month'],
    ['kudos', 'coins'],
  );
  await keyed(
    db,
    dialect,
    'rollup_value_teams',
    [
      ['scope', 'text', false],
      ['hashtag', 'text', false],
      ['month', 'bigint', false],
      ['team', 'text', false],
    ],
    ['scope', 'hashtag', 'month', 'team'],
    ['kudos'],
  );
}

/** The start of the month (or year) each time in `column` falls in, on the clock `timeZone`, for times from `first` to
 *  `last`. */
export function monthOf(column: string, first: number, last: number, timeZone: string, unit: 'month' | 'year' = 'month') {
  const [start, next] = unit === 'month' ? [startOfMonth, addMonths] : [startOfYear, addYears];
  const starts: number[] = [];
  for (let m = start(new TZDate(first, timeZone)); m.getTime() <= last; m = next(m, 1)) starts.push(m.getTime());
  const whens = starts.slice(1).map((next, i) => `WHEN ${column} < ${next} THEN ${starts[i]}`);
  return sql.raw(whens.length ? `CASE ${whens.join(' ')} ELSE ${starts.at(-1)} END` : `${starts[0]}`);
}

/** One company's filing (its directory) and rollups (its shared rows), on its workspace's clock. */
async function fill(db: Kysely<unknown>, scope: string): Promise<void> {
  const workspace = scope.split(':').slice(0, 2).join(':');
  const rules = await sql<{ time_zone: string }>`SELECT time_zone FROM giving_rules WHERE workspace_key = ${workspace}`.execute(db);
  const timeZone = rules.rows[0]?.time_zone ?? 'UTC';
  const marked = await sql<{ directory_at: number }>`SELECT directory_at FROM recognition_scopes WHERE scope = ${scope}`.execute(db);
  await sql`INSERT INTO rollup_scopes (scope, time_zone, directory_at) VALUES (${scope}, ${timeZone}, ${Number(marked.rows[0]?.directory_at ?? 0)})`.execute(
    db,
  );
  await sql`INSERT INTO rollup_people (scope, email, team, manager) SELECT d.scope, d.email, d.team, m.email FROM directory d
    LEFT JOIN directory m ON m.scope = d.scope AND m.email = d.manager WHERE d.scope = ${scope}`.execute(db);
  const span = await sql<{
    first: number | null;
    last: number | null;
  }>`SELECT min(at) AS first, max(at) AS last FROM recognitions WHERE scope = ${scope} AND shared = 1`.execute(db);
  const { first, last } = span.rows[0] ?? {};
  if (first === null || first === undefined || last === null || last === undefined) return;
  const month = (column: string) => monthOf(column, Number(first), Number(last), timeZone);
  await sql`INSERT INTO rollup_person_months (scope, side, email, month, kudos, coins)
    SELECT k.scope, 'g', COALESCE(k.giver, ''), ${month('k.at')}, count(*), sum(k.total) FROM recognitions k
    WHERE k.scope = ${scope} AND k.shared = 1 GROUP BY k.scope, k.giver, 4`.execute(db);
  await sql`INSERT INTO rollup_person_months (scope, side, email, month, kudos, coins)
    SELECT x.scope, 'r', x.email, ${month('x.at')}, count(*), sum(x.amount) FROM recognition_receivers x
    WHERE x.scope = ${scope} AND x.shared = 1 GROUP BY x.scope, x.email, 4`.execute(db);
  await sql`INSERT INTO rollup_person_years (scope, side, email, year, kudos, coins)
    SELECT p.scope, p.side, p.email, ${monthOf('p.month', Number(first), Number(last), timeZone, 'year')}, sum(p.kudos), sum(p.coins) FROM rollup_person_months p
    WHERE p.scope = ${scope} GROUP BY 1, 2, 3, 4`.execute(db);
  await sql`INSERT INTO rollup_team_months (scope, side, month, team, manager, people, kudos, coins)
    SELECT p.scope, p.side, p.month, f.team, COALESCE(f.manager, ''), count(*), sum(p.kudos), sum(p.coins) FROM rollup_person_months p
    JOIN rollup_people f ON f.scope = p.scope AND f.email = p.email WHERE p.scope = ${scope} GROUP BY 1, 2, 3, 4, f.manager`.execute(db);
  await sql`INSERT INTO rollup_team_pairs (scope, from_team, to_team, month, kudos, coins)
    SELECT x.scope, g.team, d.team, ${month('x.at')}, count(*), sum(x.amount) FROM recognition_receivers x
    JOIN rollup_people g ON g.scope = x.scope AND g.email = x.giver JOIN rollup_people d ON d.scope = x.scope AND d.email = x.email
    WHERE x.scope = ${scope} AND x.shared = 1 GROUP BY 1, 2, 3, 4`.execute(db);
  await sql`INSERT INTO rollup_value_teams (scope, hashtag, month, team, kudos)
    SELECT v.scope, v.hashtag, ${month('v.at')}, f.team, count(*) FROM recognition_values v
    JOIN recognitions k ON k.scope = v.scope AND k.key = v.key JOIN rollup_people f ON f.scope = k.scope AND f.email = k.giver
    WHERE v.scope = ${scope} AND v.shared = 1 GROUP BY 1, 2, 3, 4`.execute(db);
}

export function rollupsModel(dialect: DialectName) {
  return {
    up: async (db: Kysely<unknown>) => {
      await filingTables(db, dialect);
      await figureTables(db, dialect);
      const scopes = await sql<{ scope: string }>`SELECT scope FROM recognitions UNION SELECT scope FROM directory`.execute(db);
      for (const { scope } of scopes.rows) await fill(db, scope);
    },
  };
}
