// PostgreSQL's planner statistics of the read model, kept up while it fills: a table never analyzed looks nearly empty
// to the planner, which then reads a company's whole table for each page of keys, each page slower than the last (a
// million kudos: hours instead of minutes). Autovacuum does this where it is on and keeps up; a fill can outrun it, and
// some servers run without it. SQLite plans without statistics (the statements are written for that).
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { ROLLUP_TABLES } from './rollups.js';

const TABLES = ['recognitions', 'recognition_receivers', 'recognition_values', 'recognition_people', 'rollup_people', ...ROLLUP_TABLES];
/** Analyzed again once the rows written since reach a tenth of those analyzed (autovacuum's default), and at least this. */
const AT_LEAST = 20_000;

export type PlannerStatistics = { wrote: (rows: number) => void };

export function plannerStatistics(db: Kysely<Database>, dialect: DialectName, onError: (line: string) => void): PlannerStatistics {
  let analyzed = 0;
  let since = 0;
  let running = false;
  return {
    wrote(rows) {
      since += rows;
      if (dialect !== 'postgres' || running || since < Math.max(AT_LEAST, analyzed / 10)) return;
      running = true;
      const counted = since;
      sql`ANALYZE ${sql.join(TABLES.map((t) => sql.table(t)))}`
        .execute(db)
        .then(
          () => {
            analyzed += counted;
            since -= counted;
          },
          (error: Error) => onError(`read model statistics not gathered: ${error.message}`),
        )
        .finally(() => {
          running = false;
        });
    },
  };
}
