// Long jobs (directory sync, export) kept in the outbox like acknowledged requests: a job is an outbox item leased to
// the instance running it and renewed by that instance's heartbeat, so when the instance dies its lease lapses within
// TAKEOVER_MS and a live instance (or a restart) takes the job over from its record in the store. One mechanism, on
// SQLite and on Redis; the item's id is the claim ("already running" while it is open), never a longer one.
import type { Logger } from '@slack/logger';
import type { Durable } from '../store/outbox.js';
import type { OutboxHandler, OutboxWorker } from './outbox-worker.js';

/** `interrupted`: the job stopped at a safe point (shutdown) with work left; it must run again, here or elsewhere. */
export type JobOutcome = 'done' | 'interrupted';
export type JobHandler = (data: Record<string, unknown>) => Promise<JobOutcome>;

/** The outbox kind of a kept job named `name`. */
export const jobKind = (name: string) => `job:${name}`;

export type KeptJobs = {
  /** Keeps the job (leased here) and runs it in the background; false when a job with this name and id is open
   *  already, here or on another instance. */
  enqueue: (name: string, id: string, data: Record<string, unknown>) => Promise<boolean>;
  /** The handler of each job name. */
  work: (handlers: Record<string, JobHandler>) => void;
  /** What finishes each kind of kept job taken over from a dead instance (for the outbox worker). */
  takeovers: () => Record<string, OutboxHandler>;
};

/** `track`: long jobs run beside the acks (never in their queue), and a stop waits for them. */
export function keptJobs(outbox: OutboxWorker, track: <T>(work: Promise<T>) => Promise<T>, log: Logger): KeptJobs {
  let handlers: Record<string, JobHandler> = {};
  const runKept = async (name: string, data: Record<string, unknown>, durable: Durable) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`no handler for job ${name}`);
    // A finished job leaves the outbox; an interrupted one is given back (settle) for a live instance to go on with.
    if ((await handler(data)) === 'done') await durable.finish();
  };
  return {
    enqueue: async (name, id, data) => {
      const durable = await outbox.accept(`job:${name}:${id}`, jobKind(name), data);
      if (!durable) return false;
      void track(
        runKept(name, data, durable)
          .catch((e: unknown) => log.error(`job ${name} failed:`, e))
          .finally(() => outbox.settle(durable)),
      );
      return true;
    },
    work: (given) => {
      handlers = given;
    },
    takeovers: () =>
      Object.fromEntries(
        Object.keys(handlers).map(
          (name) => [jobKind(name), (item, durable) => runKept(name, item.body as Record<string, unknown>, durable)] satisfies [string, OutboxHandler],
        ),
      ),
  };
}
