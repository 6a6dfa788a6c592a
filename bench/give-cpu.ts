// CPU of the work after a /kudos ack alone (recipients, dedupe claims, allowance, the recognition, the post, the DM, the
// reply), with no HTTP server or Bolt in the way: the app's runtime on Redis calls giveFromCommand for a repeated
// one-recipient kudos, 50 at once, against a fake Slack and the service in their own processes. `npx tsx bench/give-cpu.ts`
import { REDIS_URL, noRedis } from '../test/store/redis.js';
import { startGiving } from './give-direct.js';

const TOTAL = 2_000;
const CONCURRENCY = 50;
const RUNS = 3;

if (noRedis) throw new Error(`no Redis answers at ${REDIS_URL}`);
const giving = await startGiving(REDIS_URL);

async function run(total: number) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await giving.give(total, CONCURRENCY);
  const used = process.cpuUsage(cpu);
  return { ms: (used.user + used.system) / 1000 / total, perSecond: total / ((performance.now() - started) / 1000) };
}

await run(300); // warm-up: JIT, connections, caches
const runs = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await run(TOTAL));
for (const r of runs) console.log(`${TOTAL} kudos after the ack: ${r.ms.toFixed(3)} ms CPU a kudos (${r.perSecond.toFixed(0)}/s)`);
console.log(`median ${[...runs].sort((a, b) => a.ms - b.ms)[1]!.ms.toFixed(3)} ms CPU a kudos`);
await giving.stop();
process.exit(0);
