// `npm run bench:insights` (and a section of `npm run bench`): each insights chart over 1,000,000 recognitions in a
// company of 40,000 people in 200 teams, a year of them, counted by the database from the read model's rows — on SQLite
// and on PostgreSQL (when one answers at POSTGRES_URL). Worst of 3 after a warm run; goal ≤ 500 ms a chart. The heap
// column is this process's: a chart brings back one row per period, team, manager or person, never a kudos.
import { reconcile } from '../src/engagement/feed/index.js';
import { participation } from '../src/insights/charts/participation.js';
import type { ChartRows } from '../src/insights/charts/rows.js';
import type { Scope } from '../src/insights/charts/scope.js';
import { notRecognised, top } from '../src/insights/charts/standings.js';
import { byManager, byTeam, teamMatrix } from '../src/insights/charts/teams.js';
import { allowanceUse, valuesOverTime } from '../src/insights/charts/values.js';
import { type StoreFactory, createStoreFactory } from '../src/store/factory.js';
import { benchDatabase, benchDatabaseKinds } from './databases.js';
import { END, KUDOS, YEAR_MS, loadCompany, values } from './insights-year.js';

const GOAL_MS = 500;
const COMPANY = 'T:T1:dev:-key';

const heapMb = () => Math.round((process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers) / 1e6);

/** Each chart over the company's year, worst of 3 after a warm run. */
export async function chartTimes(stores: StoreFactory, company = COMPANY, end = END): Promise<Record<string, string | number>[]> {
  const rows: ChartRows = {
    db: stores.db,
    dialect: stores.kind,
    company,
    values,
    onError: (error) => console.error('a recount behind the charts failed:', error),
  };
  const admin: Scope = { from: end - YEAR_MS, to: end, bucket: 'month', timeZone: 'Europe/Lisbon' };
  const manager: Scope = { ...admin, teams: new Set(['Team 7']) };
  await reconcile(rows, company, admin.timeZone, true); // the rollups on the charts' clock, as the first chart leaves them
  const charts: [string, () => Promise<unknown>][] = [
    ['participation (months)', () => participation(rows, admin)],
    ['participation (weeks)', () => participation(rows, { ...admin, bucket: 'week' })],
    ['by team', () => byTeam(rows, admin)],
    ['by manager', () => byManager(rows, admin)],
    ['team matrix', () => teamMatrix(rows, admin)],
    ['values over time', () => valuesOverTime(rows, admin)],
    ['allowance use', () => allowanceUse(rows, admin, 100)],
    ['not recognised (30 days)', () => notRecognised(rows, admin, 30, end)],
    ['top receivers', () => top(rows, admin, 'receivers')],
    ['top givers, value filter', () => top(rows, { ...admin, value: 'care' }, 'givers')],
    ['by team, a manager', () => byTeam(rows, manager)],
  ];
  const out: Record<string, string | number>[] = [];
  for (const [chart, run] of charts) {
    await run(); // warm
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    const ms = Math.round(Math.max(...times));
    out.push({ store: stores.kind, chart, 'worst of 3 (ms)': ms, goal: `≤ ${GOAL_MS} ms`, verdict: ms <= GOAL_MS ? 'ok' : 'SLOW', 'heap (MB)': heapMb() });
  }
  return out;
}

export async function benchInsights(): Promise<Record<string, string | number>[]> {
  const out: Record<string, string | number>[] = [];
  for (const kind of await benchDatabaseKinds()) {
    const database = await benchDatabase(kind);
    const stores = await createStoreFactory(database.url);
    try {
      const seconds = await loadCompany(stores, COMPANY, KUDOS);
      out.push({
        store: stores.kind,
        chart: `rows written (${KUDOS} kudos, 40,000 people)`,
        'worst of 3 (ms)': Math.round(seconds * 1000),
        goal: 'once per company',
        verdict: '',
        'heap (MB)': heapMb(),
      });
      out.push(...(await chartTimes(stores)));
    } finally {
      await stores.close();
      await database.drop();
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchInsights());
  process.exit(0);
}
