// `npm run bench:insights` (and a section of `npm run bench`): each insights chart over 1,000,000 recognitions in a
// company of 40,000 people in 200 teams, a year of them. The kudos are made one at a time (a generator) and written to
// the dashboard's store in a SQLite file, a chunk at a time; then each chart reads the file one chunk at a time.
// Goal ≤ 500 ms a chart; the heap column shows what the process holds (the year itself stays on disk).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { participation } from '../src/insights/charts/participation.js';
import { type Ledger, ledgerOf } from '../src/insights/charts/ledger.js';
import { RowsDb } from '../src/insights/rows/store.js';
import type { Scope } from '../src/insights/charts/scope.js';
import { notRecognised, top } from '../src/insights/charts/standings.js';
import { byManager, byTeam, teamMatrix } from '../src/insights/charts/teams.js';
import { allowanceUse, valuesOverTime } from '../src/insights/charts/values.js';
import { benchInsightsMemory } from './insights-memory.js';
import { END, YEAR_MS, people, values, year } from './insights-year.js';

const GOAL_MS = 500;

const heapMb = () => Math.round((process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers) / 1e6);

export function benchInsights(): Record<string, string | number>[] {
  const dir = mkdtempSync(join(tmpdir(), 'kudos-insights-bench-'));
  try {
    const started = performance.now();
    const db = new RowsDb(join(dir, 'insights.sqlite'));
    const ledger = ledgerOf(year(), people, values, db);
    const file = Math.round(statSync(join(dir, 'insights.sqlite')).size / 1e6);
    const built = { chart: `store written (${ledger.size} kudos, ${file} MB file)`, 'worst of 3 (ms)': Math.round(performance.now() - started), goal: 'once, then what is new', verdict: '', 'heap (MB)': heapMb() };
    const rows = [built, ...timeCharts(ledger)];
    db.close();
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function timeCharts(ledger: Ledger): Record<string, string | number>[] {
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
  return charts.map(([chart, run]) => {
    run(); // warm
    const times = [0, 1, 2].map(() => {
      const started = performance.now();
      run();
      return performance.now() - started;
    });
    const ms = Math.round(Math.max(...times));
    return { chart, 'worst of 3 (ms)': ms, goal: `≤ ${GOAL_MS} ms`, verdict: ms <= GOAL_MS ? 'ok' : 'SLOW', 'heap (MB)': heapMb() };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(benchInsights());
  console.table(benchInsightsMemory());
}
