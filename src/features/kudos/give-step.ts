// A give's shape as its steps pass it on (give.ts claims and charges, give-record.ts sends, give-deliver.ts announces):
// what it was asked to do, what it has done, and how a kept give saves that and decides a failure once.
import type { Logger } from '@slack/logger';
import type { Recognition } from '../../engagement-client/index.js';
import type { Directory } from '../../directory/directory.js';
import type { Dedupe } from '../../store/dedupe.js';
import type { Durable } from '../../store/outbox.js';
import type { ThreadParents } from '../../store/thread-parents.js';
import type { ValuesStore } from '../../store/values.js';
import type { WorkspaceRef, WorkspaceStore } from '../../store/workspaces.js';
import type { ReadModel } from '../../engagement/feed/index.js';
import type { SlackLanes } from '../../slack-api/lanes.js';
import type { Connection, Connections } from '../../engagement/connections.js';
import type { AllowanceDeps } from '../giving/allowance.js';
import { type Charge, type Reach, refundCharge } from '../giving/charge.js';
import type { RecipientToken } from './grammar.js';
import type { Delivery, KudosStory } from './messages.js';
import type { RecipientDeps, ResolvedRecipients } from './recipients.js';
import type { GiveProgress } from './give-progress.js';
import type { Languages } from '../../slack/languages.js';
import type { Translator } from '../../i18n/translator.js';

export type KudosDeps = RecipientDeps & {
  connections: Connections;
  dedupe: Dedupe;
  workspaces: WorkspaceStore;
  directory: Directory;
  log: Logger;
  values: ValuesStore;
  /** Told of a shared kudos given, so every instance's next board or chart reads what is new first. */
  feed: Pick<ReadModel, 'stale'>;
  threadParents: ThreadParents;
  /** Each channel's posts at its pace, several kudos of a moment in one message (announce.ts). */
  lanes: SlackLanes;
  /** Posts go on after the give's request: tracked, so a stop waits for them. */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** The words of the posts: the workspace's default in a channel, each recipient's own in their DM. */
  languages: Pick<Languages, 'workspace' | 'person'>;
};
export type GiveDeps = KudosDeps & AllowanceDeps;

export type GiveInput = {
  workspace: WorkspaceRef;
  giverId: string;
  /** The giver's words: everything the give tells them (the outcome, a refusal, the balance) is decided in them. */
  words: Translator;
  recipients: RecipientToken[];
  amount: number;
  /** The reason as Slack shows it (mrkdwn, escaped), quoted in the messages. */
  reason: string;
  /** The same reason as a person reads it, which the service records: each entry point has it, nothing reads mrkdwn back. */
  plainReason: string;
  share: boolean;
  /** Where it was given: posted there unless private or a feed channel is set. */
  channelId?: string;
  /** The channel chosen in the give modal's picker: posted there, whatever the feed channel. */
  postIn?: string;
  /** Every delivery of the same action carries the same keys: the first claim sends, the rest are duplicates. */
  dedupeKeys: { key: string; ttlMs: number }[];
  /** The outbox item of the request that asked for it: its progress is saved there, and its id makes each step once-only. */
  durable?: Durable;
};

export type Prepared = { connection: Connection; resolved: ResolvedRecipients };

export type GiveResult =
  | { status: 'sent'; recognition: Recognition; story: KudosStory; delivery: Delivery }
  | { status: 'duplicate'; message: string }
  | { status: 'failed'; message: string; field?: 'recipients' };

/** A give past its charge: what it needs from each step on, and what it saves. */
export type Charged = { input: GiveInput; prepared: Prepared; charge: Charge; progress: GiveProgress };

/** Saves how far a kept give got (a give that was not kept keeps it in memory only). */
export async function saveStep(at: Charged, progress: GiveProgress): Promise<void> {
  at.progress = progress;
  await at.input.durable?.save(progress);
}

export const reachOf = (resolved: ResolvedRecipients): Reach => ({
  people: resolved.individuals.length,
  groups: resolved.serviceTokens.filter((t) => !t.includes('@')),
});

/** A failure after the charge that surely recorded nothing: the coins back and the keys free, both once-only. */
export async function undoCharge(deps: GiveDeps, at: Charged): Promise<void> {
  await refundCharge(deps, at.charge);
  await Promise.all(at.input.dedupeKeys.map(({ key }) => deps.dedupe.release(key, at.input.durable?.work)));
}

/** Decides a failure: saved first (with whether to undo the charge), then undone, so a crash between loses neither. */
export async function failed(deps: GiveDeps, at: Charged, result: GiveResult & { status: 'failed' }, undo: boolean): Promise<GiveResult> {
  await saveStep(at, { ...at.progress, result, ...(undo ? { undo } : {}) });
  if (undo) await undoCharge(deps, at);
  return result;
}
