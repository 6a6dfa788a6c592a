// CPU of the work after a /kudos ack alone (recipients, dedupe claims, allowance, the recognition, the post, the DM, the
// reply), with no HTTP server or Bolt in the way: the app's runtime on Redis calls giveFromCommand for a repeated
// one-recipient kudos, 50 at once, against a fake Slack and the service in their own processes. `npx tsx bench/give-cpu.ts`
import { WebClient } from '@slack/web-api';
import { parseConfig } from '../src/config.js';
import { giveFromCommand } from '../src/features/kudos/flows.js';
import { parseKudosCommand } from '../src/features/kudos/grammar.js';
import { createLogger } from '../src/log.js';
import { countedSlackFetch } from '../src/ops/slack-fetch.js';
import { webClientOptions } from '../src/slack/app.js';
import { startRuntime } from '../src/runtime.js';
import { REDIS_URL, noRedis } from '../test/store/redis.js';
import { testFixture } from '../test/support/fixture.js';
import { BENCH_RULES, USERS, appEnv } from './deploy.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';

const TOTAL = 2_000;
const CONCURRENCY = 50;
const RUNS = 3;

if (noRedis) throw new Error(`no Redis answers at ${REDIS_URL}`);
const remote = await startFakeSlackProcess(USERS);
const service = await startServiceProcess(testFixture());
const env = appEnv(remote.apiUrl, service.url, REDIS_URL);
// No Slack app of its own (no token, no signing secret): this process only gives kudos, over its own WebClient.
const { SLACK_BOT_TOKEN: _token, SLACK_SIGNING_SECRET: _secret, ...appless } = env;
const runtime = await startRuntime(parseConfig(appless), createLogger('error', () => {}));
const w = { teamId: 'T1' };
await runtime.deps.givingRules.set(w, BENCH_RULES);
const slack = new WebClient('xoxb-bench', { ...webClientOptions(env.SLACK_API_URL), logger: runtime.deps.log });
let sent = 0;
let confirmed = 0;

async function giveOne() {
  const n = ++sent;
  const text = `<@UBEN|ben> 1 for bench ${n}`;
  const parsed = parseKudosCommand(text);
  if (parsed.kind !== 'give' || parsed.amount === undefined || parsed.reason === undefined) throw new Error(`unexpected parse of ${text}`);
  const responseUrl = remote.responseUrl();
  const reply = (m: { text: string }) => {
    if (m.text.startsWith('Sent ')) confirmed += 1;
    return countedSlackFetch(responseUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ response_type: 'ephemeral', ...m }) });
  };
  const ctx = { deps: runtime.deps, slack, workspace: w, userId: 'UANA', reply };
  await giveFromCommand(ctx, { channelId: 'C1', text, triggerId: `trigger-${process.pid}-${n}` }, { ...parsed, amount: parsed.amount, reason: parsed.reason });
}

async function run(total: number) {
  let next = 0;
  const worker = async () => {
    while (next++ < total) await giveOne();
  };
  const before = confirmed;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(cpu);
  if (confirmed - before !== total) throw new Error(`sent ${confirmed - before} of ${total}`);
  return { ms: (used.user + used.system) / 1000 / total, perSecond: total / ((performance.now() - started) / 1000) };
}

await run(300); // warm-up: JIT, connections, caches
const runs = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await run(TOTAL));
for (const r of runs) console.log(`${TOTAL} kudos after the ack: ${r.ms.toFixed(3)} ms CPU a kudos (${r.perSecond.toFixed(0)}/s)`);
console.log(`median ${[...runs].sort((a, b) => a.ms - b.ms)[1]!.ms.toFixed(3)} ms CPU a kudos`);
await runtime.stop();
remote.stop();
service.stop();
process.exit(0);
