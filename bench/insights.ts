// `npm run bench:insights` (and a section of `npm run bench`): each insights chart over 1,000,000 recognitions in a
// company of 40,000 people in 200 teams, a year of them. The kudos are made one at a time (a generator) and appended to
// the ledger's number columns, never kept as objects; then each chart is one pass over the ledger. Goal ≤ 500 ms a chart.
import { participation } from '../src/insights/charts/participation.js';
import { ledgerOf } from '../src/insights/charts/ledger.js';
import type { Scope } from '../src/insights/charts/scope.js';
import { notRecognised, top } from '../src/insights/charts/standings.js';
import { byManager, byTeam, teamMatrix } from '../src/insights/charts/teams.js';
import { allowanceUse, valuesOverTime } from '../src/insights/charts/values.js';
import { benchInsightsMemory } from './insights-memory.js';
import { END, YEAR_MS, people, values, year } from './insights-year.js';

const GOAL_MS = 500;

export function benchInsights(): Record<string, string | number>[] {
  let started = performance.now();
  const ledger = ledgerOf(year(), people, values);
  const built = { chart: `ledger built (${ledger.size} kudos, made as read)`, 'worst of 3 (ms)': Math.round(performance.now() - started), goal: 'once, then kept', verdict: '', 'heap (MB)': `ledger ${Math.round(ledger.bytes / 1e6)}` };
  const admin: Scope = { from: END - YEAR_MS, to: END, bucket: 'month', timeZone: 'Europe/Lisbon' };
  const manager: Scope = { ...admin, teams: new Set(['Team 7']) };
  const charts: [string, () => unknown][] = [
    ['participation (months)', () => participation(ledger, admin)],
    ['participation (weeks)', () => participation(ledger, { ...admin, bucket: 'week' })],
    ['by team', () => byTeam(ledger, admin)],
    ['by manager', () => byManager(ledger, admin)],
    ['team matrix', () => teamMatrix(ledger, admin)],
    ['values over time', () => valuesOverTime(ledger, admin)],
    ['allowance use', () => allowanceUse(ledger, admin, 100)],
    ['not recognised (30 days)', () => notRecognised(ledger, admin, 30, END)],
    ['top receivers', () => top(ledger, admin, 'receivers')],
    ['top givers, value filter', () => top(ledger, { ...admin, value: 'care' }, 'givers')],
    ['by team, a manager', () => byTeam(ledger, manager)],
  ];
  return [built, ...charts.map(([chart, run]) => {
    run(); // warm
    const times = [0, 1, 2].map(() => {
      started = performance.now();
      run();
      return performance.now() - started;
    });
    const ms = Math.round(Math.max(...times));
    return { chart, 'worst of 3 (ms)': ms, goal: `≤ ${GOAL_MS} ms`, verdict: ms <= GOAL_MS ? 'ok' : 'SLOW', 'heap (MB)': Math.round(process.memoryUsage().heapUsed / 1e6) };
  })];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(benchInsights());
  console.table(benchInsightsMemory());
}
