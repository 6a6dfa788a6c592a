// `npm run bench:rewards` (and a section of `npm run bench`): a person with 10,000 received kudos and 1,000
// redemptions in the rewards ledger; their balance read 200 times, on the SQLite store and on PostgreSQL (POSTGRES_URL,
// when one answers: a database of its own, dropped after), against the goal of ≤ 20 ms. Also the whole of what the
// catalogue reads besides: every request event.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { RewardsLedger } from '../src/store/rewards-ledger.js';
import { createStoreFactory } from '../src/store/factory.js';

const RECEIVED = 10_000;
const REDEMPTIONS = 1_000;
const READS = 200;
const GOAL_MS = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    await work();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

async function benchOn(store: string, url: string) {
  const stores = await createStoreFactory(url);
  try {
    const ledger = new RewardsLedger(stores.db);
    const w = { teamId: `TBENCH${Date.now()}` };
    for (let i = 0; i < RECEIVED; i++) await ledger.credit(w, 'UANA', `rec-${i}`, 5, 'kudos from a colleague');
    const reward = { id: 'lunch', name: 'Team lunch', cost: 10 };
    for (let i = 0; i < REDEMPTIONS; i++) await ledger.redeem(w, { request: `q-${i}`, user: 'UANA', reward, stocked: false, needsApproval: true });
    const balance = await ledger.balance(w, 'UANA');
    if (balance !== RECEIVED * 5 - REDEMPTIONS * 10) throw new Error(`the balance reads ${balance}`);
    const reads = await timed(() => ledger.balance(w, 'UANA'));
    const events = await timed(() => ledger.events(w, 'all'));
    return [
      {
        store,
        read: 'balance',
        p50_ms: +percentile(reads, 50).toFixed(3),
        p99_ms: +percentile(reads, 99).toFixed(3),
        max_ms: +reads.at(-1)!.toFixed(3),
        goal: `≤ ${GOAL_MS} ms`,
        verdict: percentile(reads, 99) <= GOAL_MS ? 'PASS' : 'FAIL',
      },
      {
        store,
        read: `${REDEMPTIONS} request events`,
        p50_ms: +percentile(events, 50).toFixed(3),
        p99_ms: +percentile(events, 99).toFixed(3),
        max_ms: +events.at(-1)!.toFixed(3),
        goal: '—',
        verdict: '',
      },
    ];
  } finally {
    await stores.close();
  }
}

/** Runs `work` on a new database of the PostgreSQL at POSTGRES_URL, dropped after. */
async function onPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const server = new URL(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `kudos_bench_rewards_${process.pid}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 2_000 });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  try {
    return await work(new URL(`/${name}`, server).toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

export async function benchRewards() {
  const rows = await benchOn('SQLite', `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-bench-rewards-')), 'app.sqlite')}`);
  const skipped = (error: unknown) => [
    { store: 'PostgreSQL', read: `skipped: ${(error as Error).message}`, p50_ms: 0, p99_ms: 0, max_ms: 0, goal: '', verdict: '' },
  ];
  const onPg = await onPostgres((url) => benchOn('PostgreSQL', url)).catch(skipped);
  return [...rows, ...onPg];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchRewards());
  process.exit(0);
}
