// The app's own database as Kysely sees it: one interface per table of the migrations (migrations/), the same on
// SQLite (embedded) and PostgreSQL (production). Conventions: `workspace_key` is `T:<team>` or `E:<enterprise>`
// (store/workspaces.ts, workspaceKey); times the code counts are milliseconds since the epoch (`*_at`, bigint), dates
// and times people read are ISO text; yes/no is 0 or 1 (one type on both dialects); a list or map kept whole is JSON
// text (`*_json`), read back through zod.
import type { Generated } from 'kysely';

/** 0 or 1: SQLite has no boolean, and one representation keeps one code path. */
export type Flag = 0 | 1;

// --- coordination: claims, counters, rate slots, acknowledged work ---

/** At most one holder per key (dedupe keys, leases, once-a-week posts); a lapsed row may be claimed again. */
export interface ClaimsTable {
  namespace: string;
  key: string;
  value_json: string;
  /** null: held until released. */
  expires_at: number | null;
}

/** Capped totals (what each person gave this period), never below zero. */
export interface CountersTable {
  namespace: string;
  key: string;
  total: number;
  expires_at: number | null;
}

/** A once-only change done before, and what it answered (a repeat answers the same and changes nothing). */
export interface OnceMarksTable {
  namespace: string;
  once_id: string;
  result_json: string;
  expires_at: number;
}

/** Slack's rate slots (GCRA's theoretical arrival time) shared by every instance. */
export interface PaceSlotsTable {
  key: string;
  tat: number;
  expires_at: number;
}

/** Work acknowledged to Slack and not finished, leased to the instance working on it. */
export interface OutboxTable {
  id: string;
  kind: string;
  body_json: string;
  progress_json: string | null;
  owner: string | null;
  lease_until: number;
  created_at: number;
  attempts: number;
}

/** Short-lived records a restart must still find (a town-hall digest awaiting its post, a post under way, the
 *  workbench's history), read through keyv with their TTL. */
export interface KeptRecordsTable {
  namespace: string;
  key: string;
  value_json: string;
  expires_at: number | null;
}

// --- installations and settings ---

export interface InstallationsTable {
  /** `T:<team>` for a workspace install, `E:<enterprise>` for an org-wide one. */
  installation_key: string;
  team_id: string | null;
  enterprise_id: string | null;
  /** The whole installation (bot, user and refresh tokens), sealed with ENCRYPTION_KEY. */
  sealed: string;
  installed_at: string;
}

export interface WorkspaceSettingsTable {
  workspace_key: string;
  /** The engagement service's API key, sealed with ENCRYPTION_KEY. */
  sealed_key: string | null;
  key_last4: string | null;
  stage: 'prod' | 'dev' | null;
  feed_channel: string | null;
  thread_replies: Flag;
  admins_json: string;
  links_json: string;
  sync_guests: Flag;
  manager_field: string | null;
  team_map_json: string;
  own_settings_teams_json: string | null;
  updated_by: string | null;
  updated_at: string | null;
}

export interface GivingRulesTable {
  workspace_key: string;
  allowance: number;
  period: 'week' | 'month';
  reset_day: number;
  time_zone_basis: 'workspace' | 'giver';
  time_zone: string;
  per_kudos_max: number;
  admins_exempt: Flag;
}

/** How many people a group token (team, cohort, everyone) reached last time, and a few of them. */
export interface GroupSizesTable {
  workspace_key: string;
  token: string;
  size: number;
  members_json: string;
  expires_at: number;
}

export interface CompanyValuesTable {
  workspace_key: string;
  hashtag: string;
  position: number;
  name: string;
  emoji: string;
  description: string;
  updated_by: string | null;
  updated_at: string | null;
}

export interface ReactionSettingsTable {
  workspace_key: string;
  emoji: string;
  amount: number;
  updated_by: string | null;
}

export interface DigestSettingsTable {
  workspace_key: string;
  enabled: Flag;
  weekday: number;
  hour: number;
  channel: string | null;
}

// --- celebrations ---

export interface CelebrationSettingsTable {
  workspace_key: string;
  channel: string | null;
  hour: number;
  birthdays: Flag;
  anniversaries: Flag;
  company_name: string | null;
  birthday_coins: number;
  anniversary_coins: number;
}

export interface CelebrationDatesTable {
  workspace_key: string;
  user_id: string;
  /** `MM-DD`, never a year. */
  birthday: string | null;
  /** `YYYY-MM-DD`. */
  start_date: string | null;
  source: 'person' | 'import';
  email: string | null;
}

export interface CelebrationOptOutsTable {
  workspace_key: string;
  user_id: string;
  birthday: Flag;
  anniversary: Flag;
}

// --- reviews ---

export interface ReviewPresetsTable {
  workspace_key: string;
  id: string;
  name: string;
  goals_feedback: string;
  culture_contribution: string;
  next_review: string;
  team_names_json: string;
  saved_by: string;
  saved_at: string;
}

/** Whom a preset covers: a team or a member belongs to one preset at most (the primary key says so). */
export interface ReviewPresetCoversTable {
  workspace_key: string;
  kind: 'team' | 'member';
  /** The team ID, or the member's e-mail. */
  ref: string;
  preset_id: string;
  /** The Slack user a member was picked as. */
  user_id: string | null;
  position: number;
}

/** A team review between its modal steps: who, what was typed, what was filed. */
export interface ReviewDraftsTable {
  workspace_key: string;
  id: string;
  draft_json: string;
  expires_at: number;
}

// --- rewards ---

export interface RewardProgramsTable {
  workspace_key: string;
  approver_channel: string | null;
}

export interface RewardsTable {
  workspace_key: string;
  id: string;
  position: number;
  name: string;
  description: string;
  image_url: string | null;
  cost: number;
  stocked: Flag;
  limit_count: number | null;
  limit_period: 'week' | 'month' | 'year' | null;
  needs_approval: Flag;
  ask: 'nothing' | 'note' | 'choice';
  question: string;
  options_json: string;
  retired: Flag;
}

export interface RewardBalancesTable {
  workspace_key: string;
  user_id: string;
  balance: number;
}

export interface RewardStockTable {
  workspace_key: string;
  reward_id: string;
  stock: number;
}

/** A person's redemptions of a reward in one period of its limit. */
export interface RewardLimitUsesTable {
  workspace_key: string;
  reward_id: string;
  user_id: string;
  period: string;
  used: number;
}

/** 0 closed, 1 requested, 2 approved, 3 fulfilled. */
export interface RewardRequestStatesTable {
  workspace_key: string;
  request_id: string;
  state: number;
}

/** Every change of a balance, appended and never updated (a trigger refuses updates). */
export interface RewardLedgerTable {
  seq: Generated<number>;
  workspace_key: string;
  user_id: string;
  amount: number;
  kind: 'received' | 'redeemed' | 'refunded' | 'adjusted';
  by_whom: string;
  why: string;
  request_id: string | null;
  at: number;
}

/** Every step of a request (requested, approved, …), appended and never updated. */
export interface RewardRequestEventsTable {
  seq: Generated<number>;
  workspace_key: string;
  request_id: string;
  kind: 'requested' | 'approved' | 'fulfilled' | 'declined' | 'cancelled';
  by_whom: string;
  user_id: string;
  reward_id: string;
  reward_name: string;
  reward_cost: number;
  note: string | null;
  reason: string | null;
  period: string | null;
  at: number;
}

/** A ledger step done once (a kudos credited, a redemption), and the values it left. */
export interface RewardStepsTable {
  once_id: string;
  workspace_key: string;
  values_json: string;
}

// --- summaries and jobs ---

export interface InsightsSummaryOptinsTable {
  workspace_key: string;
  user_id: string;
}

/** A person's language (user_id a Slack user) or the workspace's default (user_id ''): one of src/i18n's LOCALES. */
export interface LanguageChoicesTable {
  workspace_key: string;
  user_id: string;
  locale: string;
}

export interface SyncJobsTable {
  /** One sync per workspace at a time: its latest job. */
  workspace_key: string;
  id: string;
  status: 'running' | 'done' | 'stopped';
  job_json: string;
  expires_at: number;
}

/** A sync's planned chunks of rows, and each chunk's failed rows (index -1: found before sending). */
export interface SyncJobChunksTable {
  job_id: string;
  kind: 'rows' | 'failed';
  idx: number;
  rows_json: string;
  expires_at: number;
}

export interface ExportJobsTable {
  id: string;
  workspace_key: string;
  job_json: string;
  expires_at: number;
}

// --- the read model of each company's recognitions (per connection scope, a copy of the service's feed) ---

/** One recognition, once per company scope however many sources listed it. `key`: the service's id, else what it says. */
export interface RecognitionsTable {
  scope: string;
  key: string;
  /** Its createdate (the service's clock, UTC), ms. */
  at: number;
  /** The giver's e-mail, lower case; null when the service names none. */
  giver: string | null;
  /** Coins to each receiver; `total`: amount × receivers (what the giver gave). */
  amount: number;
  total: number;
  reason: string;
  /** Shown in the company feed; a private one (read from a person's own list) is never counted or named. */
  shared: Flag;
}

/** A receiver of a recognition, with what boards and charts filter and sum on (time, giver, amount, shared). */
export interface RecognitionReceiversTable {
  scope: string;
  key: string;
  email: string;
  at: number;
  giver: string | null;
  amount: number;
  shared: Flag;
}

/** A hashtag of a recognition's reason (hashtagsIn: composed, lower case), any word: a value added later is found. */
export interface RecognitionValuesTable {
  scope: string;
  key: string;
  hashtag: string;
  at: number;
  shared: Flag;
}

/** The name the service gives each e-mail (the latest read). */
export interface RecognitionPeopleTable {
  scope: string;
  email: string;
  name: string;
}

/** Each company's freshness: when its sources were last refreshed (from the top), marked stale (a kudos given in the
 *  app) and its directory read. */
export interface RecognitionScopesTable {
  scope: string;
  refreshed_at: Generated<number>;
  stale_at: Generated<number>;
  directory_at: Generated<number>;
}

/** How far a feed source (`team:<name>`, `email:<address>`, `received:<address>`) was read: saved with its rows. */
export interface FeedSourcesTable {
  scope: string;
  source_id: string;
  pages_read: number;
  oldest_at: number | null;
  newest_at: number | null;
  exhausted: Flag;
}

/** The company directory as the dashboard counts it: each person of the workspace's roster with their member record. */
export interface DirectoryTable {
  scope: string;
  email: string;
  /** Their Slack user (the roster's), so `npm run forget` finds their e-mail. */
  user_id: string | null;
  name: string;
  team: string;
  manager: string | null;
}

// --- the rollups of each company's shared kudos (engagement/feed/rollups.ts), months of the workspace's clock ---

/** The clock a company's rollups count months on, and the directory they were last filed by (null: never). */
export interface RollupScopesTable {
  scope: string;
  time_zone: string;
  /** The `recognition_scopes.directory_at` the filing was last compared with. */
  directory_at: number | null;
}

/** Who each directory person's kudos are filed under: their team, and their manager when the manager is in it. */
export interface RollupPeopleTable {
  scope: string;
  email: string;
  team: string;
  manager: string | null;
}

/** A person's shared kudos given (`g`; `''` for those with no giver) or received (`r`) in a month. */
export interface RollupPersonMonthsTable {
  scope: string;
  side: 'g' | 'r';
  email: string;
  month: number;
  kudos: number;
  coins: number;
}

/** A person's shared kudos given or received in a calendar year (the year's boards), as rollup_person_months. */
export interface RollupPersonYearsTable {
  scope: string;
  side: 'g' | 'r';
  email: string;
  year: number;
  kudos: number;
  coins: number;
}

/** The people filed under a team and manager (`''`: none) who gave (`g`) or received (`r`) shared kudos in a month,
 *  and those kudos and coins. */
export interface RollupTeamMonthsTable {
  scope: string;
  side: 'g' | 'r';
  month: number;
  team: string;
  manager: string;
  people: number;
  kudos: number;
  coins: number;
}

/** Shared kudos received in a month by one team's people from another team's (a kudos to three people counts three). */
export interface RollupTeamPairsTable {
  scope: string;
  from_team: string;
  to_team: string;
  month: number;
  kudos: number;
  coins: number;
}

/** The same per calendar year of the clock (a year's dashboard adds up one row a pair). */
export interface RollupTeamPairYearsTable {
  scope: string;
  from_team: string;
  to_team: string;
  year: number;
  kudos: number;
  coins: number;
}

/** Shared kudos with a hashtag given in a month by one team's people. */
export interface RollupValueTeamsTable {
  scope: string;
  hashtag: string;
  month: number;
  team: string;
  kudos: number;
}

export interface Database {
  claims: ClaimsTable;
  counters: CountersTable;
  once_marks: OnceMarksTable;
  pace_slots: PaceSlotsTable;
  outbox: OutboxTable;
  kept_records: KeptRecordsTable;
  installations: InstallationsTable;
  workspace_settings: WorkspaceSettingsTable;
  giving_rules: GivingRulesTable;
  group_sizes: GroupSizesTable;
  company_values: CompanyValuesTable;
  reaction_settings: ReactionSettingsTable;
  digest_settings: DigestSettingsTable;
  celebration_settings: CelebrationSettingsTable;
  celebration_dates: CelebrationDatesTable;
  celebration_opt_outs: CelebrationOptOutsTable;
  review_presets: ReviewPresetsTable;
  review_preset_covers: ReviewPresetCoversTable;
  review_drafts: ReviewDraftsTable;
  reward_programs: RewardProgramsTable;
  rewards: RewardsTable;
  reward_balances: RewardBalancesTable;
  reward_stock: RewardStockTable;
  reward_limit_uses: RewardLimitUsesTable;
  reward_request_states: RewardRequestStatesTable;
  reward_ledger: RewardLedgerTable;
  reward_request_events: RewardRequestEventsTable;
  reward_steps: RewardStepsTable;
  insights_summary_optins: InsightsSummaryOptinsTable;
  language_choices: LanguageChoicesTable;
  sync_jobs: SyncJobsTable;
  sync_job_chunks: SyncJobChunksTable;
  export_jobs: ExportJobsTable;
  recognitions: RecognitionsTable;
  recognition_receivers: RecognitionReceiversTable;
  recognition_values: RecognitionValuesTable;
  recognition_people: RecognitionPeopleTable;
  recognition_scopes: RecognitionScopesTable;
  feed_sources: FeedSourcesTable;
  directory: DirectoryTable;
  rollup_scopes: RollupScopesTable;
  rollup_people: RollupPeopleTable;
  rollup_person_months: RollupPersonMonthsTable;
  rollup_person_years: RollupPersonYearsTable;
  rollup_team_months: RollupTeamMonthsTable;
  rollup_team_pairs: RollupTeamPairsTable;
  rollup_team_pair_years: RollupTeamPairYearsTable;
  rollup_value_teams: RollupValueTeamsTable;
}
