// What the dashboard looks up without reading more than it shows: the kudos and coins from each team to each team per
// calendar year of the workspace's clock, beside the same per month (a year's dashboard adds up one row per pair of
// teams instead of twelve: every pair of 200 teams over a year's months is nearly half a million rows), filled here from
// the months already counted; the months of people and of pairs of teams by month (the months around a whole year are
// read without reading every month of every person); and the company directory by manager (a manager's reports).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../dialect.js';
import { keyed, monthOf } from './0003-rollups.js';

export function dashboardLookups(dialect: DialectName) {
  return {
    up: async (db: Kysely<unknown>) => {
      const columns: [string, 'text' | 'bigint', boolean][] = [
        ['scope', 'text', false],
        ['from_team', 'text', false],
        ['to_team', 'text', false],
        ['year', 'bigint', false],
      ];
      await db.schema.createIndex('directory_manager').on('directory').columns(['scope', 'manager']).execute();
      // Covering, so a month's rows are read from the index alone (PostgreSQL: INCLUDE; SQLite: every column in the key).
      const byMonth = async (name: string, table: string, key: string[], rest: string[]) =>
        dialect === 'postgres'
          ? sql`CREATE INDEX ${sql.raw(name)} ON ${sql.table(table)} (${sql.raw(key.join(', '))}) INCLUDE (${sql.raw(rest.join(', '))})`.execute(db)
          : sql`CREATE INDEX ${sql.raw(name)} ON ${sql.table(table)} (${sql.raw([...key, ...rest].join(', '))})`.execute(db);
      await byMonth('rollup_person_months_by_month', 'rollup_person_months', ['scope', 'side', 'month'], ['email', 'kudos', 'coins']);
      await byMonth('rollup_team_pairs_by_month', 'rollup_team_pairs', ['scope', 'month'], ['from_team', 'to_team', 'kudos', 'coins']);
      await keyed(db, dialect, 'rollup_team_pair_years', columns, ['scope', 'from_team', 'to_team', 'year'], ['kudos', 'coins']);
      const spans = await sql<{ scope: string; time_zone: string; first: number | null; last: number | null }>`SELECT s.scope, s.time_zone,
        (SELECT min(p.month) FROM rollup_team_pairs p WHERE p.scope = s.scope) AS first,
        (SELECT max(p.month) FROM rollup_team_pairs p WHERE p.scope = s.scope) AS last FROM rollup_scopes s`.execute(db);
      for (const { scope, time_zone, first, last } of spans.rows) {
        if (first === null || last === null) continue;
        await sql`INSERT INTO rollup_team_pair_years (scope, from_team, to_team, year, kudos, coins)
          SELECT p.scope, p.from_team, p.to_team, ${monthOf('p.month', Number(first), Number(last), time_zone, 'year')}, sum(p.kudos), sum(p.coins)
          FROM rollup_team_pairs p WHERE p.scope = ${scope} GROUP BY 1, 2, 3, 4`.execute(db);
      }
    },
  };
}
