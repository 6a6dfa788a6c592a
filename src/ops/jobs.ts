// Background jobs. Long ones (directory sync, export) are kept in the outbox on either store (kept-jobs.ts): leased
// to the instance running them, taken over within TAKEOVER_MS when it dies. The repeated one (the digest tick) runs on
// Redis as a BullMQ repeatable job (one instance per tick), on SQLite (one instance) on a timer in this process.
import type { RedisClientType } from '@keyv/redis';
import { Queue, Worker, createNodeRedisClient } from 'bullmq';
import { metrics } from './metrics.js';
import type { JobHandler, KeptJobs } from './kept-jobs.js';

export type { JobHandler, JobOutcome } from './kept-jobs.js';

export type JobQueue = {
  kind: 'in-process' | 'bullmq';
  /** Runs the job once on some instance, kept in the outbox; false (nothing queued) while a job with this name and id
   *  is open, here or on another instance. */
  enqueue: (name: string, id: string, data: Record<string, unknown>) => Promise<boolean>;
  /** Runs the job now and then every `everyMs` on one instance at a time (a repeatable job on Redis); call after `work`. */
  every: (name: string, everyMs: number) => Promise<void>;
  /** Starts taking jobs, with one handler per job name. */
  work: (handlers: Record<string, JobHandler>) => void;
  close: () => Promise<void>;
};

/** A dead instance's lock on a tick lapses after this long and another instance takes the tick over. */
const LOCK_MS = 15_000;
const STALLED_CHECK_MS = 5_000;

/** SQLite: one instance, so the tick runs here on a timer; kept jobs are taken over by a restart. */
export function inProcessJobs(kept: KeptJobs, track: <T>(work: Promise<T>) => Promise<T>, onError: (line: string) => void = () => {}): JobQueue {
  let handlers: Record<string, JobHandler> = {};
  const timers: NodeJS.Timeout[] = [];
  const runNow = (name: string) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`no handler for job ${name}`);
    track(handler({})).catch((error: unknown) => onError(`job ${name} failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  return {
    kind: 'in-process',
    enqueue: kept.enqueue,
    every: async (name, everyMs) => {
      runNow(name);
      timers.push(setInterval(() => runNow(name), everyMs).unref());
    },
    work: (given) => {
      handlers = given;
      kept.work(given);
    },
    close: async () => {
      timers.forEach(clearInterval);
    },
  };
}

export function bullmqJobs(kept: KeptJobs, client: RedisClientType, prefix: string, onError: (line: string) => void): JobQueue {
  const connection = createNodeRedisClient(client);
  const queue = new Queue('jobs', { connection, prefix: `${prefix}:bull` });
  queue.on('error', (error) => onError(`job queue: ${error.message}`));
  let worker: Worker | undefined;
  return {
    kind: 'bullmq',
    enqueue: kept.enqueue,
    every: async (name, everyMs) => {
      // One schedule in Redis whatever the number of instances (upserted by each); plus one run now, so a slot
      // missed while every instance was down is caught up at start.
      await queue.upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
      await queue.add(name, {}, { removeOnComplete: true, removeOnFail: 100 });
    },
    work: (handlers) => {
      kept.work(handlers);
      worker = new Worker(
        'jobs',
        async (job) => {
          const handler = handlers[job.name];
          if (!handler) throw new Error(`no handler for job ${job.name}`);
          if ((await handler(job.data as Record<string, unknown>)) === 'interrupted') throw new Error('interrupted by a shutdown; it resumes from its last finished chunk');
        },
        { connection, prefix: `${prefix}:bull`, lockDuration: LOCK_MS, stalledInterval: STALLED_CHECK_MS, maxStalledCount: 50, concurrency: 4 },
      );
      worker.on('error', (error) => onError(`job worker: ${error.message}`));
      worker.on('failed', (job, error) => {
        if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) metrics.jobFailures.inc({ job: job.name });
        if (!/interrupted/.test(error.message)) onError(`job ${job?.name ?? '?'} failed: ${error.message}`);
      });
    },
    close: async () => {
      await worker?.close();
      await queue.close();
    },
  };
}
