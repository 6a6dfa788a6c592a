// `npm run bench:burst`: kudos at Slack's real pace into one feed channel (the goals of the burst issue), the app a real
// process on SQLite with SLACK_TIER_SCALE=1 against a Slack that refuses calls past its tiers: a burst of 50 /kudos from
// five people, the Monday peak of docs/scaling.md for 2 minutes, and a kill -9 mid-burst with a restart on the same file.
// One table per scenario, each figure beside its goal; a missed goal is a measurement, so only a crash exits non-zero.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { killInstance } from '../test/support/app-process.js';
import { type Fate, type Give, feedPosts, gives, pct, send, settle } from './burst-gives.js';
import { type World, startWorld } from './burst-world.js';

/** The lease a dead instance's work waits out before it is taken over: the production default. */
const TAKEOVER_MS = 15_000;
/** The Monday peak: 5 gives a second for 2 minutes, one in ten private (the rest posted in the feed). */
const PEAK = { perSecond: 5, seconds: 120, privateEvery: 10 };

type Row = { figure: string; measured: string; goal: string; met: string };
const row = (figure: string, measured: string, goal = '', met?: boolean): Row => ({ figure, measured, goal, met: met === undefined ? '' : met ? 'yes' : 'NO' });
const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : 'n/a');
const latest = (values: (number | undefined)[]) => (values.some((v) => v === undefined) ? NaN : Math.max(...(values as number[])));

/** JIT, sockets and the directory's cache warmed by five private gives, then quiet until their DMs' slots are free again. */
async function warm(world: World, url: string) {
  const list = gives('warm', 5, 1);
  await Promise.all(list.map((g) => send(world, url, g)));
  await settle(world, list, 30_000);
  await sleep(3_000);
}

/** How many were acknowledged, and how fast: the rows every scenario starts with. */
const ackRows = (list: Give[]) => {
  const acked = list.filter((g) => g.ackAt);
  const latencies = acked.map((g) => g.ackAt! - g.sentAt!);
  return [
    row('/kudos acknowledged (HTTP 200)', `${acked.length} of ${list.length}`),
    row('ack latency p50 / p99', `${ms(pct(latencies, 50))} / ${ms(pct(latencies, 99))}`),
  ];
};

/** Feed posts against the kudos they carried, and whether each shared kudos is in exactly one. */
async function postRows(world: World, list: Give[], fate: Map<Give, Fate>) {
  const shared = list.filter((g) => g.shared && fate.get(g)!.recorded > 0);
  const posts = await feedPosts(world, list);
  const once = shared.filter((g) => fate.get(g)!.posts === 1).length;
  const twice = shared.filter((g) => fate.get(g)!.posts > 1).length;
  const dms = list.filter((g) => fate.get(g)!.dmAt !== undefined).length;
  return [
    row(
      'feed posts for the shared kudos',
      `${posts.length} posts for ${shared.length} kudos (${(shared.length / Math.max(1, posts.length)).toFixed(1)} a post)`,
    ),
    row('shared kudos posted once / twice / not yet', `${once} / ${twice} / ${shared.length - once - twice}`, 'all once', once === shared.length),
    row('kudos in a recipient’s DM', `${dms} of ${list.filter((g) => fate.get(g)!.recorded > 0).length}`),
    row('Slack calls refused past their tier (429)', String(world.slack.refused())),
  ];
}

/** 50 /kudos from five people at once, all to the feed channel. */
async function burstScenario(world: World): Promise<Row[]> {
  const app = await world.start();
  await warm(world, app.url);
  const list = gives('burst', 50);
  await Promise.all(list.map((g) => send(world, app.url, g)));
  const lastAck = latest(list.map((g) => g.ackAt));
  const fate = await settle(world, list, 60_000);
  const after = (pick: (f: Fate) => number | undefined) => latest(list.map((g) => pick(fate.get(g)!))) - lastAck;
  const recorded = after((f) => f.recordedAt);
  const confirmed = after((f) => f.confirmedAt);
  const posted = after((f) => f.postedAt);
  return [
    ...ackRows(list),
    row('last ack → all 50 recorded on the service', s(recorded), '≤ 5 s', recorded <= 5_000),
    row('last ack → all 50 givers confirmed (response_url)', s(confirmed), '≤ 5 s', confirmed <= 5_000),
    row('last ack → channel posts done', s(posted), '≤ 15 s', posted <= 15_000),
    row('last ack → recipients’ DMs done', s(after((f) => f.dmAt))),
    ...(await postRows(world, list, fate)),
  ];
}

/** 5 gives a second for 2 minutes, sent on schedule whatever the acks do (people do not wait for each other). */
async function peakScenario(world: World): Promise<Row[]> {
  const app = await world.start();
  await warm(world, app.url);
  const list = gives('peak', PEAK.perSecond * PEAK.seconds, PEAK.privateEvery);
  const started = Date.now();
  const sending: Promise<void>[] = [];
  for (const [i, give] of list.entries()) {
    const wait = started + (i * 1000) / PEAK.perSecond - Date.now();
    if (wait > 0) await sleep(wait);
    sending.push(send(world, app.url, give));
  }
  await Promise.all(sending);
  const lastAck = latest(list.map((g) => g.ackAt));
  const fate = await settle(world, list, 120_000);
  const since = (pick: (f: Fate) => number | undefined, only = list) =>
    only.map((g) => (g.ackAt && pick(fate.get(g)!) !== undefined ? pick(fate.get(g)!)! - g.ackAt : undefined));
  const toRecorded = since((f) => f.recordedAt);
  const toConfirmed = since((f) => f.confirmedAt);
  const toPosted = since(
    (f) => f.postedAt,
    list.filter((g) => g.shared),
  );
  const unrecorded = list.filter((g) => g.ackAt && fate.get(g)!.recordedAt === undefined).length;
  const p99Recorded = unrecorded ? NaN : pct(toRecorded, 99);
  return [
    row(
      'gives sent',
      `${list.length} in ${PEAK.seconds} s (${list.filter((g) => g.shared).length} shared to the feed, ${list.filter((g) => !g.shared).length} private)`,
    ),
    ...ackRows(list),
    row(
      'ack → recorded p50 / p99 / max',
      `${ms(pct(toRecorded, 50))} / ${ms(pct(toRecorded, 99))} / ${ms(pct(toRecorded, 100))}${unrecorded ? ` (${unrecorded} never)` : ''}`,
      'p99 < 5 s',
      p99Recorded < 5_000,
    ),
    row('ack → confirmed p50 / p99', `${ms(pct(toConfirmed, 50))} / ${ms(pct(toConfirmed, 99))}`),
    row('ack → in the feed p50 / p99', `${ms(pct(toPosted, 50))} / ${ms(pct(toPosted, 99))}`),
    row('last ack → last feed post', s(latest(list.filter((g) => g.shared).map((g) => fate.get(g)!.postedAt)) - lastAck)),
    ...(await postRows(world, list, fate)),
  ];
}

/** The burst again, all 50 at once, the instance killed (SIGKILL) at its 25th ack and restarted on the same store: the
 *  acked kudos' work, queued behind the other acks, is left to the restarted instance once their leases lapse. */
async function killScenario(world: World): Promise<Row[]> {
  const first = await world.start();
  await warm(world, first.url);
  const list = gives('kill', 50);
  let acked = 0;
  let killing: Promise<void> | undefined;
  const started = Date.now();
  const sending = list.map(async (give) => {
    await send(world, first.url, give);
    if (give.ackAt && ++acked === 25) killing = killInstance(first);
  });
  await Promise.all(sending);
  await killing;
  const killedAt = Date.now();
  const before = await settle(world, list, 0);
  const restartAt = Date.now();
  await world.start();
  const listening = Date.now() - restartAt;
  const fate = await settle(world, list, TAKEOVER_MS + 60_000);
  const ackedList = list.filter((g) => g.ackAt);
  const recordedAll = latest(ackedList.map((g) => fate.get(g)!.recordedAt)) - restartAt;
  const twice = list.filter((g) => fate.get(g)!.recorded > 1).length;
  const answered = ackedList.filter((g) => fate.get(g)!.confirmedAt !== undefined);
  const late = answered.filter((g) => fate.get(g)!.confirmedAt! > killedAt).length;
  return [
    row('TAKEOVER_MS', `${TAKEOVER_MS} ms (the production default)`),
    ...ackRows(list),
    row('killed at', `the 25th ack, ${killedAt - started} ms after the first send`),
    row(
      'of the acked, done before the kill: recorded / confirmed / posted',
      `${ackedList.filter((g) => before.get(g)!.recordedAt).length} / ${ackedList.filter((g) => before.get(g)!.confirmedAt).length} / ${ackedList.filter((g) => before.get(g)!.postedAt).length}`,
    ),
    row('restart → listening', s(listening)),
    row('restart → every acked kudos recorded', s(recordedAll), `≤ TAKEOVER_MS + 10 s (${s(TAKEOVER_MS + 10_000)})`, recordedAll <= TAKEOVER_MS + 10_000),
    row('recorded twice', String(twice), 'none', twice === 0),
    row('not acked, recorded anyway (kept before an ack that never arrived)', String(list.filter((g) => !g.ackAt && fate.get(g)!.recorded > 0).length)),
    row('acked givers answered: in all / after the restart', `${answered.length} of ${ackedList.length} / ${late}`),
    ...(await postRows(world, list, fate)),
  ];
}

/** Each scenario in a fresh world (service, Slack, store); the app's output kept in a file named in the last row. */
async function inWorld(name: string, scenario: (world: World) => Promise<Row[]>): Promise<Row[]> {
  const world = await startWorld(TAKEOVER_MS);
  try {
    const rows = await scenario(world);
    return [...rows, row('the app’s log', world.keepLogs(name))];
  } finally {
    await world.stop();
  }
}

const SCENARIOS = {
  burst: { title: 'A burst of 50 /kudos from 5 people to one feed channel, at Slack’s pace', run: burstScenario },
  peak: { title: `The Monday peak: ${PEAK.perSecond} gives a second for ${PEAK.seconds} s, most shared to one feed channel`, run: peakScenario },
  kill: { title: 'kill -9 mid-burst, restarted on the same SQLite file', run: killScenario },
};
type Scenario = keyof typeof SCENARIOS;

/** The scenarios named (all three by default), one after another: a title and a table each, and the load around them. */
export async function benchBurst(names: Scenario[] = ['burst', 'peak', 'kill']) {
  const load = [loadavg()[0]!];
  const tables: { title: string; rows: Row[] }[] = [];
  for (const name of names) tables.push({ title: SCENARIOS[name].title, rows: await inWorld(name, SCENARIOS[name].run) });
  load.push(loadavg()[0]!);
  return { tables, load: `load average ${load.map((l) => l.toFixed(2)).join(' → ')}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npx tsx bench/burst.ts peak kill`: only those.
  const names = process.argv.slice(2).filter((a): a is Scenario => a in SCENARIOS);
  const result = await benchBurst(names.length ? names : undefined);
  for (const { title, rows } of result.tables) {
    console.log(`## ${title}`);
    console.table(rows);
  }
  console.log(result.load);
  process.exit(0);
}
