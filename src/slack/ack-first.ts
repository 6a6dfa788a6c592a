// Post-ack work (a kudos sent after its silent ack) yields to acks: a Slack request waiting for its answer has a 3 s
// deadline and the work behind an ack has none, so queued work starts once no request waits for its ack, or once it
// has been queued `maxWaitMs` (a steady stream of requests delays it by that much at most, never starves it).
import pLimit from 'p-limit';

export type AckFirst = {
  /** Counts a Slack request as waiting until its response is finished or its connection closes. */
  arrived: (res: { once: (event: 'close', listener: () => void) => unknown }) => void;
  /** Runs `work` once no request waits for its ack (or `maxWaitMs` passed), at most `concurrency` at once. */
  afterAck: <T>(work: () => Promise<T>) => Promise<T>;
  /** Requests waiting for their ack now. */
  waiting: () => number;
};

export function ackFirst(concurrency: number, maxWaitMs: number): AckFirst {
  const limit = pLimit(concurrency);
  let waiting = 0;
  let wakers: (() => void)[] = [];
  const wakeAll = () => {
    const woken = wakers;
    wakers = [];
    for (const wake of woken) wake();
  };
  /** Resolves when no request waits for its ack, or once the work has been queued `maxWaitMs`. */
  const acksDone = (queuedAt: number) => {
    const left = queuedAt + maxWaitMs - performance.now();
    return waiting === 0 || left <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            wakers = wakers.filter((w) => w !== wake);
            resolve();
          }, left);
          const wake = () => {
            clearTimeout(timer);
            resolve();
          };
          wakers.push(wake);
        });
  };
  return {
    arrived: (res) => {
      waiting += 1;
      res.once('close', () => {
        waiting -= 1;
        // Woken on the next turn: an ack's own continuation (Bolt resolving the listener) goes first.
        if (waiting === 0) setImmediate(() => waiting === 0 && wakeAll());
      });
    },
    afterAck: (work) => {
      const queuedAt = performance.now();
      return limit(async () => {
        await acksDone(queuedAt);
        return work();
      });
    },
    waiting: () => waiting,
  };
}
