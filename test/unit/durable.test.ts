// Keeping requests before their ack (src/slack/durable.ts): the ids that make a request unique, which requests are
// kept, and Socket Mode, where the keeping wraps Bolt's processEvent: a kept command is written down before its
// envelope is acked, a kept event before Bolt acks it, and a request being handled already is acked and left alone.
import { App, type Receiver, type ReceiverEvent } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { outboxWorker } from '../../src/ops/outbox-worker.js';
import { durableId, durableKind, keepInSocketMode } from '../../src/slack/durable.js';
import { createStoreFactory } from '../../src/store/factory.js';

const quiet = createLogger('error', () => {});
const receiver: Receiver = { init: () => {}, start: async () => {}, stop: async () => {} };
const command = {
  command: '/kudos',
  text: '<@UBEN> 5 for the launch',
  user_id: 'UANA',
  channel_id: 'C1',
  trigger_id: 't-42',
  team_id: 'T1',
  response_url: 'https://hooks.test/r',
};
const reaction = {
  type: 'event_callback',
  team_id: 'T1',
  event_id: 'Ev42',
  event: { type: 'reaction_added', user: 'UANA', reaction: 'coin', item: { type: 'message', channel: 'C1', ts: '1.2' } },
};
const durable = { command: (body: Record<string, unknown>) => body.command === '/kudos', view: () => undefined, events: new Set(['reaction_added']) };

describe('keeping requests before their ack', () => {
  it('names each request by what Slack keeps the same across its retries', () => {
    expect(durableId(command)).toBe('cmd:T1:t-42');
    expect(durableId(reaction)).toBe('event:T1:Ev42');
    expect(durableId({ type: 'view_submission', team: { id: 'T1' }, user: { id: 'UANA', team_id: 'T1' }, view: { id: 'V9' } })).toBe('view:T1:V9');
    // An org-wide install: no team on the envelope, the enterprise names it.
    expect(durableId({ ...reaction, team_id: undefined, enterprise_id: 'E1' })).toBe('event:E1:Ev42');
  });

  it('keeps the declared commands and events only', () => {
    expect(durableKind(command, durable)).toBe('command');
    expect(durableKind(reaction, durable)).toBe('event');
    expect(durableKind({ ...reaction, event: { type: 'app_home_opened' } }, durable)).toBeUndefined();
  });

  it('in Socket Mode, writes a kept command down before acking its envelope, and acks a second delivery without running it', async () => {
    const store = (await createStoreFactory('sqlite://:memory:')).outbox();
    const app = new App({ receiver, token: 'xoxb-test', botId: 'B1', botUserId: 'UBOT', tokenVerificationEnabled: false, convoStore: false, logger: quiet });
    const ran: string[] = [];
    app.command('/kudos', async ({ ack }) => {
      await ack();
      ran.push('listener');
    });
    const queued: (() => Promise<unknown>)[] = [];
    keepInSocketMode(app, outboxWorker(store, quiet, 15_000), durable, (work) => new Promise((resolve) => queued.push(() => work().then(resolve))), quiet);
    const openWhenAcked: number[] = [];
    const delivery = (): ReceiverEvent => ({
      body: command,
      ack: async () => void openWhenAcked.push(-1),
      retryNum: undefined,
      retryReason: undefined,
      customProperties: {},
    });
    const first = delivery();
    first.ack = async () => void openWhenAcked.push(await store.open());
    await app.processEvent(first);
    expect(openWhenAcked).toEqual([1]);
    expect(ran).toEqual([]);
    await app.processEvent(delivery());
    expect(openWhenAcked).toEqual([1, -1]);
    expect(queued).toHaveLength(1);
    await queued[0]!();
    expect(ran).toEqual(['listener']);
  });
});
