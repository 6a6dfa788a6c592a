// This instance's side of the outbox: it writes acknowledged work before the ack, keeps its leases alive with one
// heartbeat, looks for items whose instance died (at start and every few seconds) and finishes them, and gives back
// what it could not finish so another instance (or a restart) does.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from '@slack/logger';
import { type Durable, LeaseLost, type Outbox, type OutboxItem } from '../store/outbox.js';
import { metrics } from '../metrics/metrics.js';

/** How often an instance looks for items whose instance died, at most. */
const LOOK_EVERY_MS = 5_000;
/** Items taken over at one look; the rest wait for the next. */
const TAKE_AT_ONCE = 50;
/** An item started this often without finishing is dropped (logged): it stops every instance that runs it. */
export const MAX_ATTEMPTS = 6;

/** Finishes a taken-over item of one kind; resolves once its work is over (done, or given back). */
export type OutboxHandler = (item: OutboxItem, durable: Durable) => Promise<void>;

export type OutboxWorker = {
  /** Writes the item before its ack, leased to this instance; null when an item with this id is open already. */
  accept: (id: string, kind: string, body: unknown) => Promise<Durable | null>;
  /** After the outermost run of an item: gives it back unless it was finished, so it is tried again. */
  settle: (durable: Durable) => Promise<void>;
  /** Starts the heartbeat and the looks for lapsed items, which `run` queues (tracked: a request behind the acks, a
   *  long job beside them — it is told the item's kind). */
  start: (handlers: Record<string, OutboxHandler>, run: Runner) => void;
  stop: () => void;
};

/** Runs a taken-over item's work (tracked, so a stop waits for it); `kind` says what it is. */
export type Runner = <T>(work: () => Promise<T>, kind: string) => Promise<T>;

type Held = Durable & { done: boolean; keptOpen: boolean };

/** What one instance holds: its outbox, its owner name and the items it works on now. */
type Holder = { outbox: Outbox; owner: string; held: Map<string, Held> };

/** Records an item as held by this instance, with the `save` and `finish` that keep its lease honest. */
function holdItem({ outbox, owner, held }: Holder, id: string, attempts: number, acceptedAt: number, progress: unknown): Held {
  const save = async (next: unknown) => {
    if (!(await outbox.save(id, owner, next))) throw new LeaseLost(id);
  };
  const finish = async () => {
    durable.done = true;
    held.delete(id);
    await outbox.finish(id, owner);
  };
  const durable: Held = {
    id,
    attempts,
    acceptedAt,
    work: `${id}@${acceptedAt}`,
    progress,
    done: false,
    keptOpen: false,
    save,
    finish: async () => {
      if (!durable.keptOpen) await finish();
    },
    keepOpen: () => {
      durable.keptOpen = true;
      const open: Durable = { ...durable, finish, keepOpen: () => open };
      return open;
    },
  };
  held.set(id, durable);
  return durable;
}

/** `leaseMs`: a dead instance's items are taken over this long after its last heartbeat (plus a look); the heartbeat
 *  renews every third of it, and instances look for lapsed items as often. */
export function outboxWorker(outbox: Outbox, log: Logger, leaseMs: number): OutboxWorker {
  const beatEveryMs = Math.floor(leaseMs / 3);
  const lookEveryMs = Math.min(LOOK_EVERY_MS, beatEveryMs);
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const held = new Map<string, Held>();
  const timers: NodeJS.Timeout[] = [];
  let looking = false;

  const handle = (id: string, attempts: number, acceptedAt: number, progress: unknown): Held =>
    holdItem({ outbox, owner, held }, id, attempts, acceptedAt, progress);

  const beat = async () => {
    const lost = await outbox.renew(owner, [...held.keys()], leaseMs);
    for (const id of lost) held.delete(id);
    if (lost.length) log.warn(`outbox: another instance took over ${lost.length} item(s) this one was still working on`);
  };

  const look = async (handlers: Record<string, OutboxHandler>, run: Runner) => {
    if (looking) return;
    looking = true;
    try {
      for (const item of await outbox.takeLapsed(owner, leaseMs, TAKE_AT_ONCE)) {
        const durable = handle(item.id, item.attempts, item.createdAt, item.progress);
        const handler = handlers[item.kind];
        if (!handler || item.attempts > MAX_ATTEMPTS) {
          log.error(`outbox: dropped ${item.id} (${item.kind}) after ${item.attempts - 1} attempts${handler ? '' : ': nothing here handles its kind'}`);
          await durable.finish();
          continue;
        }
        metrics.outboxTakeovers.inc({ kind: item.kind });
        log.info(`outbox: taking over ${item.id} (attempt ${item.attempts})`);
        void run(() => handler(item, durable), item.kind)
          .catch((e: unknown) => log.error(`outbox: ${item.id} failed:`, e))
          .finally(() => settle(durable));
      }
    } finally {
      looking = false;
    }
  };

  const settle = async (durable: Durable) => {
    const mine = held.get(durable.id);
    if (!mine || mine.done || mine.keptOpen) return;
    held.delete(durable.id);
    await outbox.release(durable.id, owner).catch((e: unknown) => log.warn(`outbox: giving back ${durable.id} failed:`, e));
  };

  return {
    accept: async (id, kind, body) => {
      const createdAt = Date.now();
      return (await outbox.add({ id, kind, body, createdAt }, owner, leaseMs)) ? handle(id, 1, createdAt, undefined) : null;
    },
    settle,
    start: (handlers, run) => {
      const safely = (what: string, work: () => Promise<void>) => () => void work().catch((e: unknown) => log.warn(`outbox ${what}:`, e));
      timers.push(setInterval(safely('heartbeat', beat), beatEveryMs).unref());
      timers.push(
        setInterval(
          safely('look', () => look(handlers, run)),
          lookEveryMs,
        ).unref(),
      );
      safely('look', () => look(handlers, run))();
    },
    stop: () => {
      timers.forEach(clearInterval);
    },
  };
}
