// What a feature declares to the Slack adapter: its surface (subcommands, shortcuts, actions, views, events) and,
// per entry, whether it is for admins; each handler gets the request context built once and a zod-parsed payload,
// and answers with a reply or a submission.
import type { KnownBlock, ModalView } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import type { z } from 'zod';
import type { FeatureDeps } from './deps.js';
import type { Actor } from './actor.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { Durable } from '../store/outbox.js';
import type { BlockAction, GlobalShortcut, MessageShortcut, ViewSubmission } from './payloads.js';
import type { Translator } from '../i18n/translator.js';
import type { MessageKey } from '../i18n/catalogue.js';
import type { Said } from '../i18n/said.js';

/** An ephemeral message back to the person who acted; its blocks are Block Kit's own type, so Bolt needs no cast. */
export type ReplyMessage = { text: string; blocks?: KnownBlock[]; replace_original?: boolean };
export type Reply = (message: ReplyMessage) => Promise<unknown>;

/** What a view submission answers: the response to ack with, and the slow part to run after the ack. */
export type ViewResponse = { response_action: 'errors'; errors: Record<string, string> } | { response_action: 'update'; view: ModalView };
/** `outcome`: the answer in words, for a DM when the modal is gone. `afterTells`: the work after the ack tells the
 *  person the outcome itself (in a DM), so a modal that is gone needs no DM of its own. */
export type Submission = { response: ViewResponse; after?: () => Promise<void>; outcome?: string; afterTells?: true };

/** The work's result if it settles within `ms`, else null — the work goes on, and the caller acks without it. */
export function withinBudget<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);
}

/** Who and where, for any request; the Slack client is the installation's. `durable`: the outbox item of a request
 *  kept before its ack — where an earlier attempt got, and how to save progress — when its work must not be lost. */
export type BaseContext = { deps: FeatureDeps; slack: WebClient; workspace: WorkspaceRef; botToken: string; home: DeclaredHome; durable?: Durable };

/**
 * A request made by a person, built once by the adapter. `isAdmin`, `actor` (their member e-mail and the workspace's
 * connection, or why there is none) and `words` are resolved lazily, at most once.
 */
export type RequestContext = BaseContext & {
  userId: string;
  reply: Reply;
  isAdmin: () => Promise<boolean>;
  actor: () => Promise<Actor | { problem: string }>;
  /** The person's words: their language, resolved once, on first use (slack/languages.ts). */
  words: () => Promise<Translator>;
};

/**
 * The request context as a flow takes it: only the deps it uses (`D`, a narrow type of its own) and the pieces of the
 * request it reads (`K`). A handler passes its `ctx` whole; the compiler checks that it holds what the flow asks for.
 */
export type FlowContext<D, K extends Exclude<keyof RequestContext, 'deps'> = 'slack' | 'workspace'> = Pick<RequestContext, K> & { deps: D };

/**
 * Admin-only: the guard refuses everyone else before the handler runs. `keyMustOpen` (default true) also refuses
 * while the stored API key can't be read; `when` limits the guard to some payloads; `notAdmin` words the refusal;
 * a view names the block that carries the refusal (`errorBlock`).
 */
export type AdminOnly<P> = { keyMustOpen?: boolean; when?(payload: P): boolean; notAdmin?: MessageKey; errorBlock?: string };

export type Entry<P, R> = { admin?: AdminOnly<P>; run(ctx: RequestContext, payload: P): Promise<R> };

/** A command's text as the grammar reads it: `kind` names the entry that answers it (a feature's `commands`). */
export type ParsedCommand = { kind: string };
/** What the grammar makes of a text it cannot read: the sentence that says how to write it, worded for the person. */
export type Usage = { kind: 'usage'; message: Said };
export const isUsage = (parsed: ParsedCommand): parsed is Usage => parsed.kind === 'usage';

/**
 * The grammar of the app's one command, handed to the adapter with the feature list by the composition root
 * (runtime.ts), so the adapter knows no subcommand: `parse` reads a text and never throws (what it cannot read is a
 * `Usage`); `bodyMax` is the longest request body that can hold a valid text, and a longer one is answered with
 * `farTooLong` without being decoded (request-guard.ts).
 */
export type CommandGrammar<C extends ParsedCommand = ParsedCommand> = { parse(text: string, callerId: string): C | Usage; bodyMax: number; farTooLong: Said };

export type CommandInput<C> = { command: C; channelId: string; triggerId: string; text: string };
/** Work a subcommand leaves for after the ack, queued behind the acks of other requests and detached from this one
 *  (whose objects are then freed); its answer and its failure reach the person as a direct answer's would. */
export type Later = { later: () => Promise<ReplyMessage | void> };
export const later = (work: Later['later']): Later => ({ later: work });

/**
 * A subcommand answers with a message (sent ephemerally), answers itself, or leaves its work for later.
 * `answersAfterAck`: true when this command's whole answer comes after a silent ack and it needs no trigger_id now;
 * the app's edge then writes it to the outbox and acks it before Bolt runs, the rest waits behind other requests'
 * acks (dispatch.ts), and another instance finishes it if this one dies (durable.ts).
 */
export type CommandEntry<C> = Entry<CommandInput<C>, ReplyMessage | Later | void> & { answersAfterAck?(command: C): boolean };
/** A feature's subcommands, keyed by the kinds of the grammar's commands (`C`): each entry gets its own kind's fields. */
export type CommandEntries<C extends ParsedCommand = ParsedCommand> = { [K in C['kind']]?: CommandEntry<Extract<C, { kind: K }>> };

/** An action may answer with a message that replaces the one holding the button. `durable`: the press is written to
 *  the outbox before its ack and finished by another instance (or a restart) if this one dies; its handler must act
 *  once however often it runs (each step guarded by the state it moves). */
export type ActionEntry = Entry<BlockAction, ReplyMessage | void> & { durable?: true };
/** `durable`: a submission that leaves work for after the ack is written to the outbox before the ack.
 *  `answersAfterAck` (durable entries only): the view to ack with at once (a "working on it" view) when the submission
 *  passes the modal's own input checks (pure, on the view: no store), else undefined (Bolt answers it, inline errors and
 *  all). The app's edge then writes it to the outbox and acks it before Bolt runs; the handler runs behind other acks and
 *  its response replaces that view with views.update, or reaches the person in a DM when the modal is gone. */
export type ViewEntry = Entry<ViewSubmission, Submission> & { durable?: true; answersAfterAck?(view: ViewSubmission['view']): ModalView | undefined };

/** An event: its zod schema, and what to do with the parsed event. `durable`: written to the outbox before Bolt acks
 *  it, and finished by another instance if this one dies. */
export type EventEntry = { schema: z.ZodTypeAny; durable?: true; run(ctx: BaseContext, event: unknown): Promise<void> };
export function event<S extends z.ZodTypeAny>(
  schema: S,
  run: (ctx: BaseContext, event: z.infer<S>) => Promise<void>,
  options: { durable?: true } = {},
): EventEntry {
  return { schema, run, ...options };
}

/**
 * A part of App Home a feature adds, rendered for the person whose Home it is, lower `order` first (the orders in use
 * are listed in docs/architecture.md). `admin`: shown to admins only, decided by the adapter's guard. `flush`: no
 * divider above it. A part that fails to load is logged and left out; one that renders no blocks adds nothing.
 */
export type HomeSection = { order: number; admin?: true; flush?: true; blocks(ctx: RequestContext): Promise<KnownBlock[]> };

/** A button in App Home's top row, lower `order` first, opening one of the feature's own actions; `text` is a message. */
export type HomeButton = { order: number; admin?: true; text: MessageKey; actionId: string; primary?: true };

/** Every feature's App Home declarations, each list in order; the adapter registers them, the home feature renders them. */
export type DeclaredHome = { sections: HomeSection[]; buttons: HomeButton[] };

/** `C`: the commands of the grammar the feature's subcommands are read with (the adapter knows none of them). */
export type Feature<C extends ParsedCommand = ParsedCommand> = {
  name: string;
  home?: HomeSection;
  homeButton?: HomeButton;
  commands?: CommandEntries<C>;
  shortcuts?: Record<string, Entry<GlobalShortcut, void>>;
  messageShortcuts?: Record<string, Entry<MessageShortcut, void>>;
  actions?: Record<string, ActionEntry>;
  views?: Record<string, ViewEntry>;
  events?: Record<string, EventEntry>;
};

/** What the app answers, handed to the adapter by the composition root: every feature, and the grammar of their commands. */
export type Surface<C extends ParsedCommand = ParsedCommand> = { features: Feature<C>[]; grammar: CommandGrammar<C> };

/** Input the person can correct: answered in the words of the check, logged as an expected refusal (INFO). */
export function refused(ctx: RequestContext, what: string, sentence: string): ReplyMessage {
  ctx.deps.log.info(`/kudos ${what} from ${ctx.userId} refused: ${sentence}`);
  return { text: `:warning: ${sentence}` };
}
