// Benchmark: ack latency of /kudos at 50 concurrent requests, for our app and for a bare Bolt app whose /kudos only
// acks (the framework floor), with the service and the fake Slack in their own processes as they are remote in
// production; and the Slack API calls a first and a repeated one-recipient /kudos make.
import { BENCH_TIER_SCALE } from './tier-scale.js';
import { App, HTTPReceiver } from '@slack/bolt';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startRuntime } from '../src/runtime.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';
import { startFakeSlack } from '../test/support/fake-slack.js';
import { testFixture } from '../test/support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../test/support/slack-requests.js';
import { DEFAULT_GIVING_RULES } from '../src/store/giving-rules.js';
import { idle, measure, measuredRun } from './driver.js';

export const USERS = [
  { id: 'UANA', name: 'Ana Lima', email: 'ana@acme.test' },
  { id: 'UBEN', name: 'Ben Carter', email: 'ben@acme.test' },
];

export async function bareBolt(apiUrl: string) {
  const receiver = new HTTPReceiver({ signingSecret: SIGNING_SECRET, endpoints: '/slack/events' });
  const app = new App({ receiver, token: 'xoxb-bare', clientOptions: { slackApiUrl: apiUrl } });
  app.command('/kudos', async ({ ack }) => ack());
  const server = createServer((req, res) => receiver.requestListener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

export async function ourApp(apiUrl: string, engagementUrl: string, storeUrl = 'sqlite://:memory:') {
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_TIER_SCALE: BENCH_TIER_SCALE,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: apiUrl,
    ENGAGEMENT_API_URL: engagementUrl,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    STORE_URL: storeUrl,
    ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    LOG_LEVEL: 'error',
  });
  return startRuntime(
    config,
    createLogger('error', () => {}),
  );
}

export async function benchSlackAck(total = 500, concurrency = 50) {
  const remote = await startFakeSlackProcess(USERS);
  const service = await startServiceProcess(testFixture());
  const bare = await bareBolt(remote.apiUrl);
  const ours = await ourApp(remote.apiUrl, service.url);
  await ours.deps.givingRules.set({ teamId: 'T1' }, { ...DEFAULT_GIVING_RULES, allowance: 1_000_000 }); // every kudos real
  await measure(bare.url, remote.responseUrl, 50, 10, 'warm-bare');
  await measure(ours.slack!.url, remote.responseUrl, 50, 10, 'warm-ours');
  // One at a time, each after the last kudos was fully sent (the app's own overhead before the ack), then 50 at
  // once from an idle process with the sockets open (acks while the run's own kudos are being sent; driver.ts).
  const floor1 = await measure(bare.url, remote.responseUrl, 100, 1, 'bare-seq', 100);
  const app1 = await measure(ours.slack!.url, remote.responseUrl, 100, 1, 'ours-seq', 100);
  const floor = await measuredRun(bare.url, remote.responseUrl, total, concurrency, 'bare');
  const app = await measuredRun(ours.slack!.url, remote.responseUrl, total, concurrency, 'ours');
  await idle();
  await ours.stop();
  remote.stop();

  // API calls: a fresh app, one recipient, first and repeated, against a fake Slack in this process that records them.
  const fake = await startFakeSlack(USERS);
  const fresh = await ourApp(fake.apiUrl, service.url);
  const callsOf = async (text: string) => {
    const before = fake.calls.length;
    const replies = fake.callsTo('response_url').length;
    await send(fresh.slack!.url, commandBody({ text, user_id: 'UANA', response_url: fake.responseUrl() }), 'application/x-www-form-urlencoded');
    while (fake.callsTo('response_url').length <= replies) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50));
    const methods = fake.calls.slice(before).map((c) => c.method);
    return Object.fromEntries([...new Set(methods)].map((m) => [m, methods.filter((x) => x === m).length]));
  };
  const first = await callsOf('<@UBEN|ben> 1 for the first');
  const repeat = await callsOf('<@UBEN|ben> 1 for the repeat');
  await fresh.stop();
  await bare.close();
  service.stop();
  await fake.close();
  const round = (n: number) => Number(n.toFixed(1));
  return {
    latency: [
      { load: '1 at a time', app: 'bare Bolt (ack only)', p50Ms: round(floor1.p50), p99Ms: round(floor1.p99) },
      { load: '1 at a time', app: 'Kudos /kudos', p50Ms: round(app1.p50), p99Ms: round(app1.p99) },
      { load: '1 at a time', app: 'ratio', p50Ms: round(app1.p50 / floor1.p50), p99Ms: round(app1.p99 / floor1.p99) },
      { load: `${concurrency} at once`, app: 'bare Bolt (ack only)', p50Ms: round(floor.p50), p99Ms: round(floor.p99) },
      { load: `${concurrency} at once`, app: 'Kudos /kudos', p50Ms: round(app.p50), p99Ms: round(app.p99) },
      { load: `${concurrency} at once`, app: 'ratio', p50Ms: round(app.p50 / floor.p50), p99Ms: round(app.p99 / floor.p99) },
    ],
    calls: { first, repeat },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchSlackAck();
  console.log('Ack latency of /kudos: 100 requests one at a time, then 500 at 50 concurrent:');
  console.table(result.latency);
  console.log('Slack API calls for a one-recipient /kudos (first, then repeated):');
  console.table(result.calls);
}
