// `npm run bench:rewards` (and a section of `npm run bench`): a person with 10,000 received kudos and 1,000
// redemptions in the rewards ledger; their balance read 200 times, on the SQLite store and on Redis (when one
// answers), against the goal of ≤ 20 ms. Also the whole of what the catalogue reads besides: every request event.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RewardsLedger } from '../src/features/rewards/ledger.js';
import { createStoreFactory } from '../src/store/keyv.js';

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
  const stores = await createStoreFactory(url, { redisPrefix: `kudos-bench-rewards-${process.pid}` });
  try {
    const ledger = new RewardsLedger(stores.ledger('rewards'));
    const w = { teamId: `TBENCH${Date.now()}` };
    for (let i = 0; i < RECEIVED; i++) await ledger.credit(w, 'UANA', `rec-${i}`, 5, 'kudos from a colleague');
    const reward = { id: 'lunch', name: 'Team lunch', cost: 10 };
    for (let i = 0; i < REDEMPTIONS; i++) await ledger.redeem(w, { request: `q-${i}`, user: 'UANA', reward, stocked: false, needsApproval: true });
    const balance = await ledger.balance(w, 'UANA');
    if (balance !== RECEIVED * 5 - REDEMPTIONS * 10) throw new Error(`the balance reads ${balance}`);
    const reads = await timed(() => ledger.balance(w, 'UANA'));
    const events = await timed(() => ledger.events(w));
    return [
      { store, read: 'balance', p50_ms: +percentile(reads, 50).toFixed(3), p99_ms: +percentile(reads, 99).toFixed(3), max_ms: +reads.at(-1)!.toFixed(3), goal: `≤ ${GOAL_MS} ms`, verdict: percentile(reads, 99) <= GOAL_MS ? 'PASS' : 'FAIL' },
      { store, read: `${REDEMPTIONS} request events`, p50_ms: +percentile(events, 50).toFixed(3), p99_ms: +percentile(events, 99).toFixed(3), max_ms: +events.at(-1)!.toFixed(3), goal: '—', verdict: '' },
    ];
  } finally {
    await stores.close();
  }
}

export async function benchRewards() {
  const rows = await benchOn('SQLite', `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-bench-rewards-')), 'app.sqlite')}`);
  const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const onRedis = await benchOn('Redis', redis).catch((error: unknown) => [{ store: 'Redis', read: `skipped: ${(error as Error).message}`, p50_ms: 0, p99_ms: 0, max_ms: 0, goal: '', verdict: '' }]);
  return [...rows, ...onRedis];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await benchRewards());
  process.exit(0);
}
