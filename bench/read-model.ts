// `npm run bench:read-model` (and a section of `npm run bench`): what one app instance holds, and how long its first
// `/kudos top year` and its first dashboard charts take, then the year board warm (p95 of 20) and each chart alone warm
// (worst of 3), with 0, 100,000 and 1,000,000 kudos of a company of 40,000 people in 200 teams in the read model — on
// SQLite and on PostgreSQL (when one answers at POSTGRES_URL). The rows are
// written first as the company's reader would have left them (bench/insights-year.ts, fresh: the instance reads nothing
// from the service), then the app starts in a process of its own, the fake Slack (40,000 users, 200 user groups matched
// to the teams) and the service in theirs. RSS is the instance's (/proc: now, and its peak), heap its own (/metrics).
import { createHmac, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { CHARTS } from '../src/insights/charts/index.js';
import { createLogger } from '../src/log.js';
import { SESSION_COOKIE, sessionSigner } from '../src/insights/session.js';
import { createStoreFactory } from '../src/store/factory.js';
import { createSecretBox, loadEncryptionKeys } from '../src/store/secrets.js';
import { WorkspaceStore } from '../src/store/workspaces.js';
import { testFixture } from '../test/support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../test/support/slack-requests.js';
import { benchDatabase, benchDatabaseKinds } from './databases.js';
import { TEAMS, emails, loadCompany, teamOf } from './insights-year.js';
import { responseReceiver } from './kudos-e2e.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';
import { BENCH_TIER_SCALE } from './tier-scale.js';

const SIZES = [0, 100_000, 1_000_000];
/** The company the instance reads: the workspace T1 on the service's `acme-dev-key` (connections.ts names it so). */
const COMPANY = 'T:T1:dev:-key';
const KEY = Buffer.alloc(32, 7).toString('base64');
const USERS = emails.map((email, i) => ({ id: `U${i}`, name: `Person ${i}`, email, ...(i === 0 ? { is_admin: true } : {}) }));
const GROUPS = Array.from({ length: TEAMS }, (_, t) => ({
  id: `S${t}`,
  handle: `team-${t}`,
  name: teamOf(t),
  users: USERS.filter((_, i) => i % TEAMS === t).map((u) => u.id),
}));
const TEAM_MAP = GROUPS.map((g, t) => ({ usergroupId: g.id, handle: g.handle, name: g.name, teamId: `t${t}` }));

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
/** Progress on stderr: a run at a million kudos takes minutes. */
const say = (line: string) => process.stderr.write(`read-model bench: ${line}\n`);
const status = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;

type Instance = { url: string; pid: number; stop: () => void };

/** The app in a process of its own (as in production), once it says it listens (an info line). */
function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (!match) return;
      clearInterval(timer);
      // Drained unread from here: its log lines are no part of the bench's memory.
      child.stdout!.removeAllListeners('data');
      child.stderr!.removeAllListeners('data');
      child.stdout!.resume();
      child.stderr!.resume();
      resolve({ url: match[1]!, pid: child.pid!, stop: () => child.kill('SIGTERM') });
    }, 20);
    child.on('exit', () => reject(new Error(out)));
  });
}

/** The instance's memory now: RSS, its peak so far, and the V8 heap in use (the app's own metrics). */
async function memory(app: Instance) {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const heap = Number(/^kudos_nodejs_heap_size_used_bytes (\d+)/m.exec(text)?.[1]);
  return { rss: mb(status(app.pid, 'VmRSS')), peak: mb(status(app.pid, 'VmHWM')), heap: mb(heap) };
}

/** An admin's dashboard session, as Sign in with Slack would have set it (the key is derived from ENCRYPTION_KEY). */
function adminCookie(): string {
  const secret = createHmac('sha256', Buffer.from(KEY, 'base64')).update('kudos insights').digest();
  const session = { teamId: 'T1', userId: 'U0', id: randomBytes(16).toString('base64url'), expiresAt: Date.now() + 3_600_000 };
  return `${SESSION_COOKIE}=${encodeURIComponent(sessionSigner(secret).seal(session))}`;
}

/** Writes the company's rows (none, or `size` kudos) and the workspace's team matching on a fresh database. */
async function prepare(url: string, size: number): Promise<number> {
  const stores = await createStoreFactory(url);
  try {
    const seconds = await loadCompany(stores, COMPANY, size, Date.now());
    const box = createSecretBox(loadEncryptionKeys([KEY], tmpdir(), () => {}));
    await new WorkspaceStore(
      stores.db,
      box,
      createLogger('error', () => {}),
    ).update({ teamId: 'T1' }, { teamMap: TEAM_MAP });
    return seconds;
  } finally {
    await stores.close();
  }
}

type World = { slackApiUrl: string; serviceUrl: string; receiver: Awaited<ReturnType<typeof responseReceiver>> };

const WARM_BOARDS = 20;

/** `/kudos top year` asked by one person after another once the first was answered: each time, in ms. */
async function warmBoards(app: Instance, world: World, label: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_BOARDS; i += 1) {
    const reply = world.receiver.expect(`/response/top-${label}-${i}`);
    const started = performance.now();
    await send(app.url, commandBody({ text: 'top year', user_id: `U${i + 2}`, response_url: reply.url }), 'application/x-www-form-urlencoded');
    times.push((await reply.arrived) - started);
  }
  return times;
}

/** Each chart of the dashboard asked for alone (as its CSV is), warm: the worst of 3 after one, in ms, by chart. */
async function chartsAlone(app: Instance): Promise<[string, number][]> {
  const out: [string, number][] = [];
  for (const { id } of CHARTS) {
    const times: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const started = performance.now();
      const r = await fetch(`${app.url}/insights/api/charts/${id}?months=12`, { headers: { cookie: adminCookie() } });
      if (r.status !== 200) throw new Error(`/insights/api/charts/${id}: HTTP ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
      times.push(performance.now() - started);
    }
    out.push([id, Math.max(...times.slice(1))]);
  }
  return out;
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(0.95 * times.length) - 1]!;

/** One instance on a database holding `size` kudos: its memory idle, after the first year board, after the first
 *  dashboard charts; the two first times. */
async function measure(world: World, kind: 'SQLite' | 'PostgreSQL', size: number): Promise<Record<string, string | number>[]> {
  const database = await benchDatabase(kind);
  try {
    say(`${kind}, ${size} kudos: writing the rows`);
    const written = await prepare(database.url, size);
    say(`${kind}, ${size} kudos: rows written in ${written.toFixed(1)} s; starting an instance`);
    const app = await startInstance({
      PORT: '0',
      SLACK_BOT_TOKEN: 'xoxb-bench',
      SLACK_SIGNING_SECRET: SIGNING_SECRET,
      SLACK_API_URL: world.slackApiUrl,
      SLACK_TIER_SCALE: BENCH_TIER_SCALE,
      ENGAGEMENT_API_URL: world.serviceUrl,
      ENGAGEMENT_API_KEY: 'acme-dev-key',
      ENGAGEMENT_STAGE: 'dev',
      STORE_URL: database.url,
      ENCRYPTION_KEY: KEY,
      FEED_REFRESH_MS: '600000',
      SLACK_OPENID_CLIENT_ID: 'bench',
      SLACK_OPENID_CLIENT_SECRET: 'bench',
      LOG_LEVEL: 'info',
    });
    try {
      const idle = await memory(app);
      const reply = world.receiver.expect(`/response/top-${kind}-${size}`);
      let started = performance.now();
      await send(app.url, commandBody({ text: 'top year', user_id: 'U1', response_url: reply.url }), 'application/x-www-form-urlencoded');
      const board = (await reply.arrived) - started;
      const totals = /(\d[\d,]*) kudos · [\d,]+ coins/.exec(world.receiver.bodies.at(-1) ?? '')?.[1] ?? '?';
      const afterBoard = await memory(app);
      say(`${kind}, ${size} kudos: first /kudos top year in ${(board / 1000).toFixed(2)} s`);
      started = performance.now();
      const charts = await fetch(`${app.url}/insights/api/charts?months=12`, { headers: { cookie: adminCookie() } });
      if (charts.status !== 200) throw new Error(`/insights/api/charts: HTTP ${charts.status} ${await charts.text()}`);
      const count = ((await charts.json()) as { charts: unknown[] }).charts.length;
      const dashboard = performance.now() - started;
      const after = await memory(app);
      const boards = await warmBoards(app, world, `${kind}-${size}`);
      say(`${kind}, ${size} kudos: warm /kudos top year p95 ${(p95(boards) / 1000).toFixed(2)} s`);
      const alone = await chartsAlone(app);
      const slowest = alone.reduce((a, b) => (b[1] > a[1] ? b : a));
      const row = { store: kind, kudos: size.toLocaleString('en-US'), 'rows written (s)': Number(written.toFixed(1)) };
      return [
        { ...row, moment: 'started, idle', 'RSS (MB)': idle.rss, 'heap (MB)': idle.heap, 'took (s)': '' },
        {
          ...row,
          moment: `after the first /kudos top year (${totals} kudos in the year)`,
          'RSS (MB)': afterBoard.rss,
          'heap (MB)': afterBoard.heap,
          'took (s)': Number((board / 1000).toFixed(2)),
        },
        {
          ...row,
          moment: `after the first dashboard, ${count} charts of 12 months`,
          'RSS (MB)': after.rss,
          'heap (MB)': after.heap,
          'took (s)': Number((dashboard / 1000).toFixed(2)),
        },
        { ...row, moment: `warm /kudos top year, p95 of ${WARM_BOARDS}`, 'RSS (MB)': '', 'heap (MB)': '', 'took (s)': Number((p95(boards) / 1000).toFixed(2)) },
        {
          ...row,
          moment: `each chart alone, warm, worst of 3 (ms): ${alone.map(([id, ms]) => `${id} ${Math.round(ms)}`).join(', ')}`,
          'RSS (MB)': '',
          'heap (MB)': '',
          'took (s)': Number((slowest[1] / 1000).toFixed(2)),
        },
        { ...row, moment: 'peak RSS of the instance', 'RSS (MB)': (await memory(app)).peak, 'heap (MB)': '', 'took (s)': '' },
      ];
    } finally {
      app.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function benchReadModel(sizes = SIZES): Promise<Record<string, string | number>[]> {
  const slack = await startFakeSlackProcess(USERS, GROUPS);
  const service = await startServiceProcess(testFixture());
  const receiver = await responseReceiver();
  const world = { slackApiUrl: slack.apiUrl, serviceUrl: service.url, receiver };
  const rows: Record<string, string | number>[] = [];
  try {
    for (const kind of await benchDatabaseKinds()) for (const size of sizes) rows.push(...(await measure(world, kind, size)));
  } finally {
    await receiver.close();
    slack.stop();
    service.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const sizes = process.argv.slice(2).map(Number);
  console.table(await benchReadModel(sizes.length ? sizes : SIZES));
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  process.exit(0);
}
