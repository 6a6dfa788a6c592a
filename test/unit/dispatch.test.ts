// The HTTP edge's hand-off to Bolt (src/slack/dispatch.ts): a command answered only after a silent ack is acked before
// Bolt runs and handled in its turn behind the acks; any other request is acked by its listener, as Bolt would.
import { App, type BufferedIncomingMessage, type Receiver } from '@slack/bolt';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { kudos } from '../../src/features/kudos/feature.js';
import { parseKudosCommand } from '../../src/features/kudos/grammar.js';
import { createLogger } from '../../src/log.js';
import { boltDispatch } from '../../src/slack/dispatch.js';

const quiet = createLogger('error', () => {});
const receiver: Receiver = { init: () => {}, start: async () => {}, stop: async () => {} };

/** A request as the guard hands it on, and a response that records what was written to it. */
function exchange() {
  const req = Object.assign(new IncomingMessage(new Socket()), { rawBody: Buffer.from('') }) as BufferedIncomingMessage;
  const res = new ServerResponse(req);
  const written: { status?: number; body?: string } = {};
  res.writeHead = ((status: number) => ((written.status = status), res)) as typeof res.writeHead;
  res.end = ((body?: string) => ((written.body = body ?? ''), res)) as typeof res.end;
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

const command = (text: string) => ({ command: '/kudos', text, user_id: 'UANA', channel_id: 'C1', trigger_id: 't1', team_id: 'T1', response_url: 'https://hooks.test/r' });

describe('the edge hands requests to Bolt', () => {
  it('acks a command answered after the ack at once, and runs Bolt only when the queue gets to it', async () => {
    const seen: string[] = [];
    const queued: (() => Promise<unknown>)[] = [];
    const dispatch = boltDispatch(boltWith(seen), quiet, {
      answersAfterAck: (body) => body.text === 'ready',
      afterAck: (work) => new Promise((resolve) => queued.push(() => work().then(resolve))),
    });
    const { req, res, written } = exchange();
    await dispatch(req, res, command('ready'));
    expect(written).toEqual({ status: 200, body: '' });
    expect(seen).toEqual([]);
    await queued[0]!();
    expect(seen).toEqual(['listener ready']); // its ack() is a no-op: the answer was sent
  });

  it('tells the giver in plain words when Bolt fails before the listener of a command it acked at once', async () => {
    const told: string[] = [];
    const hook = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d));
      req.on('end', () => (told.push(body), res.end('ok')));
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const notInstalled = new App({ receiver, authorize: async () => Promise.reject(new Error('no installation')), convoStore: false, logger: quiet });
    const dispatch = boltDispatch(notInstalled, quiet, { answersAfterAck: () => true, afterAck: (work) => work() });
    const { req, res, written } = exchange();
    await dispatch(req, res, { ...command('ready'), response_url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/r` });
    while (told.length === 0) await new Promise((r) => setTimeout(r, 5));
    hook.close();
    expect(written.status).toBe(200);
    expect(told.map((b) => JSON.parse(b) as { response_type: string; text: string })).toEqual([
      { response_type: 'ephemeral', text: expect.stringContaining('not installed in this workspace any more, so nothing was sent') },
    ]);
  });

  it('lets the listener ack any other request, with what it answers', async () => {
    const seen: string[] = [];
    const dispatch = boltDispatch(boltWith(seen), quiet, { answersAfterAck: () => false, afterAck: (work) => work() });
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
