// The measured inputs of docs/scaling.md: what one app instance spends per kudos (/kudos), per give modal (opened from
// the shortcut and submitted) and per reaction (reaction_added giving): its process's CPU (/proc) and, on a PostgreSQL
// database of the bench's own, the statements, round trips, transactions, rows written, bytes and the backends' CPU —
// each divided by how many were given. The service answers 20 ms late, as in the throughput bench; Slack is the fake
// in its own process, its tiers multiplied out of the way.
import { GivingRulesStore } from '../src/store/giving-rules.js';
import { createStoreFactory } from '../src/store/factory.js';
import { testFixture } from '../test/support/fixture.js';
import { commandBody, eventBody, formBody, giveFormValues, globalShortcut, viewSubmission } from '../test/support/slack-requests.js';
import { BENCH_RULES, USERS, appEnv, slowService, startInstance } from './deploy.js';
import { median, post } from './driver.js';
import { STATS_FLUSH_MS, between, startCountedPostgres } from './postgres-server.js';
import { type OpenedView, cpuMs, startFakeSlackProcess, startServiceProcess } from './processes.js';

const CONCURRENCY = 20;
const ROUNDS = 3;
const MODAL = 'give_kudos_modal';
let label = 0;

/** Per unit of one kind: app CPU; the database's round trips, statements, transactions (BEGIN, or a statement alone),
 *  rows written, bytes in and out, and its backends' CPU; statements by kind and by text, Slack calls per method. */
export type UnitCost = {
  kind: string;
  cpuMs: number;
  roundTrips: number;
  statements: number;
  transactions: number;
  rowsWritten: number;
  inBytes: number;
  outBytes: number;
  dbCpuMs: number;
  statementKinds: string;
  texts: [string, number][];
  slack: string;
};
const FIGURES = ['cpuMs', 'roundTrips', 'statements', 'transactions', 'rowsWritten', 'inBytes', 'outBytes', 'dbCpuMs'] as const;

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
      post(
        appUrl,
        formBody(
          viewSubmission('UANA', {
            id: opened[i]!.id,
            callback_id: MODAL,
            private_metadata: opened[i]!.private_metadata,
            values: giveValues(`capacity modal ${++label}`),
          }),
        ),
      ),
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

/** Counts per give, by name, most first: "chat.postMessage 2, users.info 1". */
function perName(delta: Iterable<[string, number]>, total: number) {
  return [...delta]
    .map(([name, n]) => [name, n / total] as const)
    .filter(([, n]) => n >= 0.005)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${Number(n.toFixed(2))}`)
    .join(', ');
}

/** Slack calls per give, by method, between two call counts. */
const perMethod = (before: Record<string, number>, after: Record<string, number>, total: number) =>
  perName(
    Object.entries(after).map(([method, n]) => [method, n - (before[method] ?? 0)]),
    total,
  );

/** Measures each way to give `total` times, in ROUNDS interleaved rounds after a warm-up of each, on one instance and
 *  a PostgreSQL database of its own; each figure is the median of the rounds. Rows written are read from
 *  pg_stat_database after its backends' statistics reached it (STATS_FLUSH_MS after the round). */
export async function benchCapacity(total = 400): Promise<UnitCost[]> {
  const [remote, service, database] = await Promise.all([startFakeSlackProcess(USERS), startServiceProcess(testFixture()), startCountedPostgres('capacity')]);
  const slow = await slowService(service.url, 20);
  const store = await createStoreFactory(database.url);
  await new GivingRulesStore(store.db).set({ teamId: 'T1' }, BENCH_RULES);
  await store.close();
  const app = await startInstance(appEnv(remote.apiUrl, slow.url, database.url));
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
    await pause(STATS_FLUSH_MS);
    let counts = await database.counts();
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of kinds) {
        const [cpu, calls] = [cpuMs(app.pid), await remote.callCounts()];
        await run(kind, total);
        const cpuUsed = cpuMs(app.pid) - cpu;
        // The wire and CPU figures as the round ends; the rows written once its backends' statistics reached
        // pg_stat_database (that window also holds the wait's idle polls: pg-boss's, the outbox's, a few a second).
        const [settledCounts, slack] = [await database.counts(), perMethod(calls, await remote.callCounts(), total)];
        await pause(STATS_FLUSH_MS);
        const flushed = await database.counts();
        const wire = between(counts, settledCounts);
        const rows = between(counts, flushed);
        counts = flushed;
        const per = (x: number) => x / total;
        rounds.get(kind)!.push({
          kind,
          cpuMs: per(cpuUsed),
          roundTrips: per(wire.roundTrips),
          statements: per(wire.statements),
          transactions: per(wire.transactions),
          rowsWritten: per(rows.rowsWritten),
          inBytes: per(wire.inBytes),
          outBytes: per(wire.outBytes),
          dbCpuMs: per(wire.backendCpuMs),
          statementKinds: perName(wire.byKind, total),
          texts: [...wire.byText].map(([text, n]) => [text, n / total]),
          slack,
        });
      }
    }
  } finally {
    app.stop();
    await slow.close();
    remote.stop();
    service.stop();
    await pause(1_000); // the instance's graceful stop, before its database is dropped
    await database.stop();
  }
  return kinds.map((kind) => {
    const all = rounds.get(kind)!;
    const mids = Object.fromEntries(FIGURES.map((field) => [field, median(all.map((r) => r[field]))])) as Record<(typeof FIGURES)[number], number>;
    const last = all.at(-1)!;
    return { kind, ...mids, statementKinds: last.statementKinds, texts: last.texts, slack: last.slack };
  });
}

const KIND_NAMES: Record<string, string> = { kudos: '/kudos', modals: 'give modal (open + submit)', reactions: 'reaction' };

/** The costs as rows to print. */
export const capacityRows = (costs: UnitCost[]) =>
  costs.map((c) => ({
    'per one': KIND_NAMES[c.kind] ?? c.kind,
    'app CPU': `${c.cpuMs.toFixed(2)} ms`,
    'PostgreSQL round trips / statements / transactions': `${c.roundTrips.toFixed(1)} / ${c.statements.toFixed(1)} / ${c.transactions.toFixed(1)}`,
    'rows written': c.rowsWritten.toFixed(1),
    'bytes in / out': `${Math.round(c.inBytes)} / ${Math.round(c.outBytes)}`,
    'backends CPU': `${c.dbCpuMs.toFixed(2)} ms`,
  }));

/** What the statements and Slack calls were, per give (the last round's). */
export const capacityDetails = (costs: UnitCost[]) =>
  costs.map((c) => ({ 'per one': KIND_NAMES[c.kind] ?? c.kind, 'statements by kind': c.statementKinds, 'Slack calls': c.slack }));

/** Each statement's text (its first 110 characters) and how many times a give ran it, most first (the last round's). */
export const statementRows = (costs: UnitCost[]) =>
  costs.flatMap((c) =>
    c.texts
      .filter(([, n]) => n >= 0.005)
      .map(([text, n]) => ({
        'per one': KIND_NAMES[c.kind] ?? c.kind,
        times: Number(n.toFixed(2)),
        statement: text.replace(/\s+/g, ' ').trim().slice(0, 110),
      })),
  );
