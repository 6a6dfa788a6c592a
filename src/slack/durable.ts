// Acknowledged means kept: a Slack request whose work comes after its ack (a ready /kudos give acked at the edge, an
// event Bolt acks before any listener runs, a view whose submission leaves work for after the ack) is written to the
// outbox first, as Slack sent it. Whoever finishes it — this instance, or another one after this one died — runs the
// same body through Bolt again, with the outbox item in the context so the work resumes where it got.
import type { App, Context, Logger, ReceiverEvent } from '@slack/bolt';
import type { ModalView } from '@slack/types';
import { z } from 'zod';
import type { Durable } from '../store/outbox.js';
import type { OutboxHandler, OutboxWorker } from '../ops/outbox-worker.js';
import type { SlackBody } from './envelope.js';

/** The outbox kind of a Slack request kept as its body. */
export const SLACK_REQUEST = 'slack';

const commandIds = z.object({ team_id: z.string(), trigger_id: z.string() });
const eventIds = z.object({ team_id: z.string().optional(), enterprise_id: z.string().nullish(), event_id: z.string() });
const viewIds = z.object({
  view: z.object({ id: z.string() }),
  team: z.object({ id: z.string() }).nullish(),
  user: z.object({ team_id: z.string().nullish() }),
});
const actionIds = z.object({ trigger_id: z.string(), team: z.object({ id: z.string() }).nullish(), user: z.object({ team_id: z.string().nullish() }) });

/** The id that makes a request unique across Slack's retries and replays: a command's or a button press's trigger, an
 *  event's id, a view's id. */
export function durableId(body: SlackBody): string | undefined {
  if (typeof body.command === 'string') {
    const c = commandIds.safeParse(body);
    return c.success ? `cmd:${c.data.team_id}:${c.data.trigger_id}` : undefined;
  }
  if (body.type === 'event_callback') {
    const e = eventIds.safeParse(body);
    return e.success ? `event:${e.data.team_id ?? e.data.enterprise_id ?? ''}:${e.data.event_id}` : undefined;
  }
  if (body.type === 'block_actions') {
    const a = actionIds.safeParse(body);
    return a.success ? `action:${a.data.team?.id ?? a.data.user.team_id ?? ''}:${a.data.trigger_id}` : undefined;
  }
  const v = body.type === 'view_submission' ? viewIds.safeParse(body) : undefined;
  return v?.success ? `view:${v.data.team?.id ?? v.data.user.team_id ?? ''}:${v.data.view.id}` : undefined;
}

/** What the edge learned from the registration: which requests are answered only after their ack — and, for a view
 *  submission acked at once, the view its ack shows meanwhile. */
export type DurableRequests = { command: (body: SlackBody) => boolean; view: (body: SlackBody) => ModalView | undefined; events: ReadonlySet<string> };

/** Which requests the edge keeps before its ack: `command` (acked at once by the edge), `event` (acked by Bolt), or none. */
export function durableKind(body: SlackBody, durable: DurableRequests): 'command' | 'event' | undefined {
  if (durable.command(body)) return 'command';
  const type = body.type === 'event_callback' && typeof body.event === 'object' && body.event ? (body.event as { type?: unknown }).type : undefined;
  return typeof type === 'string' && durable.events.has(type) ? 'event' : undefined;
}

/** Writes the request to the outbox before its ack: the item (leased here), or null when it is being handled already. */
export async function acceptRequest(outbox: OutboxWorker, body: SlackBody): Promise<Durable | null> {
  const id = durableId(body);
  if (!id) throw new Error('a request to keep without the ids that make it unique');
  return outbox.accept(id, SLACK_REQUEST, body);
}

/** Runs a kept request through Bolt, its outbox item in the context; given back afterwards unless it was finished. */
export async function processKept(
  app: App,
  outbox: OutboxWorker,
  event: ReceiverEvent,
  durable: Durable,
  failed?: (error: unknown) => Promise<void>,
): Promise<void> {
  try {
    await app.processEvent({ ...event, customProperties: { ...event.customProperties, durable } });
  } catch (error) {
    // Before the item is given back: a failure that ends the work (finishing it) must not leave it to be tried again.
    await failed?.(error);
    throw error;
  } finally {
    await outbox.settle(durable);
  }
}

/** Finishes a kept request taken over from a dead instance: its body through Bolt again, acked long ago. */
export function replayRequests(app: App): OutboxHandler {
  return async (item, durable) => {
    await app.processEvent({ body: item.body as SlackBody, ack: async () => {}, retryNum: undefined, retryReason: undefined, customProperties: { durable } });
  };
}

/** The outbox item a kept request carries in Bolt's context. */
export function durableOf(context: Context): Durable | undefined {
  const candidate: unknown = context.durable;
  return typeof candidate === 'object' && candidate !== null && 'finish' in candidate && 'save' in candidate ? (candidate as Durable) : undefined;
}

/**
 * Socket Mode has no HTTP edge of ours: its receiver hands every envelope to `app.processEvent`, so the keeping happens
 * there. A kept command is acked once written (its answer comes later), a kept event goes on to Bolt, which acks it.
 * A request that could not be written is not acked: Slack delivers an event again, and tells a command's sender.
 */
export function keepInSocketMode(
  app: App,
  outbox: OutboxWorker,
  durable: DurableRequests,
  afterAck: <T>(work: () => Promise<T>) => Promise<T>,
  log: Logger,
): void {
  const process = app.processEvent.bind(app);
  app.processEvent = async (event) => {
    const kind = event.customProperties?.durable ? undefined : durableKind(event.body as SlackBody, durable);
    if (!kind) return process(event);
    const kept = await acceptRequest(outbox, event.body as SlackBody);
    if (!kept) return event.ack();
    if (kind === 'event') return processKept(app, outbox, event, kept);
    await event.ack();
    void afterAck(() => processKept(app, outbox, { ...event, ack: async () => {} }, kept)).catch((e: unknown) =>
      log.error('a kept command failed in Bolt:', e),
    );
  };
}
