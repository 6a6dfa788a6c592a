// Post-ack work yields to acks (src/slack/ack-first.ts): queued work starts when no Slack request has waited for its
// answer for a quiet moment, or once it has been queued the longest wait allowed; never more than the concurrency at once.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ackFirst } from '../../src/slack/ack-first.js';

/** A response as the HTTP server has it: 'close' once it is answered. */
const response = () => new EventEmitter();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const turns = async (n = 5) => {
  for (let i = 0; i < n; i += 1) await new Promise((r) => setImmediate(r));
};

describe('post-ack work after the acks', () => {
  it('starts queued work only once every waiting request is answered', async () => {
    const gate = ackFirst(8, 60_000, 0);
    const [a, b] = [response(), response()];
    gate.arrived(a);
    gate.arrived(b);
    const started: string[] = [];
    const done = gate.afterAck(async () => started.push('kudos'));
    await turns();
    expect(started).toEqual([]);
    a.emit('close');
    await turns();
    expect(started).toEqual([]); // b still waits for its ack
    b.emit('close');
    await done;
    expect(started).toEqual(['kudos']);
    expect(gate.waiting()).toBe(0);
  });

  it('runs at once when no request waits, and after the longest wait when requests keep coming', async () => {
    const idle = ackFirst(8, 60_000, 0);
    expect(await idle.afterAck(async () => 'sent')).toBe('sent');
    const busy = ackFirst(8, 20, 0);
    busy.arrived(response()); // never answered: a stream of requests that never lets up
    expect(await busy.afterAck(async () => 'sent anyway')).toBe('sent anyway');
  });

  it('waits for a quiet moment: a request arriving soon after the last answer keeps the work queued', async () => {
    const gate = ackFirst(8, 60_000, 40);
    const [a, b] = [response(), response()];
    gate.arrived(a);
    let started = false;
    const done = gate.afterAck(async () => (started = true));
    a.emit('close');
    await sleep(15);
    gate.arrived(b); // the next request of a burst, within the quiet period
    await sleep(30);
    expect(started).toBe(false); // 45 ms after a's answer, but b is waiting
    b.emit('close');
    await sleep(20);
    expect(started).toBe(false); // b answered 20 ms ago: not quiet for 40 ms yet
    await done;
    expect(started).toBe(true);
  });

  it('runs no more than the concurrency at once', async () => {
    const gate = ackFirst(2, 60_000, 0);
    let running = 0;
    let most = 0;
    const work = () =>
      gate.afterAck(async () => {
        running += 1;
        most = Math.max(most, running);
        await turns(3);
        running -= 1;
      });
    await Promise.all(Array.from({ length: 6 }, work));
    expect(most).toBe(2);
  });

  it('runs work queued from inside queued work in its slot, so every slot waiting on more work never deadlocks', async () => {
    const gate = ackFirst(2, 60_000, 0);
    // Six outer pieces, each waiting for an inner one (a replayed event whose handler queues its kudos): with only two
    // slots, inner work waiting for a slot of its own would wait forever.
    const finished = await Promise.race([
      Promise.all(Array.from({ length: 6 }, (_, i) => gate.afterAck(() => gate.afterAck(async () => i)))),
      new Promise((resolve) => setTimeout(() => resolve('stuck'), 2_000)),
    ]);
    expect(finished).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
