// The read model's planner statistics on PostgreSQL: gathered once a fill has written enough rows (a never-analyzed
// table looks empty to the planner, which then reads a company's whole table per page of keys), not for a few rows,
// and never on SQLite, which has none to gather.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { plannerStatistics } from '../../src/engagement/feed/statistics.js';
import { waitFor } from '../support/basics.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const postgres = storeBackends('statistics').find((b) => b.name === 'PostgreSQL')!;

describe.skipIf(postgres.skip)('the read model’s planner statistics on PostgreSQL', () => {
  const { open } = useStoreFactories(postgres.url);

  it('are gathered after a fill’s first 20,000 rows, not after a few', async () => {
    const stores = await open();
    const analyzed = async () => {
      const r = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_user_tables
        WHERE relname = 'recognitions' AND (last_analyze IS NOT NULL OR last_autoanalyze IS NOT NULL)`.execute(stores.db);
      return Number(r.rows[0]!.n) > 0;
    };
    const errors: string[] = [];
    const statistics = plannerStatistics(stores.db, 'postgres', (line) => errors.push(line));
    statistics.wrote(250);
    await new Promise((r) => setTimeout(r, 300));
    expect(await analyzed()).toBe(false);
    statistics.wrote(19_750);
    await waitFor(analyzed, 'the read model analyzed');
    expect(errors).toEqual([]);
  });
});
