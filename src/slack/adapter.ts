// The generic Slack adapter: registers every surface the features declare (the features and the command's grammar are
// handed in by the composition root; it knows none of them), and for each request parses the payload, builds the
// context, applies the admin guard from the declaration, acks, dispatches and sends what the handler answers.
import type {
  AllMiddlewareArgs,
  App,
  SlackActionMiddlewareArgs,
  SlackCommandMiddlewareArgs,
  SlackShortcutMiddlewareArgs,
  SlackViewMiddlewareArgs,
} from '@slack/bolt';
import type { FeatureDeps } from './deps.js';
import { explainFailureTo } from '../ui/explain.js';
import { COMMAND } from '../ui/ids.js';
import type { Later, Reply, ReplyMessage, RequestContext, Submission } from './feature.js';
import { type Durable, LeaseLost } from '../store/outbox.js';
import { type DurableRequests, acceptRequest, durableOf } from './durable.js';
import { adminRefusal, refusedView } from './admin-guard.js';
import { answerInModal, problemOf, problemView } from './answer-in-modal.js';
import { baseContext, declareHome, requestContext } from './context.js';
import { type Handled, type SlackBody, UNREADABLE_COMMAND } from './envelope.js';
import { edgeWords } from './edge-words.js';
import { usageWords } from './usage-words.js';
import type { z } from 'zod';
import {
  type ActionEntry,
  type CommandEntry,
  type CommandGrammar,
  type Entry,
  type EventEntry,
  type Feature,
  type ParsedCommand,
  type Surface,
  type ViewEntry,
  isUsage,
} from './feature.js';
import { blockActionSchema, commandSchema, eventTeamSchema, globalShortcutSchema, messageShortcutSchema, viewSubmissionSchema } from './payloads.js';

/** One table per surface kind, so two features declaring the same id fail at start-up instead of shadowing. */
function merged<T>(features: Feature[], pick: (f: Feature) => Partial<Record<string, T>> | undefined): Map<string, T> {
  const table = new Map<string, T>();
  for (const feature of features)
    for (const [id, entry] of Object.entries(pick(feature) ?? {})) {
      if (entry === undefined) continue;
      if (table.has(id)) throw new Error(`${feature.name} declares ${id}, which another feature declares too`);
      table.set(id, entry);
    }
  return table;
}

/** Exactly the declared ids: one Bolt listener serves a whole table, so a request passes 6 listeners' matchers, not 34. */
function anyOf(ids: Iterable<string>): RegExp {
  return new RegExp(`^(?:${[...ids].map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}

function registerCommand(app: App, deps: FeatureDeps, commands: Map<string, CommandEntry<ParsedCommand>>, grammar: CommandGrammar): void {
  app.command(COMMAND, async ({ command, ack, respond, client, context }: AllMiddlewareArgs & SlackCommandMiddlewareArgs) => {
    const payload = commandSchema.safeParse(command);
    if (!payload.success) return ack({ response_type: 'ephemeral', text: UNREADABLE_COMMAND });
    const { text, user_id: userId, channel_id: channelId, trigger_id: triggerId } = payload.data;
    const parsed = grammar.parse(text, userId);
    // In the person's words: their language is kept in memory once resolved (slack/languages.ts), so this costs a map
    // read on every usage answer but their first; that one waits at most USAGE_WORDS_MS, then answers in English.
    if (isUsage(parsed)) return ack({ response_type: 'ephemeral', text: (await usageWords(deps, client, context, userId)).said(parsed.message) });
    const entry = commands.get(parsed.kind);
    if (!entry) return ack({ response_type: 'ephemeral', text: UNREADABLE_COMMAND });
    // A silent ack: Slack cannot replace a command's ack message later, so the one answer is the handler's.
    await ack();
    const reply: Reply = (m) => respond({ response_type: 'ephemeral', ...m });
    const ctx = requestContext(await baseContext(deps, client, context), userId, reply);
    const input = { command: parsed, channelId, triggerId, text };
    // A kept command already waited its turn behind the acks (dispatch.ts): its later work runs now, and then it is done.
    const durable = ctx.durable;
    const settle = async (work: () => Promise<ReplyMessage | Later | void>): Promise<void> => {
      try {
        const answer = await work();
        if (answer && 'later' in answer) {
          if (durable) await settle(answer.later);
          else void deps.afterAck(() => settle(answer.later));
        } else if (answer) await reply(answer);
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        deps.log.error(`/kudos ${parsed.kind} failed:`, error);
        await reply({ text: `:warning: ${await explainFailureTo(await ctx.words(), ctx.isAdmin, error, 'changed')}` }).catch(() => {});
      }
    };
    await whileHeld(deps, durable, async () => {
      await settle(async () => {
        const refusal = await adminRefusal(ctx, entry.admin, input);
        return refusal ? { text: refusal } : entry.run(ctx, input);
      });
      await durable?.finish();
    });
  });
}

/** Work on a kept request that stops quietly when another instance took the request over (it finishes it there). */
async function whileHeld(deps: FeatureDeps, durable: Durable | undefined, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof LeaseLost)) throw error;
    deps.log.warn(`${durable?.id ?? 'a request'}: stopped here, another instance took it over`);
  }
}

/** A durable press is kept before its ack (a press already kept and open is only acked); taken over after a crash, it
 *  runs again without an ack, from its outbox item. */
async function keepPress(deps: FeatureDeps, body: unknown, entry: ActionEntry | undefined, replayed: boolean): Promise<Durable | null | undefined> {
  return !replayed && entry?.durable ? acceptRequest(deps.outbox, body as SlackBody) : undefined;
}

function registerActions(app: App, deps: FeatureDeps, features: Feature[]): ReadonlySet<string> {
  const actions = merged(features, (f) => f.actions);
  if (actions.size === 0) return new Set();
  app.action(anyOf(actions.keys()), async ({ ack, body, client, context, respond }: AllMiddlewareArgs & SlackActionMiddlewareArgs) => {
    const payload = blockActionSchema.safeParse(body);
    const actionId = payload.data?.actions[0]?.action_id ?? '';
    const entry = payload.success ? actions.get(actionId) : undefined;
    const kept = await keepPress(deps, body, entry, durableOf(context) !== undefined);
    await ack();
    if (!payload.success || !entry || kept === null) return;
    const base = await baseContext(deps, client, context);
    const ctx = requestContext(kept ? { ...base, durable: kept } : base, payload.data.user.id);
    try {
      await whileHeld(deps, ctx.durable, async () => {
        const refusal = await adminRefusal(ctx, entry.admin, payload.data);
        const answer = refusal ? { text: refusal } : await entry.run(ctx, payload.data);
        if (refusal) await ctx.reply(answer!);
        else if (answer && payload.data.response_url) await respond({ replace_original: true, response_type: 'ephemeral', ...answer });
        else if (answer) await ctx.reply(answer); // App Home or a modal: no message to answer in, so a DM
        await ctx.durable?.finish();
      });
    } catch (error) {
      deps.log.error(`${actionId}:`, error);
    } finally {
      if (kept) await deps.outbox.settle(kept);
    }
  });
  return new Set(actions.keys());
}

type ShortcutEntry = { schema: z.ZodType<{ user: { id: string } }>; entry: Entry<{ user: { id: string } }, void> };

function registerShortcuts(app: App, deps: FeatureDeps, features: Feature[]): ReadonlySet<string> {
  const shortcuts = merged<ShortcutEntry>(features, (f) => ({
    ...Object.fromEntries(Object.entries(f.shortcuts ?? {}).map(([id, entry]) => [id, { schema: globalShortcutSchema, entry } as ShortcutEntry])),
    ...Object.fromEntries(Object.entries(f.messageShortcuts ?? {}).map(([id, entry]) => [id, { schema: messageShortcutSchema, entry } as ShortcutEntry])),
  }));
  if (shortcuts.size === 0) return new Set();
  app.shortcut(anyOf(shortcuts.keys()), async ({ shortcut, ack, client, context }: AllMiddlewareArgs & SlackShortcutMiddlewareArgs) => {
    await ack();
    const id = shortcut.callback_id;
    const { schema, entry } = shortcuts.get(id)!;
    const parsed = schema.safeParse(shortcut);
    if (!parsed.success) return deps.log.warn(`${id}: a shortcut without the fields I read`);
    const ctx = requestContext(await baseContext(deps, client, context), parsed.data.user.id);
    await entry.run(ctx, parsed.data).catch((e: unknown) => deps.log.error(`${id} for ${ctx.userId}:`, e));
  });
  return new Set(shortcuts.keys());
}

/** Acks with the feature's response, then runs what it left for after the ack; a failure still gets a view. A durable
 *  entry's submission is written to the outbox before its handler runs (so the work it leaves for after the ack is this
 *  request's own, resumable); taken over after a crash, it runs again without an ack, and an inline error it would now
 *  answer is shown in the modal instead. Submitted twice, the second runs as before: its work finds the first's claims.
 *  One acked at once at the edge (`answersAfterAck`) comes kept, with its ack given: its answer goes by views.update. */
function answered(deps: FeatureDeps, views: Map<string, ViewEntry>) {
  return async ({ ack, body, view, client, context }: AllMiddlewareArgs & SlackViewMiddlewareArgs) => {
    const name = `${view.callback_id} view`;
    const entry = views.get(view.callback_id)!;
    const payload = viewSubmissionSchema.safeParse(body);
    if (!payload.success) {
      deps.log.warn(`${name}: a view submission without the fields I read`);
      return ack({ response_action: 'update', view: problemView(edgeWords, edgeWords.t('slack.unreadableForm')) });
    }
    const base = await baseContext(deps, client, context, payload.data.user.team_id);
    const replayed = base.durable !== undefined;
    const atEdge = replayed && entry.answersAfterAck?.(payload.data.view) !== undefined;
    let kept: Durable | null | undefined;
    let submission: Submission;
    try {
      kept = !replayed && entry.durable ? await acceptRequest(deps.outbox, body as unknown as SlackBody) : undefined;
      const ctx = requestContext(kept ? { ...base, durable: kept } : base, payload.data.user.id);
      const refusal = entry.admin && (await adminRefusal(ctx, entry.admin, payload.data));
      submission = refusal ? { response: refusedView(entry.admin ?? {}, refusal) } : await entry.run(ctx, payload.data);
      if (atEdge) return await whileHeld(deps, base.durable, () => finishAckedAtOnce(ctx, name, view.id, submission));
      if (replayed) return await whileHeld(deps, base.durable, () => finishTakenOver(ctx, name, view.id, submission));
    } catch (error) {
      deps.log.error(`${name}:`, error);
      const ctx = requestContext(base, payload.data.user.id);
      const t = await ctx.words();
      const failure = { response_action: 'update' as const, view: problemView(t, await explainFailureTo(t, ctx.isAdmin, error, 'saved', false)) };
      if (!atEdge) {
        await kept?.finish();
        return ack(failure);
      }
      await answerInModal(ctx, name, view.id, { response: failure }).catch((e: unknown) => deps.log.warn(`${name}: telling ${ctx.userId} failed:`, e));
      return base.durable?.finish();
    }
    await ack(submission.response);
    try {
      await whileHeld(deps, kept ?? undefined, async () => {
        await submission.after?.();
        await kept?.finish();
      });
    } catch (error) {
      deps.log.error(`${name}:`, error);
    } finally {
      if (kept) await deps.outbox.settle(kept);
    }
  };
}

/** A submission acked at once at the edge: its answer in the modal (or a DM), then its work after the ack. */
async function finishAckedAtOnce(ctx: RequestContext, name: string, viewId: string, submission: Submission): Promise<void> {
  await answerInModal(ctx, name, viewId, submission).catch((e: unknown) => ctx.deps.log.warn(`${name}: telling ${ctx.userId} failed:`, e));
  await submission.after?.();
  await ctx.durable?.finish();
}

/** A kept submission run again after its instance died: its work after the ack, or the error it now answers, in the modal. */
async function finishTakenOver(ctx: RequestContext, name: string, viewId: string, submission: Submission): Promise<void> {
  const problem = problemOf(submission.response);
  if (problem !== undefined) {
    await ctx.slack.views
      .update({ view_id: viewId, view: problemView(await ctx.words(), problem) })
      .catch((e: unknown) => ctx.deps.log.warn(`${name}: telling ${ctx.userId} failed:`, e));
  } else await submission.after?.();
  await ctx.durable?.finish();
}

/** An org-wide install's event names no workspace in its authorization (`team_id: null`), and its envelope's `team_id`
 *  may be missing: `context_team_id`, when sent, still names the workspace the event happened in. */
const eventTeam = (body: unknown) => eventTeamSchema.safeParse(body).data?.context_team_id;

/** Slack retries an event it thinks we missed; team_id + event_id identify a delivery across retries. */
const EVENT_DEDUPE_TTL_MS = 60 * 60 * 1000;

function registerEvents(app: App, deps: FeatureDeps, events: Map<string, EventEntry>): void {
  if (events.size === 0) return;
  app.event(anyOf(events.keys()), async ({ event, body, client, context }) => {
    const name = event.type;
    const ctx = await baseContext(deps, client, context, eventTeam(body));
    // A kept event claims its delivery as its own: taken over after a crash, the claim is still its own.
    if (!(await deps.dedupe.claim(`event:${context.teamId ?? ''}:${body.event_id}`, EVENT_DEDUPE_TTL_MS, ctx.durable?.work))) {
      deps.log.debug(`event ${body.event_id} already handled (retry ${context.retryNum ?? 0})`);
      return ctx.durable?.finish();
    }
    const entry = events.get(name)!;
    const parsed = entry.schema.safeParse(event);
    await whileHeld(deps, ctx.durable, async () => {
      if (parsed.success)
        await entry.run(ctx, parsed.data).catch((e: unknown) => {
          if (e instanceof LeaseLost) throw e;
          deps.log.error(`${name}:`, e);
        });
      await ctx.durable?.finish();
    });
  });
}

/** Which requests are kept before their ack: the commands a feature answers only after a silent ack, the view
 *  submissions it answers after a "working on it" view, durable events. */
function durableRequests(
  commands: Map<string, CommandEntry<ParsedCommand>>,
  grammar: CommandGrammar,
  views: Map<string, ViewEntry>,
  events: Map<string, EventEntry>,
): DurableRequests {
  return {
    view: (body) => {
      const answers = views.get(String((body.view as { callback_id?: unknown } | undefined)?.callback_id));
      const early = answers?.durable ? answers.answersAfterAck : undefined;
      const payload = early ? viewSubmissionSchema.safeParse(body) : undefined;
      return early && payload?.success ? early(payload.data.view) : undefined;
    },
    command: (body) => {
      const payload = body.command === COMMAND ? commandSchema.safeParse(body) : undefined;
      if (!payload?.success) return false;
      const parsed = grammar.parse(payload.data.text, payload.data.user_id);
      return commands.get(parsed.kind)?.answersAfterAck?.(parsed) ?? false;
    },
    events: new Set([...events].flatMap(([type, entry]) => (entry.durable ? [type] : []))),
  };
}

/** What the HTTP edge learns from the registration: the ids that have a listener, and the requests it keeps before acking. */
export type Registered = { handled: Handled; durable: DurableRequests };

/** Every surface of every feature, on one Bolt app; the command's text read with the grammar handed in with them. */
export function registerFeatures(app: App, deps: FeatureDeps, { features, grammar }: Surface): Registered {
  declareHome(deps, features);
  const commands = merged<CommandEntry<ParsedCommand>>(features, (f) => f.commands);
  registerCommand(app, deps, commands, grammar);
  const shortcuts = registerShortcuts(app, deps, features);
  const views = merged(features, (f) => f.views);
  if (views.size > 0) app.view(anyOf(views.keys()), answered(deps, views));
  const actions = registerActions(app, deps, features);
  const events = merged(features, (f) => f.events);
  registerEvents(app, deps, events);
  return {
    handled: { actions, shortcuts, views: new Set(views.keys()), events: new Set(events.keys()) },
    durable: durableRequests(commands, grammar, views, events),
  };
}
