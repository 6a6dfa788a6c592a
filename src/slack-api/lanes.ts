// Posts into a Slack channel at that channel's pace (chat.postMessage: about one a second), never making the work
// that asked for them wait: each channel has a lane of waiting items; its drainer takes the channel's next slot (the
// pacer's, shared by every instance), and when the slot comes posts everything that waited meanwhile in one message
// (as much as one message carries). A burst of fifty kudos to one channel is a few posts within seconds, not fifty
// posts over a minute.
import { setTimeout as sleep } from 'node:timers/promises';
import type { WebClient } from '@slack/web-api';
import { type SlackCall, type SlackPacer, workspaceOfToken } from './pacer.js';

/** Sends a chat.postMessage in the slot the lane already took for it. */
export type PostInSlot = WebClient['chat']['postMessage'];

/** One kind of post in one channel of one workspace. */
export type Lane<T> = {
  /** What kind of items wait here (one lane per kind, workspace and channel). */
  kind: string;
  /** The workspace's bot token: the pacer's slots are per workspace and channel. */
  token: string;
  channel: string;
  /** How many of the waiting items (oldest first) one post carries; at least one is always taken. */
  take: (waiting: readonly T[]) => number;
  /** Posts the taken items (one chat.postMessage through `post`, in the slot taken for it). A rejection fails them all. */
  send: (items: T[], post: PostInSlot) => Promise<void>;
};

type Waiting = { item: unknown; done: () => void; failed: (error: unknown) => void };
type Queue = { lane: Lane<unknown>; waiting: Waiting[] };

export type SlackLanes = {
  /** Queues the item in its lane; resolves once a post carrying it was sent (rejects with that post's failure). */
  add: <T>(lane: Lane<T>, item: T) => Promise<void>;
  /** Items waiting in every lane, for the metrics and the tests. */
  waiting: () => number;
};

/** Waits for the channel's next slot and takes it once it is free: nothing is reserved while waiting, so a 429's hold
 *  that another instance places meanwhile (SlackPacer.hold) is waited out too, and the items that arrive meanwhile go
 *  in the same post. */
async function freeSlot(pacer: SlackPacer, call: SlackCall): Promise<void> {
  for (let waitMs = await pacer.slot(call, { ifFree: true }); waitMs > 0; waitMs = await pacer.slot(call, { ifFree: true })) await sleep(waitMs);
}

/** `slotTakenClient`: a WebClient for the token whose first try of each call takes no slot of its own (the lane took it). */
export function slackLanes(pacer: SlackPacer, slotTakenClient: (token: string) => WebClient): SlackLanes {
  const queues = new Map<string, Queue>();
  const keyOf = (lane: Lane<unknown>) => `${lane.kind}:${workspaceOfToken(lane.token)}:${lane.channel}`;

  const drain = async (key: string, queue: Queue) => {
    try {
      while (queue.waiting.length > 0) {
        const { lane } = queue;
        await freeSlot(pacer, { method: 'chat.postMessage', token: lane.token, channel: lane.channel });
        const taken = queue.waiting.splice(0, Math.max(1, lane.take(queue.waiting.map((w) => w.item))));
        const client = slotTakenClient(lane.token);
        await lane
          .send(
            taken.map((w) => w.item),
            (args) => client.chat.postMessage(args),
          )
          .then(
            () => taken.forEach((w) => w.done()),
            (error: unknown) => taken.forEach((w) => w.failed(error)),
          );
      }
    } finally {
      queues.delete(key);
    }
  };

  return {
    add: (lane, item) =>
      new Promise<void>((done, failed) => {
        const key = keyOf(lane as Lane<unknown>);
        const queue = queues.get(key);
        const waiting: Waiting = { item, done, failed };
        if (queue) {
          queue.waiting.push(waiting);
          return;
        }
        const fresh: Queue = { lane: lane as Lane<unknown>, waiting: [waiting] };
        queues.set(key, fresh);
        void drain(key, fresh).catch((error: unknown) => fresh.waiting.splice(0).forEach((w) => w.failed(error)));
      }),
    waiting: () => [...queues.values()].reduce((n, q) => n + q.waiting.length, 0),
  };
}
