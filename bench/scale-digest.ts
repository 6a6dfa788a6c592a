// `npm run bench:digest [scale]`: the weekly digest on the bench fixture (issue 12: p95 under 1 s warm, first load
// under 5 s), by default issue 10's scale (10,000 members in 100 teams, 200,000 recognitions). The service runs
// on a copy of the fixture in its own process; the app and a fake Slack holding every member as a user (and each team
// as a user group matched in setup) run here, so the fake's work counts against the figure. It times composing the
// digest of the last seven days (roster, shared feed, values, allowance nudge, message), first cold, then warm.
import { BENCH_TIER_SCALE } from './tier-scale.js';
import { parseConfig } from '../src/config.js';
import { composeDigest } from '../src/features/digest/compose.js';
import { createLogger } from '../src/log.js';
import { startRuntime } from '../src/runtime.js';
import { BENCH_COMPANY, type Scale, countsAt, ensureBenchFixture, memberEmail, teamOf } from '../scripts/bench-fixture.js';
import { startFakeSlack } from '../test/support/fake-slack.js';
import { type Latency, sample } from './latency.js';
import { startServiceOnCopy } from './processes.js';

export type DigestFigures = { scale: Scale; people: number; kudosInWeek: number; firstMs: number; warm: Latency };

const T1 = { teamId: 'T1' };
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function benchScaleDigest(scale: Scale): Promise<DigestFigures> {
  const n = countsAt(scale);
  const service = await startServiceOnCopy(ensureBenchFixture(scale));
  const users = Array.from({ length: n.members }, (_, i) => ({ id: `U${i}`, name: `First${i} Last${i}`, email: memberEmail(i) }));
  const groups = Array.from({ length: n.teams }, (_, t) => ({ id: `S${t + 1}`, handle: `team-${t + 1}`, name: `Team ${t + 1}`, users: [] as string[] }));
  users.forEach((u, i) => groups[Number(teamOf(i, n.teams).slice(1)) - 1]!.users.push(u.id));
  const fake = await startFakeSlack(users, groups);
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_TIER_SCALE: BENCH_TIER_SCALE,
    SLACK_SIGNING_SECRET: 'bench-secret',
    SLACK_API_URL: fake.apiUrl,
    ENGAGEMENT_API_URL: service.url,
    ENGAGEMENT_API_KEY: BENCH_COMPANY.key,
    ENGAGEMENT_STAGE: BENCH_COMPANY.stage,
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    LOG_LEVEL: 'warn',
  });
  const runtime = await startRuntime(
    config,
    createLogger('warn', () => {}),
  );
  try {
    const { deps } = runtime;
    const client = runtime.slack!.app.client;
    // Off, so the scheduled job posts nothing while it is measured; composing does not look at it.
    await deps.digestSettings.set(T1, { enabled: false, weekday: 1, hour: 9 });
    await deps.workspaces.update(T1, {
      feedChannel: 'C1',
      teamMap: groups.map((g) => ({ usergroupId: g.id, handle: g.handle, name: g.name, teamId: `t${g.id.slice(1)}` })),
    });
    const week = () => {
      const now = new Date();
      return { from: new Date(now.getTime() - WEEK_MS), to: now, timeZone: 'UTC' };
    };
    const started = performance.now();
    const first = await composeDigest(deps, client, T1, week(), new Date());
    const firstMs = performance.now() - started;
    const warm = await sample(() => composeDigest(deps, client, T1, week(), new Date()), 20, 3);
    return { scale, people: n.members, kudosInWeek: Number(/(\d[\d,]*) kudos/.exec(first.text)?.[1]?.replace(/,/g, '') ?? 0), firstMs, warm };
  } finally {
    await runtime.stop();
    await fake.close();
    service.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = (process.argv[2] ?? 'leaderboard') as Scale;
  const f = await benchScaleDigest(scale);
  console.table([
    {
      scale: f.scale,
      people: f.people,
      'kudos in the week': f.kudosInWeek,
      'first load': `${f.firstMs.toFixed(0)} ms (goal < 5000)`,
      'p95 warm': `${f.warm.p95.toFixed(0)} ms (goal < 1000)`,
      p50: `${f.warm.p50.toFixed(0)} ms`,
    },
  ]);
}
