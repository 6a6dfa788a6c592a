// Benchmark: how long the giver waits for the answer to a kudos to everyone, a team and 50 people in a company of
// 40,000 (the service in its own process, seeded with them; a fake Slack with 40,000 users), and the Slack calls each
// makes — which must not grow with the company. Run alone: npx tsx bench/fan-out.ts
import { BENCH_TIER_SCALE } from './tier-scale.js';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startRuntime } from '../src/runtime.js';
import { startServiceProcess } from './processes.js';
import { ALLOWANCE_MAX, DEFAULT_GIVING_RULES } from '../src/store/giving-rules.js';
import { startFakeSlack } from '../test/support/fake-slack.js';
import { largeCompany } from '../test/support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../test/support/slack-requests.js';

const SIZE = 40_000;
const RUNS = 5;

export async function benchFanOut() {
  const { fixture, people } = largeCompany(SIZE);
  const slack = await startFakeSlack([{ id: 'UANA', name: 'Ana Lima', email: 'ana@acme.test' }, ...people]);
  const service = await startServiceProcess(fixture);
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_TIER_SCALE: BENCH_TIER_SCALE,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: slack.apiUrl,
    ENGAGEMENT_API_URL: service.url,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    ENGAGEMENT_TIMEOUT_MS: '30000',
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    LOG_LEVEL: 'error',
  });
  const runtime = await startRuntime(
    config,
    createLogger('error', () => {}),
  );
  // Every kudos real: 5 runs to 40,000 people twice need 400,000 coins, past the default monthly allowance.
  await runtime.deps.givingRules.set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: ALLOWANCE_MAX });
  const cases = [
    ['everyone', 'everyone'],
    ['team of 40,000', 'team:t900'],
    [
      '50 mentions',
      people
        .slice(0, 50)
        .map((p) => `<@${p.id}>`)
        .join(' '),
    ],
  ] as const;
  const rows = [];
  for (const [label, who] of cases) {
    const seconds: number[] = [];
    let calls: Record<string, number> = {};
    for (let run = 0; run < RUNS; run += 1) {
      const before = slack.calls.length;
      const answers = slack.callsTo('response_url').length;
      const started = performance.now();
      await send(
        runtime.slack!.url,
        commandBody({ text: `${who} 1 for ${label} ${run}`, user_id: 'UANA', response_url: slack.responseUrl() }),
        'application/x-www-form-urlencoded',
      );
      while (slack.callsTo('response_url').length === answers) await new Promise((r) => setTimeout(r, 5));
      seconds.push((performance.now() - started) / 1000);
      const answer = JSON.stringify(slack.callsTo('response_url').at(-1)?.args ?? '');
      if (answer.includes(':warning:')) throw new Error(`${label}: the kudos was not sent, so its time means nothing: ${answer.slice(0, 300)}`);
      calls = {};
      for (const c of slack.calls.slice(before)) calls[c.method] = (calls[c.method] ?? 0) + 1;
    }
    seconds.sort((a, b) => a - b);
    rows.push({
      kudos: label,
      medianSeconds: Number(seconds[Math.floor(RUNS / 2)]!.toFixed(2)),
      maxSeconds: Number(seconds.at(-1)!.toFixed(2)),
      slackCallsOfTheLastRun: JSON.stringify(calls),
    });
  }
  await runtime.stop();
  service.stop();
  await slack.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await benchFanOut());
