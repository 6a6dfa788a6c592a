// Benchmark for a deployment on PostgreSQL: /kudos ack p50/p99 at 50 concurrent with the store on SQLite and on
// PostgreSQL (median of 5 alternating runs), and kudos throughput with one vs two app processes on one PostgreSQL
// database against an engagement service answering every call 20 ms late (goal: two instances ≥ 1.8× one).
import { BENCH_TIER_SCALE } from './tier-scale.js';
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { availableParallelism } from 'node:os';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startRuntime } from '../src/runtime.js';
import { DEFAULT_GIVING_RULES, GivingRulesStore } from '../src/store/giving-rules.js';
import { createStoreFactory } from '../src/store/factory.js';
import { testFixture } from '../test/support/fixture.js';
import { SIGNING_SECRET, commandBody } from '../test/support/slack-requests.js';
import { idle, measuredRun, median, post } from './driver.js';
import { POSTGRES_URL, backendCpu, benchDatabase, postgresAnswers } from './postgres-server.js';
import { cpuMs, startFakeSlackProcess, startServiceProcess } from './processes.js';

export const USERS = [
  { id: 'UANA', name: 'Ana Lima', email: 'ana@acme.test' },
  { id: 'UBEN', name: 'Ben Carter', email: 'ben@acme.test' },
];
const KEY = Buffer.alloc(32, 1).toString('base64');
/** The bench's giver sends thousands of 1-coin kudos: far more than the default allowance of 100 a month. */
export const BENCH_RULES = { ...DEFAULT_GIVING_RULES, allowance: 1_000_000 };
let sent = 0;

/** Sends `total` /kudos, `concurrency` at a time, spread over the apps in turn; returns the ack latencies, sorted. */
export async function fire(urls: string[], responseUrl: () => string, total: number, concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const body = commandBody({ text: `<@UBEN|ben> 1 for bench ${++sent}`, user_id: 'UANA', response_url: responseUrl() });
      const started = performance.now();
      const status = await post(urls[i % urls.length]!, body);
      latencies.push(performance.now() - started);
      if (status !== 200) throw new Error(`HTTP ${status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
}

export const appEnv = (apiUrl: string, engagementUrl: string, storeUrl: string) => ({
  PORT: '0',
  SLACK_BOT_TOKEN: 'xoxb-bench',
  SLACK_TIER_SCALE: BENCH_TIER_SCALE,
  SLACK_SIGNING_SECRET: SIGNING_SECRET,
  SLACK_API_URL: apiUrl,
  ENGAGEMENT_API_URL: engagementUrl,
  ENGAGEMENT_API_KEY: 'acme-dev-key',
  STORE_URL: storeUrl,
  ENCRYPTION_KEY: KEY,
  LOG_LEVEL: 'error',
});

type Store = 'sqlite' | 'postgres';

/** Ack p50/p99 with the store on SQLite and on PostgreSQL (a database of the bench's own): 5 alternating runs of 500
 *  at 50 concurrent, each on open sockets and an idle process (measuredRun), medians. */
export async function benchStoreAck() {
  const remote = await startFakeSlackProcess(USERS);
  const service = await startServiceProcess(testFixture());
  const database = await benchDatabase('ack');
  const apps = {
    sqlite: await startRuntime(
      parseConfig(appEnv(remote.apiUrl, service.url, 'sqlite://:memory:')),
      createLogger('error', () => {}),
    ),
    postgres: await startRuntime(
      parseConfig(appEnv(remote.apiUrl, service.url, database.url)),
      createLogger('error', () => {}),
    ),
  };
  for (const app of Object.values(apps)) await app.deps.givingRules.set({ teamId: 'T1' }, BENCH_RULES);
  const runs: Record<Store, { p50: number; p99: number }[]> = { sqlite: [], postgres: [] };
  for (const app of Object.values(apps)) await fire([app.slack!.url], remote.responseUrl, 50, 10);
  for (let run = 0; run < 5; run++) {
    for (const kind of run % 2 ? (['postgres', 'sqlite'] as const) : (['sqlite', 'postgres'] as const)) {
      // Its sockets opened first and the process idle, whichever store's kudos the last run left (driver.ts).
      runs[kind].push(await measuredRun(apps[kind].slack!.url, remote.responseUrl, 500, 50, `${kind}${run}`));
    }
  }
  await idle();
  await Promise.all(Object.values(apps).map((a) => a.stop()));
  await database.drop();
  remote.stop();
  service.stop();
  const of = (kind: Store) => ({ p50: median(runs[kind].map((r) => r.p50)), p99: median(runs[kind].map((r) => r.p99)), p99s: runs[kind].map((r) => r.p99) });
  return { sqlite: of('sqlite'), postgres: of('postgres') };
}

/** A proxy that answers every call to the service 20 ms late and counts the recognitions it saw recorded. */
export async function slowService(target: string, delayMs: number) {
  let recorded = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    await new Promise((r) => setTimeout(r, delayMs));
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => ['x-api-key', 'content-type', 'accept', 'content-length'].includes(k)));
    const forward = request(`${target}${req.url}`, { method: req.method ?? 'GET', headers, agent }, (answer) => {
      const ok = (answer.statusCode ?? 500) < 300;
      if (req.method === 'POST' && req.url?.includes('/recognition') && ok) recorded += 1;
      res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/json' });
      answer.pipe(res);
    });
    forward.once('error', () => res.writeHead(502).end());
    forward.end(chunks.length ? Buffer.concat(chunks) : undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, recorded: () => recorded, close: () => new Promise((r) => server.close(r)) };
}

/** One app process; `args` is how node starts it (under tsx by default, `['dist/main.js']` for the production build). */
export function startInstance(env: Record<string, string>, args = ['--import', 'tsx', 'src/main.ts']) {
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.on('data', (d) => (out += d));
  return new Promise<{ url: string; pid: number; stop: () => void }>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (match) {
        clearInterval(timer);
        resolve({ url: match[1]!, pid: child.pid!, stop: () => child.kill('SIGTERM') });
      }
    }, 20);
    child.on('exit', (code) => {
      reject(new Error(out));
      if (code) console.error(`an app instance exited with code ${code}:\n${out.slice(-4_000)}`);
    });
  });
}

/** Kudos fully recorded per second by one app process, then by two on one PostgreSQL database, 400 at 50 concurrent
 *  each time. */
export async function benchInstances(total = 400) {
  const remote = await startFakeSlackProcess(USERS);
  const service = await startServiceProcess(testFixture());
  const slow = await slowService(service.url, 20);
  const database = await benchDatabase('instances');
  const env = appEnv(remote.apiUrl, slow.url, database.url);
  const store = await createStoreFactory(database.url);
  await new GivingRulesStore(store.db).set({ teamId: 'T1' }, BENCH_RULES);
  await store.close();
  const instances = [await startInstance(env), await startInstance(env)];
  const backends = await backendCpu(database.name);
  // The bench process is the driver and the 20 ms proxy; with the service, the fake Slack and both apps, every
  // process the run uses but PostgreSQL, whose backends serving the bench's database are counted apart.
  const cpuNow = () => [process.pid, remote.pid, service.pid, ...instances.map((i) => i.pid)].reduce((sum, pid) => sum + cpuMs(pid), 0);
  let expected = 0;
  const rate = async (count: number) => {
    const urls = instances.slice(0, count).map((i) => i.url);
    await fire(urls, remote.responseUrl, 40, 10); // warm-up
    expected += 40;
    while (slow.recorded() < expected) await new Promise((r) => setTimeout(r, 20));
    expected += total;
    const [start, target, cpu, db] = [performance.now(), expected, cpuNow(), await backends.total()];
    await fire(urls, remote.responseUrl, total, 50);
    while (slow.recorded() < target) await new Promise((r) => setTimeout(r, 10));
    const wallMs = performance.now() - start;
    const dbMs = (await backends.total()) - db;
    return { perSecond: total / (wallMs / 1000), cores: (cpuNow() - cpu) / wallMs, dbCores: dbMs / wallMs };
  };
  const one = await rate(1);
  const two = await rate(2);
  instances.forEach((i) => i.stop());
  await backends.stop();
  await new Promise((r) => setTimeout(r, 1_000)); // the instances' graceful stop, before their database is dropped
  await database.drop();
  await slow.close();
  remote.stop();
  service.stop();
  return { one, two, ratio: two.perSecond / one.perSecond };
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const runsOf = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Both benches as rows of figure, measured, goal and verdict; without a PostgreSQL answering, one row saying so. */
export async function benchDeploy(): Promise<Record<string, string>[]> {
  if (!(await postgresAnswers()))
    return [{ figure: 'store on PostgreSQL, two instances', measured: `skipped: no PostgreSQL answers at ${POSTGRES_URL}`, goal: '', result: 'n/a' }];
  const acks = await benchStoreAck();
  const t = await benchInstances();
  const cores = (one: number, two: number) => `${one.toFixed(2)} / ${two.toFixed(2)} of ${availableParallelism()} cores`;
  return [
    {
      figure: 'ack p50 / p99 at 50 concurrent, store on SQLite',
      measured: `${ms(acks.sqlite.p50)} / ${ms(acks.sqlite.p99)}`,
      goal: 'p99 < 3 s (Slack)',
      result: verdict(acks.sqlite.p99 < 3_000),
    },
    {
      figure: 'ack p50 / p99 at 50 concurrent, store on PostgreSQL',
      measured: `${ms(acks.postgres.p50)} / ${ms(acks.postgres.p99)}`,
      goal: 'p99 < 3 s (Slack)',
      result: verdict(acks.postgres.p99 < 3_000),
    },
    { figure: 'ack p99 of each run, SQLite | PostgreSQL (ms)', measured: `${runsOf(acks.sqlite.p99s)} | ${runsOf(acks.postgres.p99s)}`, goal: '', result: '' },
    { figure: 'ack p99, PostgreSQL / SQLite', measured: `${(acks.postgres.p99 / acks.sqlite.p99).toFixed(2)}×`, goal: 'none set (comparison)', result: '' },
    {
      figure: 'kudos recorded per second, service 20 ms late: one / two instances',
      measured: `${t.one.perSecond.toFixed(0)} / ${t.two.perSecond.toFixed(0)}`,
      goal: '',
      result: '',
    },
    { figure: 'CPU busy meanwhile, all processes but PostgreSQL: one / two instances', measured: cores(t.one.cores, t.two.cores), goal: '', result: '' },
    { figure: 'CPU of the PostgreSQL backends serving them: one / two instances', measured: cores(t.one.dbCores, t.two.dbCores), goal: '', result: '' },
    { figure: 'two instances / one', measured: `${t.ratio.toFixed(2)}×`, goal: '≥ 1.8×', result: verdict(t.ratio >= 1.8) },
  ];
}
