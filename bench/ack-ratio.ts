// Bench: /kudos ack p99 at 50 concurrent against a bare Bolt app that only acks, as the median of 5 alternating runs
// (one run is too noisy on 2 shared cores), with the app's store on SQLite and, when POSTGRES_URL answers, on
// PostgreSQL (a database of its own).
// Both apps get the same driver (driver.ts): sockets opened before each measured run and an idle process at its
// start, so a p99 is neither the driver opening connections nor the last run's kudos still being sent. The kudos are
// real: the giver's allowance is raised so that each is recorded, posted and answered, not refused as over budget.
import { testFixture } from '../test/support/fixture.js';
import { DEFAULT_GIVING_RULES } from '../src/store/giving-rules.js';
import { idle, measure, measuredRun, median } from './driver.js';
import { POSTGRES_URL, benchDatabase, postgresAnswers } from './postgres-server.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';
import { USERS, bareBolt, ourApp } from './slack-ack.js';

async function ratioWith(storeUrl: string, runs: number, total: number, concurrency: number) {
  const remote = await startFakeSlackProcess(USERS);
  const service = await startServiceProcess(testFixture());
  const bare = await bareBolt(remote.apiUrl);
  const ours = await ourApp(remote.apiUrl, service.url, storeUrl);
  await ours.deps.givingRules.set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000_000 });
  await measure(bare.url, remote.responseUrl, 100, 10, 'warm-bare');
  await measure(ours.slack!.url, remote.responseUrl, 100, 10, 'warm-ours');
  const bareP99: number[] = [];
  const oursP99: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const pair = run % 2 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
    for (const which of pair) {
      const result = await measuredRun(which === 'bare' ? bare.url : ours.slack!.url, remote.responseUrl, total, concurrency, `${which}${run}`);
      (which === 'bare' ? bareP99 : oursP99).push(result.p99);
    }
  }
  await idle();
  await ours.stop();
  await bare.close();
  service.stop();
  remote.stop();
  return { bareP99, oursP99, ratio: median(oursP99) / median(bareP99) };
}

export async function benchAckRatio(runs = 5, total = 500, concurrency = 50) {
  const postgres = (await postgresAnswers()) ? await benchDatabase('ack_ratio') : undefined;
  const stores: [string, string | undefined][] = [
    ['SQLite', 'sqlite://:memory:'],
    ['PostgreSQL', postgres?.url],
  ];
  const rows = [];
  for (const [name, url] of stores) {
    if (!url) {
      rows.push({ store: name, bareP99Ms: `skipped (no PostgreSQL answers at ${POSTGRES_URL})`, oursP99Ms: '', ratio: '', goal: '≤ 1.2×', result: 'n/a' });
      continue;
    }
    const r = await ratioWith(url, runs, total, concurrency);
    const round = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');
    rows.push({
      store: name,
      bareP99Ms: round(r.bareP99),
      oursP99Ms: round(r.oursP99),
      ratio: `${r.ratio.toFixed(2)}×`,
      goal: '≤ 1.2×',
      result: r.ratio <= 1.2 ? 'PASS' : 'FAIL',
    });
  }
  await postgres?.drop();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('/kudos ack p99 at 50 concurrent (500 requests a run), ours vs bare Bolt, median of 5 alternating runs:');
  console.table(await benchAckRatio());
}
