// The HTTP edge's hand-off to Bolt (src/slack/dispatch.ts): a command answered only after a silent ack is written to the
// outbox, acked before Bolt runs and handled in its turn behind the acks; any other request is acked by its listener, as
// Bolt would.
import { App, type BufferedIncomingMessage, type Receiver } from '@slack/bolt';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { kudos } from '../../src/features/kudos/feature.js';
import { parseKudosCommand } from '../../src/features/kudos/grammar.js';
import { createLogger } from '../../src/log.js';
import { boltDispatch } from '../../src/slack/dispatch.js';
import type { SlackBody } from '../../src/slack/envelope.js';
import { outboxWorker } from '../../src/ops/outbox-worker.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { NotInstalled } from '../../src/store/installations.js';
import type { Outbox } from '../../src/store/outbox.js';

const quiet = createLogger('error', () => {});
const receiver: Receiver = { init: () => {}, start: async () => {}, stop: async () => {} };

/** A request as the guard hands it on, and a response that records what was written to it. */
function exchange() {
  const req = Object.assign(new IncomingMessage(new Socket()), { rawBody: Buffer.from('') }) as BufferedIncomingMessage;
  const res = new ServerResponse(req);
  const written: { status?: number; body?: string } = {};
  res.writeHead = ((status: number) => {
    written.status = status;
    return res;
  }) as typeof res.writeHead;
  res.end = ((body?: string) => {
    written.body = body ?? '';
    return res;
  }) as typeof res.end;
  return { req, res, written };
}

function boltWith(seen: string[]) {
  const app = new App({ receiver, token: 'xoxb-test', botId: 'B1', botUserId: 'UBOT', tokenVerificationEnabled: false, convoStore: false });
  app.command('/kudos', async ({ command, ack }) => {
    seen.push(`listener ${command.text}`);
    await ack(command.text === 'help' ? { text: 'usage' } : undefined);
  });
  return app;
}

/** The outbox on an in-memory store, and the edge's options that keep the commands `ready` says. */
async function keeping(ready: (body: SlackBody) => boolean, outbox?: Outbox) {
  const store = outbox ?? (await createStoreFactory('sqlite://:memory:')).outbox();
  return { store, options: { durable: { command: ready, view: () => undefined, events: new Set<string>() }, outbox: outboxWorker(store, quiet, 15_000) } };
}

const command = (text: string) => ({
  command: '/kudos',
  text,
  user_id: 'UANA',
  channel_id: 'C1',
  trigger_id: 't1',
  team_id: 'T1',
  response_url: 'https://hooks.test/r',
});

describe('the edge hands requests to Bolt', () => {
  it('acks a command answered after the ack at once, and runs Bolt only when the queue gets to it', async () => {
    const seen: string[] = [];
    const queued: (() => Promise<unknown>)[] = [];
    const { store, options } = await keeping((body) => body.text === 'ready');
    const dispatch = boltDispatch(boltWith(seen), quiet, { ...options, afterAck: (work) => new Promise((resolve) => queued.push(() => work().then(resolve))) });
    const { req, res, written } = exchange();
    await dispatch(req, res, command('ready'));
    expect(written).toEqual({ status: 200, body: '' });
    expect(seen).toEqual([]);
    // Written down before the ack: a crash now leaves it for another instance.
    expect(await store.open()).toBe(1);
    await queued[0]!();
    expect(seen).toEqual(['listener ready']); // its ack() is a no-op: the answer was sent
  });

  it('acks a replay of a command it is handling (the same trigger) without running it again', async () => {
    const seen: string[] = [];
    const queued: (() => Promise<unknown>)[] = [];
    const dispatch = boltDispatch(boltWith(seen), quiet, {
      ...(await keeping(() => true)).options,
      afterAck: (work) => new Promise((resolve) => queued.push(() => work().then(resolve))),
    });
    for (let i = 0; i < 2; i += 1) {
      const { req, res, written } = exchange();
      await dispatch(req, res, command('ready'));
      expect(written).toEqual({ status: 200, body: '' });
    }
    expect(queued).toHaveLength(1);
  });

  it('answers in plain words, instead of a silent ack, when the command cannot be written down first', async () => {
    const broken = { ...(await createStoreFactory('sqlite://:memory:')).outbox(), add: () => Promise.reject(new Error('store down')) };
    const queued: unknown[] = [];
    const dispatch = boltDispatch(boltWith([]), quiet, {
      ...(await keeping(() => true, broken)).options,
      afterAck: (work) => {
        queued.push(work);
        return work();
      },
    });
    const { req, res, written } = exchange();
    await dispatch(req, res, command('ready'));
    expect(written.status).toBe(200);
    expect(JSON.parse(written.body!)).toEqual({ response_type: 'ephemeral', text: expect.stringContaining('so nothing was sent') });
    expect(queued).toEqual([]);
  });

  it('tells the giver in plain words when Bolt fails before the listener of a command it acked at once', async () => {
    const told: string[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d));
      req.on('end', () => {
        told.push(body);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const notInstalled = new App({ receiver, authorize: async () => Promise.reject(new NotInstalled('T1')), convoStore: false, logger: quiet });
    const { store, options } = await keeping(() => true);
    const dispatch = boltDispatch(notInstalled, quiet, { ...options, afterAck: (work) => work() });
    const { req, res, written } = exchange();
    await dispatch(req, res, { ...command('ready'), response_url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/r` });
    while (told.length === 0) await new Promise((r) => setTimeout(r, 5));
    hook.close();
    expect(written.status).toBe(200);
    expect(told.map((b) => JSON.parse(b) as { response_type: string; text: string })).toEqual([
      { response_type: 'ephemeral', text: expect.stringContaining('not installed in this workspace any more, so nothing was sent') },
    ]);
    // Finished once told: nothing is left to try again.
    for (let i = 0; i < 200 && (await store.open()) > 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(await store.open()).toBe(0);
  });

  it('never says "nothing was sent" when Bolt fails for another reason (the store away): the command is kept to be tried again', async () => {
    const told: string[] = [];
    const hook = createServer((req, res) => {
      told.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const storeAway = new App({ receiver, authorize: async () => Promise.reject(new Error('database connection lost')), convoStore: false, logger: quiet });
    const { store, options } = await keeping(() => true);
    let ran = false;
    const dispatch = boltDispatch(storeAway, quiet, { ...options, afterAck: (work) => work().finally(() => (ran = true)) });
    const { req, res, written } = exchange();
    await dispatch(req, res, { ...command('ready'), response_url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/r` });
    while (!ran) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 100));
    hook.close();
    expect(written).toEqual({ status: 200, body: '' });
    expect(told).toEqual([]);
    // Given back, not finished: the outbox runs it again, checking what the service did, and tells its outcome then.
    expect(await store.open()).toBe(1);
  });

  it('lets the listener ack any other request, with what it answers', async () => {
    const seen: string[] = [];
    const dispatch = boltDispatch(boltWith(seen), quiet, { ...(await keeping(() => false)).options, afterAck: (work) => work() });
    const { req, res, written } = exchange();
    await dispatch(req, res, command('help'));
    expect(seen).toEqual(['listener help']);
    expect(written).toEqual({ status: 200, body: JSON.stringify({ text: 'usage' }) });
  });

  it('declares a ready /kudos give as answered after the ack, and one that opens the form as not', () => {
    const give = kudos.commands!.give!;
    const parsed = (text: string) => parseKudosCommand(text, 'UANA') as Parameters<NonNullable<typeof give.answersAfterAck>>[0];
    expect(give.answersAfterAck?.(parsed('<@UBEN|ben> 5 for the launch'))).toBe(true);
    expect(give.answersAfterAck?.(parsed('<@UBEN|ben>'))).toBe(false);
    expect(give.answersAfterAck?.(parsed('<@UBEN|ben> 5'))).toBe(false);
  });
});
