// Post-ack work (a kudos sent after its silent ack) yields to acks: a Slack request waiting for its answer has a 3 s
// deadline and the work behind an ack has none, so queued work starts once no request has waited for its ack for
// `quietMs` (a burst's requests follow each other closer than that), or once it has been queued `maxWaitMs` (a steady
// stream of requests delays it by that much at most, never starves it). Work already started runs on.
import { AsyncLocalStorage } from 'node:async_hooks';
import pLimit from 'p-limit';

export type AckFirst = {
  /** Counts a Slack request as waiting until its response is finished or its connection closes. */
  arrived: (res: { once: (event: 'close', listener: () => void) => unknown }) => void;
  /** Runs `work` once no request has waited for its ack for a while (or `maxWaitMs` passed), `concurrency` at once;
   *  work queued from inside queued work runs at once in its slot (waiting for another slot could wait forever). */
  afterAck: <T>(work: () => Promise<T>) => Promise<T>;
  /** Requests waiting for their ack now. */
  waiting: () => number;
  /** The app is stopping: queued work starts now, without waiting for quiet (the stop then waits for it). */
  drain: () => void;
};

/** Turns of the event loop without a new request before queued work starts. */
const CONFIRM_TURNS = 3;

export function ackFirst(concurrency: number, maxWaitMs: number, quietMs: number): AckFirst {
  const limit = pLimit(concurrency);
  const inSlot = new AsyncLocalStorage<true>();
  let waiting = 0;
  let arrivals = 0;
  let lastAnswered = -Infinity;
  let wakers: (() => void)[] = [];
  let checking = false;
  let draining = false;
  const quietFor = () => (waiting === 0 ? performance.now() - lastAnswered : -1);
  const wakeAll = () => {
    const woken = wakers;
    wakers = [];
    for (const wake of woken) wake();
  };
  /** One check at a time: once the quiet has lasted, a few more turns of the event loop read what arrived meanwhile (a
   *  busy loop holds a burst's next requests unread longer than the quiet: the client reads its answers on one turn and
   *  its next requests are read on the next), and the queue wakes if none did. */
  const wakeWhenQuiet = (afterMs: number) => {
    if (checking) return;
    checking = true;
    const seen = arrivals;
    const confirm = (turns: number) =>
      setImmediate(() => {
        if (arrivals === seen && turns > 1) return confirm(turns - 1);
        checking = false;
        const quiet = quietFor();
        if (quiet >= quietMs && arrivals === seen) wakeAll();
        else if (quiet >= 0 && wakers.length > 0) wakeWhenQuiet(Math.max(0, quietMs - quiet));
      });
    setTimeout(() => confirm(CONFIRM_TURNS), afterMs);
  };
  /** Resolves once no request has waited for `quietMs`, or once the work has been queued `maxWaitMs`. */
  const acksDone = (queuedAt: number) => {
    const left = queuedAt + maxWaitMs - performance.now();
    if (left <= 0 || draining) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakers = wakers.filter((w) => w !== wake);
        resolve();
      }, left);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      wakers.push(wake);
      const quiet = quietFor();
      if (quiet >= 0) wakeWhenQuiet(Math.max(0, quietMs - quiet));
    });
  };
  return {
    arrived: (res) => {
      waiting += 1;
      arrivals += 1;
      res.once('close', () => {
        waiting -= 1;
        if (waiting > 0) return;
        lastAnswered = performance.now();
        if (wakers.length > 0) wakeWhenQuiet(quietMs);
      });
    },
    afterAck: (work) => {
      if (inSlot.getStore()) return work();
      const queuedAt = performance.now();
      return limit(() =>
        inSlot.run(true, async () => {
          await acksDone(queuedAt);
          return work();
        }),
      );
    },
    waiting: () => waiting,
    drain: () => {
      draining = true;
      wakeAll();
    },
  };
}
