// CPU of the work after a /kudos ack alone (recipients, dedupe claims, allowance, the recognition, the post, the DM, the
// reply), with no HTTP server or Bolt in the way: the app's runtime on a PostgreSQL database of its own calls
// giveFromCommand for a repeated one-recipient kudos, 50 at once, against a fake Slack and the service in their own
// processes. `npx tsx bench/give-cpu.ts` (POSTGRES_URL names the server; `sqlite` as argument for the embedded store)
import { startGiving } from './give-direct.js';
import { POSTGRES_URL, benchDatabase, postgresAnswers } from './postgres-server.js';

const TOTAL = 2_000;
const CONCURRENCY = 50;
const RUNS = 3;

const onSqlite = process.argv[2] === 'sqlite';
if (!onSqlite && !(await postgresAnswers())) throw new Error(`no PostgreSQL answers at ${POSTGRES_URL}`);
const database = onSqlite ? undefined : await benchDatabase('give_cpu');
const giving = await startGiving(database?.url ?? 'sqlite://:memory:');

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
await database?.drop();
process.exit(0);
