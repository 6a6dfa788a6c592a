// Benchmarks of the admin operations: directory sync of 20,000 Slack users at a shortened import rate, against the
// floor the rate limit allows; and an export of N responses to CSV through Slack (service and Slack in their own
// processes), with the app process's memory growth.
import { translatorFor } from '../src/i18n/translator.js';
import { BENCH_TIER_SCALE } from './tier-scale.js';
import type { WebClient } from '@slack/web-api';
import { parseConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { startExport } from '../src/features/exports/export.js';
import { type Runtime, startRuntime } from '../src/runtime.js';
import type { Fixture } from '../src/service/fixture.js';
import { startService } from '../src/service/server.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';
import { directory } from '../test/support/directory.js';
import { startFakeSlack } from '../test/support/fake-slack.js';
import { testFixture } from '../test/support/fixture.js';
import { SIGNING_SECRET, commandBody, send } from '../test/support/slack-requests.js';

async function app(apiUrl: string, engagementUrl: string): Promise<Runtime> {
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-bench',
    SLACK_TIER_SCALE: BENCH_TIER_SCALE,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: apiUrl,
    ENGAGEMENT_API_URL: engagementUrl,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    LOG_LEVEL: 'error',
  });
  return startRuntime(
    config,
    createLogger('error', () => {}),
  );
}

/** 20,000 users = 20 chunks; at L requests per W seconds the last chunk can go no sooner than floor((20 - 1) / L) windows. */
export async function benchSync(size = 20_000, rate = { limit: 2, seconds: 1 }) {
  const { users } = directory(size);
  const fake = await startFakeSlack([{ id: 'UADMIN', name: 'Admin', email: 'ceo@acme.test', is_admin: true }, ...users]);
  const service = await startService({ seed: testFixture(), db: ':memory:', importRate: `${rate.limit}/${rate.seconds}s` });
  const runtime = await app(fake.apiUrl, service.url);
  const started = performance.now();
  await send(runtime.slack!.url, commandBody({ text: 'sync', user_id: 'UADMIN', response_url: fake.responseUrl() }), 'application/x-www-form-urlencoded');
  while (!fake.callsTo('chat.update').some((c) => String(c.args.text).includes('Directory sync finished'))) await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - started) / 1000;
  const chunks = Math.ceil(size / 1000);
  // The two bad rows in the last chunk cost one extra request (the resend without them).
  const requests = chunks + 1;
  const floor = Math.floor((requests - 1) / rate.limit) * rate.seconds;
  await runtime.stop();
  await service.close();
  await fake.close();
  return {
    users: size,
    rate: `${rate.limit}/${rate.seconds}s`,
    requests,
    floorSeconds: floor,
    seconds: Number(seconds.toFixed(2)),
    ratio: Number((seconds / floor).toFixed(3)),
  };
}

function surveyOf(responses: number): Fixture {
  const fixture = testFixture();
  const acme = fixture.companies[0]!;
  for (let i = 0; i < responses; i += 1)
    acme.responses.push({ email: acme.members[i % acme.members.length]!.email, question_id: 'q-acme-1', answer: String(i % 5), date: '2026-10-01' });
  return fixture;
}

export async function benchExport(sizes = [10_000, 100_000]) {
  const rows = [];
  for (const n of [2_000, ...sizes]) {
    const admin = { id: 'UADMIN', name: 'Admin', email: 'ceo@acme.test', is_admin: true };
    const slackProcess = await startFakeSlackProcess([admin]);
    const service = await startServiceProcess(surveyOf(n));
    const runtime = await app(slackProcess.apiUrl, service.url);
    const slack = runtime.slack!.app.client as WebClient;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    // On SQLite the queued job runs in this process, so this returns once the file is sent.
    await startExport(
      { deps: runtime.deps, slack, workspace: { teamId: 'T1' }, userId: 'UADMIN', words: async () => translatorFor('en') },
      { kind: 'responses', question: 'q-acme-1' },
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await runtime.stop();
    service.stop();
    slackProcess.stop();
    if (n !== 2_000)
      rows.push({
        responses: n,
        seconds: Number(seconds.toFixed(2)),
        rowsPerSecond: Math.round(n / seconds),
        rssGrowthMB: Number(((peak - baseline) / 2 ** 20).toFixed(1)),
      });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Directory sync against the rate-limit floor:');
  console.table([await benchSync()]);
  console.log('Export of responses to CSV through Slack:');
  console.table(await benchExport());
}
