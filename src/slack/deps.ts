// What features need from the rest of the app, gathered in one object built at start-up (runtime.ts); the adapter
// hands it to every request context. Flows take only the pieces they use (a narrow type of their own).
import type { Logger } from '@slack/logger';
import type Keyv from 'keyv';
import type { Directory } from '../directory/directory.js';
import type { MemberCheck } from '../directory/members.js';
import type { JobQueue } from '../ops/jobs.js';
import type { AtomicStore } from '../store/atomic.js';
import type { ThreadParents } from '../store/thread-parents.js';
import type { Dedupe } from '../store/dedupe.js';
import type { GivingRulesStore } from '../store/giving-rules.js';
import type { DigestSettingsStore } from '../store/digest-settings.js';
import type { DraftStore } from '../store/drafts.js';
import type { InstallationRecords } from '../store/installations.js';
import type { ErasedCounts } from '../store/erase.js';
import type { DigestAttempt, StoredDigest } from '../store/digests.js';
import type { PresetStore } from '../store/presets.js';
import type { ValuesStore } from '../store/values.js';
import type { ReactionSettingsStore } from '../store/reaction-settings.js';
import type { TtlCache } from '../store/ttl-cache.js';
import type { WorkspaceRef, WorkspaceStore } from '../store/workspaces.js';
import type { Connections } from '../engagement/connections.js';
import type { ReadModel } from '../engagement/feed/index.js';
import type { Rosters } from '../directory/roster.js';
import type { Usergroup } from '../directory/usergroups.js';
import type { SyncJobs } from '../store/sync-jobs.js';
import type { ExportJobs } from '../store/export-jobs.js';
import type { WebClient } from '@slack/web-api';
import type { OutboxWorker } from '../ops/outbox-worker.js';
import type { SlackLanes } from '../slack-api/lanes.js';
import type { MessageTexts } from '../directory/message-texts.js';
import type { RewardsCatalogue } from '../store/rewards-catalogue.js';
import type { RewardsLedger } from '../store/rewards-ledger.js';
import type { InsightsSummaryStore } from '../store/insights-summaries.js';
import type { CelebrationDatesStore } from '../store/celebration-dates.js';
import type { CelebrationSettingsStore } from '../store/celebration-settings.js';
import type { LanguageChoices } from '../store/language-choices.js';
import type { Languages } from './languages.js';

export type FeatureDeps = {
  log: Logger;
  workspaces: WorkspaceStore;
  /** OAuth installations (sealed bot tokens), per workspace or per enterprise. */
  installations: InstallationRecords;
  /** Deletes what else the app keeps for a workspace (uninstall): its records, cached users, outbox items (erase.ts). */
  eraseWorkspace: (w: WorkspaceRef) => Promise<ErasedCounts>;
  dedupe: Dedupe;
  directory: Directory;
  members: MemberCheck;
  connections: Connections;
  /** Each company's recognitions as rows shared by every instance, fed from the service (leaderboards, digest, insights,
   *  rewards' received credits). */
  feed: ReadModel;
  /** Who is in each workspace (e-mails, user groups) and where the shared feed is read from. */
  rosters: Rosters;
  usergroups: TtlCache<Usergroup[]>;
  presets: PresetStore;
  drafts: DraftStore;
  syncJobs: SyncJobs;
  /** Survey exports waiting for, or run by, a job: what to export and where its progress message is. */
  exportJobs: ExportJobs;
  /** Background jobs (directory sync, exports): on Redis any instance runs them, and another takes over when one dies. */
  jobs: JobQueue;
  digests: Keyv<StoredDigest>;
  /** Each workspace's giving rules (allowance, period, per-kudos maximum), edited in `/kudos setup`. */
  givingRules: GivingRulesStore;
  /** What each person gave this period, as capped counters shared by every instance. */
  allowances: AtomicStore;
  /** The weekly digest per workspace: on or off, day, hour, channel. */
  digestSettings: DigestSettingsStore;
  /** Which weeks' digests were posted: one atomic claim per workspace and week, shared by every instance. */
  digestPosts: AtomicStore;
  /** The day's parent message per channel when kudos go as thread replies: one per channel and day, shared by every instance. */
  threadParents: ThreadParents;
  /** Each person's birthday and work start date per workspace, and their opt-outs. */
  celebrationDates: CelebrationDatesStore;
  /** Celebrations per workspace: channel, local hour, occasions posted, coins. */
  celebrationSettings: CelebrationSettingsStore;
  /** Once-per-year claims of each occasion (posted or skipped), pending posts and the workspace lease, on every instance. */
  celebrationPosts: AtomicStore;
  /** A digest post under way: its channel and when it began, read by whoever takes the week over after a crash. */
  digestAttempts: Keyv<DigestAttempt>;
  /** How long a digest post's lease lives without its heartbeat (TAKEOVER_MS, at most 30 s). */
  digestLeaseMs: number;
  /** The time now (tests move it to a Monday morning; the app uses the system clock). */
  now: () => Date;
  /** Company values per workspace (`#ownership`), tagging kudos through their reason text. */
  values: ValuesStore;
  /** Give by reaction: the giving emoji and its amount per workspace. */
  reactions: ReactionSettingsStore;
  /** The rewards program: its ledger (balances, stock, requests, in one atomic step each) and catalogue per workspace. */
  rewards: { ledger: RewardsLedger; catalogue: RewardsCatalogue };
  /** Reacted messages' texts, read once each and never waited for (reaction giving quotes them when it can). */
  messageTexts: MessageTexts;
  /** A WebClient of its own for bulk reads (directory sync), so its 429 pauses never stall interactive calls. */
  bulkSlack: (token: string) => WebClient;
  /** Aborted when the app shuts down: long jobs stop at a safe point and resume after the restart. */
  stopping: AbortSignal;
  /** Acknowledged work written down before its ack and finished by whichever instance is alive (outbox-worker.ts). */
  outbox: OutboxWorker;
  /** Each channel's posts at its pace, what waits meanwhile combined into one message (kudos posts and DMs). */
  lanes: SlackLanes;
  /** Runs post-ack work a few at a time, so a burst of requests is acked promptly instead of queueing behind it. */
  afterAck: <T>(work: () => Promise<T>) => Promise<T>;
  /** The insights dashboard as Slack shows it: its address, and whom it admits (the same rule as its pages). */
  insights: { url: () => string | undefined; role: (w: WorkspaceRef, userId: string) => Promise<'admin' | 'manager' | undefined> };
  /** Managers who asked for the monthly insights summary in a DM. */
  insightsSummaries: InsightsSummaryStore;
  /** Whose language a text is in: a person's own, or the workspace's default for text many read (languages.ts). */
  languages: Languages;
  /** The languages people chose in App Home and each workspace's default, set in setup. */
  languageChoices: LanguageChoices;
  /** Registers long work so shutdown waits for it to reach a safe point before the stores close. */
  track: <T>(work: Promise<T>) => Promise<T>;
};
