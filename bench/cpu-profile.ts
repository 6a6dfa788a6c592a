// Where one app process spends its CPU per /kudos: steady load (1,000 at 50 concurrent, service 20 ms late, store on a
// PostgreSQL database of its own, as benchInstances), a V8 CPU profile of only the loaded window, aggregated by self
// time per function and per package. `npx tsx bench/cpu-profile.ts [tsx|dist]` (dist needs `npm run build` first).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GivingRulesStore } from '../src/store/giving-rules.js';
import { createStoreFactory } from '../src/store/factory.js';
import { testFixture } from '../test/support/fixture.js';
import { summarise } from './cpu/summarise.js';
import { BENCH_RULES, USERS, appEnv, fire, slowService, startInstance } from './deploy.js';
import { benchDatabase } from './postgres-server.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';

const TOTAL = 1_000;
const build = process.argv[2] === 'dist' ? 'dist' : 'tsx';
const hook = ['--import', './bench/cpu/profile-hook.mjs'];
const args = build === 'dist' ? [...hook, '--enable-source-maps', 'dist/main.js'] : [...hook, '--import', 'tsx', 'src/main.ts'];
/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux, 100 ticks a second). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const until = async (ok: () => boolean) => {
  while (!ok()) await new Promise((r) => setTimeout(r, 10));
};

const remote = await startFakeSlackProcess(USERS);
const service = await startServiceProcess(testFixture());
const slow = await slowService(service.url, 20);
const database = await benchDatabase('cpu_profile');
const store = await createStoreFactory(database.url);
await new GivingRulesStore(store.db).set({ teamId: 'T1' }, BENCH_RULES);
await store.close();
const out = join(tmpdir(), `kudos-cpu-${build}-${process.pid}.cpuprofile`);
const app = await startInstance({ ...appEnv(remote.apiUrl, slow.url, database.url), CPU_PROFILE_OUT: out }, args);
await fire([app.url], remote.responseUrl, 200, 20); // warm-up: JIT, connections, caches
await until(() => slow.recorded() >= 200);
await new Promise((r) => setTimeout(r, 500));
const cpu0 = cpuMs(app.pid);
process.kill(app.pid, 'SIGUSR2');
await new Promise((r) => setTimeout(r, 100));
const started = performance.now();
const acks = await fire([app.url], remote.responseUrl, TOTAL, 50);
await until(() => slow.recorded() >= 200 + TOTAL);
const seconds = (performance.now() - started) / 1000;
const cpu = cpuMs(app.pid) - cpu0;
process.kill(app.pid, 'SIGUSR2');
await until(() => existsSync(out));
await new Promise((r) => setTimeout(r, 300));
app.stop();
await slow.close();
remote.stop();
service.stop();
await new Promise((r) => setTimeout(r, 1_000)); // the instance's graceful stop, before its database is dropped
await database.drop();
console.log(
  `${build}: ${TOTAL} kudos in ${seconds.toFixed(2)} s (${(TOTAL / seconds).toFixed(0)}/s), ack p50 ${acks[TOTAL / 2]!.toFixed(1)} ms p99 ${acks[Math.floor(TOTAL * 0.99)]!.toFixed(1)} ms`,
);
console.log(`process CPU (/proc): ${cpu} ms = ${(cpu / TOTAL).toFixed(2)} ms a kudos`);
summarise(JSON.parse(readFileSync(out, 'utf8')), TOTAL);
console.log(`profile: ${out}`);
if (process.env.KEEP_PROFILE !== '1') rmSync(out);
process.exit(0);
