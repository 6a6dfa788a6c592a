// Bench (issue 25): a redemption's ack — the confirm of the Redeem modal, written to the outbox and acked with
// "Redeeming…" at the edge, its ledger step and outcome (views.update) after the ack — measured like /kudos in ack-ratio.ts: p99 at 50 concurrent, median of 5 alternating runs, against
// the same baseline (a bare Bolt app that only acks /kudos), on SQLite and on PostgreSQL (a database of its own). Each confirm is real: its own
// modal and request id, a reward of 1 coin to a person with enough coins, so every one is taken and its modal updated to "Done".
import { App, HTTPReceiver } from '@slack/bolt';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testFixture } from '../test/support/fixture.js';
import { SIGNING_SECRET, formBody, viewSubmission } from '../test/support/slack-requests.js';
import { type BodyOf, idle, measure, measuredRun, median } from './driver.js';
import { benchDatabase } from './postgres-server.js';
import { startFakeSlackProcess, startServiceProcess } from './processes.js';
import { USERS, bareBolt, ourApp } from './slack-ack.js';

const REWARD = {
  id: 'bench-perk',
  name: 'Bench perk',
  description: '',
  cost: 1,
  stocked: false,
  needsApproval: false,
  ask: 'nothing' as const,
  question: '',
  options: [],
  retired: false,
};
const CALLBACK = 'reward_redeem_modal';

/** Confirm `i` of run `label`: a modal of its own with a request id of its own. */
const confirm: BodyOf = (label, i) =>
  formBody(
    viewSubmission('UANA', {
      id: `V-${label}-${i}`,
      callback_id: CALLBACK,
      private_metadata: JSON.stringify({ reward: REWARD.id, request: `${label}-${i}` }),
      values: {},
      blocks: [],
    }),
  );

/** A bare Bolt app that acks a view submission with a view, for the same-kind comparison beside the /kudos baseline. */
async function bareView(apiUrl: string) {
  const receiver = new HTTPReceiver({ signingSecret: SIGNING_SECRET, endpoints: '/slack/events' });
  const app = new App({ receiver, token: 'xoxb-bare', clientOptions: { slackApiUrl: apiUrl } });
  app.view(CALLBACK, async ({ ack }) =>
    ack({ response_action: 'update', view: { type: 'modal', title: { type: 'plain_text', text: 'Rewards' }, blocks: [] } }),
  );
  const server = createServer((req, res) => receiver.requestListener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

async function ratioWith(storeUrl: string, runs: number, total: number, concurrency: number) {
  const remote = await startFakeSlackProcess(USERS);
  const service = await startServiceProcess(testFixture());
  const bare = await bareBolt(remote.apiUrl);
  const bareV = await bareView(remote.apiUrl);
  const ours = await ourApp(remote.apiUrl, service.url, storeUrl);
  const team = { teamId: 'T1' };
  await ours.deps.rewards.catalogue.save(team, REWARD);
  await ours.deps.rewards.ledger.adjust(team, 'UANA', 1_000_000, 'UBENCH', 'bench: coins for every confirm');
  await measure(bare.url, remote.responseUrl, 100, 10, 'warm-bare');
  await measure(bareV.url, remote.responseUrl, 100, 10, 'warm-bare-view', 0, confirm);
  // Each confirm's modal is open in the fake Slack, as Slack had opened it: its outcome replaces it with views.update.
  const modals = (label: string, n: number) =>
    remote.openModals(
      'UANA',
      Array.from({ length: n }, (_, i) => `V-${label}-${i}`),
    );
  await modals('warm-ours', 100);
  await measure(ours.slack!.url, remote.responseUrl, 100, 10, 'warm-ours', 0, confirm);
  const p99 = { bare: [] as number[], bareView: [] as number[], ours: [] as number[] };
  const apps = { bare: [bare.url, undefined], bareView: [bareV.url, confirm], ours: [ours.slack!.url, confirm] } as const;
  for (let run = 0; run < runs; run += 1) {
    const order = (run % 2 ? ['ours', 'bareView', 'bare'] : ['bare', 'bareView', 'ours']) as (keyof typeof apps)[];
    for (const which of order) {
      const [url, bodyOf] = apps[which];
      if (which === 'ours') await modals(`ours${run}-sockets`, concurrency).then(() => modals(`ours${run}`, total));
      p99[which].push((await measuredRun(url, remote.responseUrl, total, concurrency, `${which}${run}`, bodyOf)).p99);
    }
  }
  await idle();
  const taken = (await ours.deps.rewards.ledger.entries(team)).filter((e) => e.kind === 'redeemed').length;
  await ours.stop();
  await bare.close();
  await bareV.close();
  service.stop();
  remote.stop();
  return { p99, taken, ratio: median(p99.ours) / median(p99.bare), sameKind: median(p99.ours) / median(p99.bareView) };
}

export async function benchRedeemAck(runs = 5, total = 500, concurrency = 50) {
  const stores: [string, () => Promise<{ url: string; drop?: () => Promise<void> }>][] = [
    ['SQLite', async () => ({ url: 'sqlite://:memory:' })],
    ['PostgreSQL', () => benchDatabase('redeem_ack')],
  ];
  const rows = [];
  for (const [name, open] of stores) {
    const r = await open()
      .then((store) => ratioWith(store.url, runs, total, concurrency).finally(() => store.drop?.()))
      .catch((error: unknown) => ({ error: (error as Error).message }));
    if ('error' in r) {
      rows.push({
        store: name,
        bareKudosP99Ms: `skipped: ${r.error}`,
        bareViewP99Ms: '',
        redeemP99Ms: '',
        ratio: '',
        sameKindRatio: '',
        goal: '≤ 1.2×',
        result: 'n/a',
      });
      continue;
    }
    const round = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');
    rows.push({
      store: name,
      bareKudosP99Ms: round(r.p99.bare),
      bareViewP99Ms: round(r.p99.bareView),
      redeemP99Ms: round(r.p99.ours),
      ratio: `${r.ratio.toFixed(2)}×`,
      sameKindRatio: `${r.sameKind.toFixed(2)}×`,
      goal: '≤ 1.2×',
      result: r.ratio <= 1.2 ? 'PASS' : 'FAIL',
      redeemed: r.taken,
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    "A redemption confirm's ack p99 at 50 concurrent (500 a run) vs bare Bolt acking /kudos (ratio) and a view (same kind), median of 5 alternating runs:",
  );
  console.table(await benchRedeemAck());
  process.exit(0);
}
