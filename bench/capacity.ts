// The measured inputs of docs/scaling.md: what one app instance spends per kudos (/kudos), per give modal (opened from
// the shortcut and submitted) and per reaction (reaction_added giving): its process's CPU (/proc) and, on a Redis of
// the bench's own, the Redis commands, bytes and Redis CPU — each divided by how many were given. The service answers
// 20 ms late, as in the throughput bench; Slack is the fake in its own process, its tiers multiplied out of the way.
import { GivingRulesStore } from '../src/store/giving-rules.js';
import { createStoreFactory } from '../src/store/keyv.js';
import { testFixture } from '../test/support/fixture.js';
import { commandBody, eventBody, formBody, giveFormValues, globalShortcut, viewSubmission } from '../test/support/slack-requests.js';
import { BENCH_RULES, PREFIX, USERS, appEnv, slowService, startInstance } from './deploy.js';
import { median, post } from './driver.js';
import { type OpenedView, cpuMs, startFakeSlackProcess, startServiceProcess } from './processes.js';
import { between, startRedisServer } from './redis-server.js';

const CONCURRENCY = 20;
const ROUNDS = 3;
const MODAL = 'give_kudos_modal';
let label = 0;

/** Per unit of one kind: app CPU; Redis round trips (commands the app sent), commands run (scripts' own included),
 *  bytes in and out, and Redis's own CPU; Slack calls per method. */
export type UnitCost = { kind: string; cpuMs: number; sent: number; commands: number; inBytes: number; outBytes: number; redisCpuMs: number; slack: string };

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `send(i)` for i < total, CONCURRENCY at a time; throws on an answer that is not 200. */
async function many(total: number, send: (i: number) => Promise<number>) {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const status = await send(next++);
      if (status !== 200) throw new Error(`HTTP ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

const giveValues = (reason: string) => giveFormValues({ users: ['UBEN'], amount: '1', reason, channel: 'C1' });

/** The three ways to give, each sending `total`; a give is over once the service recorded it (counted by the proxy). */
function givers(appUrl: string, remote: Awaited<ReturnType<typeof startFakeSlackProcess>>) {
  const kudos = (total: number) =>
    many(total, () => post(appUrl, commandBody({ text: `<@UBEN|ben> 1 for capacity ${++label}`, user_id: 'UANA', response_url: remote.responseUrl() })));
  const modals = async (total: number) => {
    const before = (await remote.openedViews(MODAL)).length;
    await many(total, () => post(appUrl, formBody(globalShortcut('UANA', 'give_kudos'))));
    let opened: OpenedView[] = [];
    while ((opened = (await remote.openedViews(MODAL)).slice(before)).length < total) await pause(20);
    await many(total, (i) =>
      post(appUrl, formBody(viewSubmission('UANA', { id: opened[i]!.id, callback_id: MODAL, private_metadata: opened[i]!.private_metadata, values: giveValues(`capacity modal ${++label}`) }))),
    );
  };
  const reactions = (total: number) =>
    many(total, () => {
      const ts = `${1_700_000_000 + ++label}.000100`;
      const event = { type: 'reaction_added', user: 'UANA', reaction: 'coin', item: { type: 'message', channel: 'C1', ts }, item_user: 'UBEN', event_ts: ts };
      return post(appUrl, eventBody(event), 'application/json');
    });
  return { kudos, modals, reactions };
}

/** Resolves once the service has recorded `target` kudos and the app's CPU stood still for 600 ms (its work after the
 *  record — posts, DMs, answers, the outbox entry closed — is over). */
async function settled(pid: number, recorded: () => number, target: number) {
  while (recorded() < target) await pause(10);
  for (let still = 0, last = cpuMs(pid); still < 3; ) {
    await pause(200);
    const now = cpuMs(pid);
    still = now === last ? still + 1 : 0;
    last = now;
  }
}


/** Slack calls per give, by method, most first: "chat.postMessage 2, users.info 1". */
function perMethod(before: Record<string, number>, after: Record<string, number>, total: number) {
  return Object.entries(after)
    .map(([method, n]) => [method, (n - (before[method] ?? 0)) / total] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([method, n]) => `${method} ${Number(n.toFixed(2))}`)
    .join(', ');
}

/** Measures each way to give `total` times, in ROUNDS interleaved rounds after a warm-up of each, on one instance and
 *  a Redis of its own; each figure is the median of the rounds. */
export async function benchCapacity(total = 400): Promise<UnitCost[]> {
  const [remote, service, redis] = await Promise.all([startFakeSlackProcess(USERS), startServiceProcess(testFixture()), startRedisServer()]);
  const slow = await slowService(service.url, 20);
  const store = await createStoreFactory(redis.url, { redisPrefix: PREFIX });
  await new GivingRulesStore(store.namespace('giving-rules')).set({ teamId: 'T1' }, BENCH_RULES);
  await store.close();
  const app = await startInstance(appEnv(remote.apiUrl, slow.url, redis.url));
  const give = givers(app.url, remote);
  const kinds = ['kudos', 'modals', 'reactions'] as const;
  let expected = 0;
  const run = async (kind: (typeof kinds)[number], count: number) => {
    await give[kind](count);
    await settled(app.pid, slow.recorded, (expected += count));
  };
  const rounds = new Map<string, UnitCost[]>(kinds.map((k) => [k, []]));
  try {
    for (const kind of kinds) await run(kind, 50); // warm-up: JIT, connections, caches
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of kinds) {
        const [cpu, counts, calls] = [cpuMs(app.pid), await redis.counts(), await remote.callCounts()];
        await run(kind, total);
        const delta = between(counts, await redis.counts());
        const per = (x: number) => x / total;
        rounds.get(kind)!.push({
          kind, cpuMs: per(cpuMs(app.pid) - cpu), sent: per(delta.sent), commands: per(delta.total), inBytes: per(delta.inputBytes),
          outBytes: per(delta.outputBytes), redisCpuMs: per(delta.cpuMs), slack: perMethod(calls, await remote.callCounts(), total),
        });
      }
    }
  } finally {
    app.stop();
    await slow.close();
    remote.stop();
    service.stop();
    redis.stop();
  }
  return kinds.map((kind) => {
    const all = rounds.get(kind)!;
    const mid = (field: 'cpuMs' | 'sent' | 'commands' | 'inBytes' | 'outBytes' | 'redisCpuMs') => median(all.map((r) => r[field]));
    return { kind, cpuMs: mid('cpuMs'), sent: mid('sent'), commands: mid('commands'), inBytes: mid('inBytes'), outBytes: mid('outBytes'), redisCpuMs: mid('redisCpuMs'), slack: all.at(-1)!.slack };
  });
}

/** The costs as rows to print. */
export const capacityRows = (costs: UnitCost[]) =>
  costs.map((c) => ({
    'per one': { kudos: '/kudos', modals: 'give modal (open + submit)', reactions: 'reaction' }[c.kind] ?? c.kind,
    'app CPU': `${c.cpuMs.toFixed(2)} ms`,
    'Redis: sent / run (in scripts too)': `${c.sent.toFixed(1)} / ${c.commands.toFixed(1)}`,
    'Redis bytes in / out': `${Math.round(c.inBytes)} / ${Math.round(c.outBytes)}`,
    'Redis CPU': `${c.redisCpuMs.toFixed(3)} ms`,
    'Slack calls (per one)': c.slack,
  }));
