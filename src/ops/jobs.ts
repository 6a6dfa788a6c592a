// Background jobs. Long ones (directory sync, export) are kept in the outbox on either database (kept-jobs.ts): leased
// to the instance running them, taken over within TAKEOVER_MS when it dies. The repeated ones (the digest, celebration
// and summary ticks) run on PostgreSQL as pg-boss jobs (one instance per tick), on SQLite (one instance) on a timer.
import PgBoss from 'pg-boss';
import { metrics } from '../metrics/metrics.js';
import type { JobHandler, KeptJobs } from './kept-jobs.js';

export type { JobHandler, JobOutcome } from './kept-jobs.js';

export type JobQueue = {
  kind: 'in-process' | 'pg-boss';
  /** Runs the job once on some instance, kept in the outbox; false (nothing queued) while a job with this name and id
   *  is open, here or on another instance. */
  enqueue: (name: string, id: string, data: Record<string, unknown>) => Promise<boolean>;
  /** Runs the job now and then every `everyMs` on one instance at a time (a pg-boss job on PostgreSQL); call after `work`. */
  every: (name: string, everyMs: number) => Promise<void>;
  /** Starts taking jobs, with one handler per job name. */
  work: (handlers: Record<string, JobHandler>) => void;
  /** Takes no more jobs; those under way go on (tracked) and a stop waits for them. */
  close: () => Promise<void>;
};

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

/** The queue's tables live in their own schema of STORE_URL's database. */
const JOBS_SCHEMA = 'kudos_jobs';
/** A tick's job lapses this long after an instance took it and died (the next tick runs the work anyway). */
const TICK_EXPIRES_S = 15 * 60;

/** Creates the queue unless another instance has: instances starting together each try, and pg-boss's create (a
 *  partition of its job table) can then deadlock or find the queue made meanwhile — both end once the queue exists. */
async function queueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, policy: 'standard', retryLimit: 0, expireInSeconds: TICK_EXPIRES_S });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** PostgreSQL: each repeated job is a pg-boss queue. Every instance sends the tick on its own timer; pg-boss's
 *  throttle (one job per singleton key and window) makes that one job per interval whatever the number of instances,
 *  and one instance's worker takes it. Long jobs stay kept in the outbox (kept-jobs.ts): their leases are renewed by a
 *  heartbeat, so a dead instance's job is taken over within TAKEOVER_MS, where a pg-boss job would wait out its expiry. */
export function pgBossJobs(kept: KeptJobs, connectionString: string, track: <T>(work: Promise<T>) => Promise<T>, onError: (line: string) => void): JobQueue {
  const boss = new PgBoss({ connectionString, schema: JOBS_SCHEMA, max: 2, schedule: false, supervise: true });
  boss.on('error', (error: Error) => onError(`job queue: ${error.message}`));
  const started = boss.start();
  let handlers: Record<string, JobHandler> = {};
  const timers: NodeJS.Timeout[] = [];
  return {
    kind: 'pg-boss',
    enqueue: kept.enqueue,
    every: async (name, everyMs) => {
      await started;
      await queueOnce(boss, name);
      await boss.work(name, { pollingIntervalSeconds: Math.max(0.5, Math.min(2, everyMs / 2_000)) }, async ([job]) => {
        const handler = handlers[name];
        if (!handler) throw new Error(`no handler for job ${name}`);
        // Tracked, so a stop waits for a tick under way before the store closes.
        await track(handler((job?.data ?? {}) as Record<string, unknown>)).catch((error: unknown) => {
          metrics.jobFailures.inc({ job: name });
          onError(`job ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      });
      const queued = (sent: Promise<unknown>) => sent.catch((error: Error) => onError(`job ${name} not queued: ${error.message}`));
      const tick = () => queued(boss.send(name, {}, { singletonKey: name, singletonSeconds: Math.max(1, Math.round(everyMs / 1_000)) }));
      // One now, unthrottled, so a slot missed while every instance was down — or held by an instance that died with it
      // taken — is caught up at start (the work itself is leased and marked once, so a second run finds nothing to do).
      await queued(boss.send(name, {}));
      timers.push(setInterval(() => void tick(), everyMs).unref());
    },
    work: (given) => {
      handlers = given;
      kept.work(given);
    },
    close: async () => {
      timers.forEach(clearInterval);
      await started.catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
