// Moves SQLite's WAL checkpoints off the service's thread (issue 12): with the default autocheckpoint every 1,000 pages,
// the write that crosses the mark copies the log into the database and waits for its fsync — a kudos to a team of 200
// dirties ~250 pages, so every fourth one took 40–60 ms more. A worker thread checkpoints every 100 ms instead, and the
// service's own autocheckpoint stays only as a far safety net, should the worker fall behind or die.
import { Worker } from 'node:worker_threads';
import type { Db } from './db.js';

export const CHECKPOINT_EVERY_MS = 100;
/** The service's connection checkpoints itself only past this many pages in the log (~40 MB). */
export const SAFETY_NET_PAGES = 10_000;
const DEFAULT_AUTOCHECKPOINT = 1000;

export type Checkpointer = { stop: () => Promise<void> };

export function startCheckpointer(db: Db, file: string, log: (line: string) => void): Checkpointer {
  db.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
  const worker = new Worker(new URL('./checkpoint-worker.cjs', import.meta.url), { workerData: { file, everyMs: CHECKPOINT_EVERY_MS }, execArgv: [] });
  worker.unref();
  let running = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (m: { error?: string }) => log(`checkpointer: ${m.error ?? 'unknown message'}`));
  worker.on('error', (error) => {
    log(`checkpointer stopped: ${error.message}; the service checkpoints on its own thread again`);
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT}`);
  });
  worker.once('exit', () => {
    running = false;
  });
  return {
    stop: async () => {
      if (running) worker.postMessage('stop');
      await exited;
    },
  };
}
