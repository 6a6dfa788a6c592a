// Gives kudos the way the app does after a /kudos ack (giveFromCommand: recipients, dedupe claims, allowance, the
// recognition, the post, the DM, the reply), with no HTTP server or Bolt in the way: the app's runtime on the given
// store, a fake Slack and the service in their own processes. Shared by give-cpu.ts and year.ts.
import { WebClient } from '@slack/web-api';
import { parseConfig } from '../src/config.js';
import { giveFromCommand } from '../src/features/kudos/flows.js';
import { parseKudosCommand } from '../src/features/kudos/grammar.js';
import { createLogger } from '../src/log.js';
import { countedSlackFetch } from '../src/slack-api/fetch.js';
import { webClientOptions } from '../src/slack/app.js';
import { startRuntime } from '../src/runtime.js';
import { testFixture } from '../test/support/fixture.js';
import { BENCH_RULES, USERS, appEnv } from './deploy.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';

export async function startGiving(storeUrl: string) {
  const remote = await startFakeSlackProcess(USERS);
  const service = await startServiceProcess(testFixture());
  const env = appEnv(remote.apiUrl, service.url, storeUrl);
  // No Slack app of its own (no token, no signing secret): this process only gives kudos, over its own WebClient.
  const { SLACK_BOT_TOKEN: _token, SLACK_SIGNING_SECRET: _secret, ...appless } = env;
  const runtime = await startRuntime(
    parseConfig(appless),
    createLogger('error', () => {}),
  );
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
      return countedSlackFetch(responseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ response_type: 'ephemeral', ...m }),
      });
    };
    const ctx = { deps: runtime.deps, slack, workspace: w, userId: 'UANA', reply, words: () => runtime.deps.languages.person(slack, w, 'UANA') };
    await giveFromCommand(
      ctx,
      { channelId: 'C1', text, triggerId: `trigger-${process.pid}-${n}` },
      { ...parsed, amount: parsed.amount, reason: parsed.reason },
    );
  }

  /** Gives `total` kudos, `concurrency` at once; throws unless every one was confirmed as sent. */
  async function give(total: number, concurrency: number) {
    let next = 0;
    const worker = async () => {
      while (next++ < total) await giveOne();
    };
    const before = confirmed;
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (confirmed - before !== total) throw new Error(`sent ${confirmed - before} of ${total}`);
  }

  const stop = async () => {
    await runtime.stop();
    remote.stop();
    service.stop();
  };
  return { runtime, give, stop };
}
