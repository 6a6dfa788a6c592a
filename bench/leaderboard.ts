// `npm run bench:leaderboard [samples] [scale] [sqlite|postgres]`: the leaderboards through the whole app — a signed
// `/kudos top` in, the board posted to response_url — by default on issue 10's scale (10,000 members in 100 teams, each a
// Slack user group matched in setup, 200,000 recognitions; `40k-100k` and `40k-1M` are the read model's company of
// 40,000 people), the app's store on SQLite or PostgreSQL. First loads of a new install (this month, then this year:
// the company's year read from the service into the read model, once), p95 warm over mixed boards, how soon a kudos
// given straight through the service's API shows, and the first load on another instance (or after a restart: the rows
// are there). Service and Slack run in their own processes; each figure is printed next to its goal.
import { BENCH_TIER_SCALE } from './tier-scale.js';
import { cpus, loadavg } from 'node:os';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { type Runtime, startRuntime } from '../src/runtime.js';
import { BENCH_COMPANY, type Scale, countsAt, ensureBenchFixture, memberEmail, teamOf } from '../scripts/bench-fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../test/support/slack-requests.js';
import { responseReceiver } from './kudos-e2e.js';
import { type Latency, percentile } from './latency.js';
import { type BenchDatabase, benchDatabase } from './databases.js';
import { startFakeSlackProcess, startServiceOnCopy } from './processes.js';

const scale = (process.argv[3] ?? 'leaderboard') as Scale;
const counts = countsAt(scale);
const userId = (i: number) => `U${i}`;
const USERS = Array.from({ length: counts.members }, (_, i) => ({ id: userId(i), name: `First${i} Last${i}`, email: memberEmail(i) }));
const GROUPS = Array.from({ length: counts.teams }, (_, t) => ({
  id: `S${t + 1}`,
  handle: `team-${t + 1}`,
  name: `Team ${t + 1}`,
  users: USERS.filter((_, i) => teamOf(i, counts.teams) === `t${t + 1}`).map((u) => u.id),
}));
const TEAM_MAP = GROUPS.map((g, t) => ({ usergroupId: g.id, handle: g.handle, name: g.name, teamId: `t${t + 1}` }));

type Running = { app: Runtime; top: (text: string, user: number) => Promise<{ ms: number; body: string }>; stop: () => Promise<void> };

/** An app on `serviceUrl` with its store at `storeUrl` (a second app on the same store is a restart, or another instance). */
async function startApp(serviceUrl: string, storeUrl: string, slackApiUrl: string, receiver: Awaited<ReturnType<typeof responseReceiver>>): Promise<Running> {
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_TIER_SCALE: BENCH_TIER_SCALE,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: slackApiUrl,
    ENGAGEMENT_API_URL: serviceUrl,
    ENGAGEMENT_API_KEY: BENCH_COMPANY.key,
    ENGAGEMENT_STAGE: BENCH_COMPANY.stage,
    STORE_URL: storeUrl,
    ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    LOG_LEVEL: 'error',
  });
  const app = await startRuntime(
    config,
    createLogger('error', () => {}),
  );
  await app.deps.workspaces.update({ teamId: 'T1' }, { teamMap: TEAM_MAP });
  let n = 0;
  const top = async (text: string, user: number) => {
    const reply = receiver.expect(`/response/top${Date.now()}-${(n += 1)}`);
    const started = performance.now();
    const r = await send(
      app.slack!.url,
      commandBody({ text: `top ${text}`, user_id: userId(user), response_url: reply.url }),
      'application/x-www-form-urlencoded',
    );
    if (r.status !== 200) throw new Error(`/kudos top ${text}: HTTP ${r.status}`);
    const ms = (await reply.arrived) - started;
    return { ms, body: receiver.bodies[receiver.bodies.length - 1] ?? '' };
  };
  return { app, top, stop: () => app.stop() };
}

/** Mixed boards, from people all over the company: periods, both boards, a value and a team's group now and then. */
const WARM = ['', 'week', 'quarter givers', 'year', 'month givers', 'year receivers <!subteam^S7|@team-7>', 'quarter #nothing-here', 'week givers'];

async function warmLatency(running: Running, samples: number): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) times.push((await running.top(WARM[i % WARM.length]!, (i * 7919) % counts.members)).ms);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]!, samples };
}

/** Seconds until a kudos POSTed straight to the service is on the board (read every second). */
async function freshness(running: Running, serviceUrl: string): Promise<number> {
  const res = await fetch(`${serviceUrl}/${BENCH_COMPANY.stage}/1/recognition/${encodeURIComponent(memberEmail(1))}`, {
    method: 'POST',
    headers: { 'x-api-key': BENCH_COMPANY.key, 'content-type': 'application/json' },
    body: JSON.stringify({ recipients: memberEmail(2), amount: 1_000_000, for: 'given with curl', type: 'coin' }),
  });
  if (res.status !== 200) throw new Error(`POST recognition: HTTP ${res.status}`);
  const given = performance.now();
  for (;;) {
    if ((await running.top('', 5)).body.includes(`<@${userId(2)}> — *1,000,0`)) return (performance.now() - given) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const inPeriod = (body: string) => /(\d[\d,]*) kudos · [\d,]+ coins/.exec(body)?.[1] ?? '?';

export async function benchLeaderboard(warmSamples = 200, store: BenchDatabase['name'] = 'SQLite') {
  const service = await startServiceOnCopy(ensureBenchFixture(scale));
  const slack = await startFakeSlackProcess(USERS, GROUPS);
  const receiver = await responseReceiver();
  const database = await benchDatabase(store);
  const lines: { figure: string; measured: string; goal: string; result: string }[] = [];
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  try {
    const first = await startApp(service.url, database.url, slack.apiUrl, receiver);
    const month = await first.top('month', 0);
    lines.push({
      figure: `first load of a new install, /kudos top month (nothing read yet; ${inPeriod(month.body)} shared kudos)`,
      measured: seconds(month.ms),
      goal: '< 5 s',
      result: verdict(month.ms < 5000),
    });
    const year = await first.top('year', 1);
    lines.push({
      figure: `first year board of a new install, /kudos top year (reads the rest of the year into the read model; ${inPeriod(year.body)} shared kudos)`,
      measured: seconds(year.ms),
      goal: '< 5 s',
      result: verdict(year.ms < 5000),
    });
    const warm = await warmLatency(first, warmSamples);
    lines.push({
      figure: `warm, mixed boards (${warm.samples} samples): p50 ${warm.p50.toFixed(0)} ms, max ${warm.max.toFixed(0)} ms`,
      measured: `p95 ${warm.p95.toFixed(0)} ms`,
      goal: '< 1 s',
      result: verdict(warm.p95 < 1000),
    });
    const fresh = await freshness(first, service.url);
    lines.push({
      figure: 'a kudos given with the service’s API is on the board after',
      measured: `${fresh.toFixed(1)} s`,
      goal: '< 60 s',
      result: verdict(fresh < 60),
    });
    lines.push({
      figure: 'RSS of this process (the app and the bench driving it), the year in the read model',
      measured: `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`,
      goal: '',
      result: 'info',
    });
    await first.stop();
    const other = await startApp(service.url, database.url, slack.apiUrl, receiver);
    const again = await other.top('year', 2);
    lines.push({
      figure: 'first year board on another instance or after a restart, /kudos top year (the rows are there)',
      measured: seconds(again.ms),
      goal: '< 5 s',
      result: verdict(again.ms < 5000),
    });
    await other.stop();
  } finally {
    await receiver.close();
    slack.stop();
    service.stop();
    await database.drop();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `Leaderboards on ${counts.members.toLocaleString('en-US')} members in ${counts.teams} teams and ${counts.recognitions.toLocaleString('en-US')} recognitions (85% shared):`,
  );
  console.table(await benchLeaderboard(Number(process.argv[2] ?? 200), process.argv[4] === 'postgres' ? 'PostgreSQL' : 'SQLite'));
  process.exit(0);
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
