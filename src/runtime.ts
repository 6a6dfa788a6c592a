// Builds the whole app from a parsed config: stores, the engagement backend (embedded unless ENGAGEMENT_API_URL),
// directory, connections, and the Bolt app in HTTP or Socket Mode. Used by main.ts and by the integration tests.
import { RewardsLedger } from './store/rewards-ledger.js';
import { FEATURES, GRAMMAR } from './features/index.js';
import { RewardsCatalogue } from './store/rewards-catalogue.js';
import type { Logger } from '@slack/logger';
import type { LogLevel } from '@slack/bolt';
import type { Config } from './config.js';
import { Directory } from './directory/directory.js';
import { MemberCheck } from './directory/members.js';
import { Connections } from './engagement/connections.js';
import { eraseRecognitions, forgetRecognitions, readModelOn } from './engagement/feed/index.js';
import { Rosters } from './directory/roster.js';
import type { FeatureDeps } from './slack/deps.js';
import { type RunningService, startService } from './service/server.js';
import { DEMO_FIXTURE } from './service/server.js';
import { readFixtureFile } from './service/fixture.js';
import { SlackPacer } from './slack-api/pacer.js';
import { slackLanes } from './slack-api/lanes.js';
import { type RunningSlackApp, clientRetryConfig, startHttpApp, startSocketApp, webClientOptions } from './slack/app.js';
import { Dedupe } from './store/dedupe.js';
import { GivingRulesStore } from './store/giving-rules.js';
import { type StoreFactory, createStoreFactory } from './store/factory.js';
import { schedulePurge } from './store/purge.js';
import { type OpsRoutes, opsRoutes, serviceAnswers } from './ops/routes.js';
import { type JobQueue, inProcessJobs, pgBossJobs } from './ops/jobs.js';
import { syncJobHandler } from './features/sync/job.js';
import { digestJobHandler } from './features/digest/job.js';
import { DigestSettingsStore } from './store/digest-settings.js';
import { ThreadParents } from './store/thread-parents.js';
import { CelebrationDatesStore } from './store/celebration-dates.js';
import { CelebrationSettingsStore } from './store/celebration-settings.js';
import { celebrationJobHandler } from './features/celebrations/job.js';
import { exportJobHandler } from './features/exports/job.js';
import { installedClient, oauthReceiverOptions, tokenRefresh } from './ops/oauth.js';
import { InstallationRecords } from './store/installations.js';
import { TokenRotation } from './store/token-rotation.js';
import { eraseWorkspace } from './store/erase.js';
import { legalPages } from './ops/legal-pages.js';
import { type SecretBox, createSecretBox, loadEncryptionKeys } from './store/secrets.js';
import { reportLines, resealAll } from './store/reseal.js';
import { type WorkspaceRef, WorkspaceStore } from './store/workspaces.js';
import { ValuesStore } from './store/values.js';
import { MessageTexts } from './directory/message-texts.js';
import { ReactionSettingsStore } from './store/reaction-settings.js';
import { LanguageChoices } from './store/language-choices.js';
import { Languages } from './slack/languages.js';
import { PresetStore } from './store/presets.js';
import { DraftStore } from './store/drafts.js';
import { SyncJobs } from './store/sync-jobs.js';
import { ExportJobs } from './store/export-jobs.js';
import { WebClient } from '@slack/web-api';
import { type AckFirst, ackFirst } from './slack/ack-first.js';
import { outboxWorker } from './ops/outbox-worker.js';
import { type KeptJobs, keptJobs } from './ops/kept-jobs.js';
import { SLACK_REQUEST, replayRequests } from './slack/durable.js';
import { type Insights, startInsights } from './insights/start.js';
import { InsightsSummaryStore } from './store/insights-summaries.js';
import { previousMonth } from './insights/summary.js';
import { type SummaryJobDeps, insightsSummaryJobHandler } from './insights/summary-job.js';

/** Kudos being sent at once; more wait their turn (already acked) so new requests are not starved of the event loop. */
const AFTER_ACK_CONCURRENCY = 8;
/** How long queued post-ack work lets waiting acks go first at most (Slack's deadline is the ack's, 3 s, not the kudos's). */
const AFTER_ACK_MAX_WAIT_MS = 1_000;
/** How long no request must have waited for its ack before queued work starts: longer than a burst's gaps, short next
 *  to a kudos's own time (a kudos sent 10 ms later is not noticed; an ack delayed behind a kudos's CPU is). */
const AFTER_ACK_QUIET_MS = 10;

export type Runtime = {
  deps: FeatureDeps;
  engagementUrl: string;
  embedded?: RunningService;
  slack?: RunningSlackApp;
  /** The app's stores, for the local workbench to keep its history next to the app's state. */
  stores: StoreFactory;
  stop: () => Promise<void>;
};

/** With OAuth installs, a default key open to every workspace is one company's data open to any installer. */
function warnOfOpenDefaultKey(config: Config, log: Logger): void {
  if (!config.oauth || !config.ENGAGEMENT_API_KEY || config.ENGAGEMENT_DEFAULT_WORKSPACES) return;
  log.warn(
    'ENGAGEMENT_API_KEY is used by every workspace that installs the app and has no key of its own yet, so one company’s data is open to any installer: set ENGAGEMENT_DEFAULT_WORKSPACES to the team or enterprise IDs that may use it.',
  );
}

/** Starts the engagement service in-process when no ENGAGEMENT_API_URL is given, on the app's clock; its demo key serves
 *  unconfigured workspaces. */
async function engagementBackend(config: Config, log: Logger, now: () => Date) {
  warnOfOpenDefaultKey(config, log);
  if (config.ENGAGEMENT_API_URL) return { root: config.ENGAGEMENT_API_URL, apiKey: config.ENGAGEMENT_API_KEY };
  const seed = config.ENGAGEMENT_SEED ?? DEMO_FIXTURE;
  const service = await startService({ db: config.ENGAGEMENT_DB, seed, port: 0, log: (line) => log.debug(`engagement: ${line}`), now });
  const demoKey = readFixtureFile(seed).companies[0]?.api_keys.find((k) => k.stage === config.ENGAGEMENT_STAGE)?.key;
  log.info(`embedded engagement service on ${service.url} (database ${config.ENGAGEMENT_DB})`);
  return { root: service.url, apiKey: config.ENGAGEMENT_API_KEY ?? demoKey, service };
}

/** The installations (with OAuth, their rotating bot tokens refreshed once across instances, on STORE_URL's locks). */
function installationRecords(stores: StoreFactory, box: SecretBox, config: Config): InstallationRecords {
  const rotation = config.oauth ? new TokenRotation(stores.atomic('token-refresh'), tokenRefresh(config.oauth, config.SLACK_API_URL)) : undefined;
  return new InstallationRecords(stores.db, box, rotation);
}

/** The workspaces the app serves: every installation's with OAuth, else the one bot token's. */
function servedWorkspaces(deps: FeatureDeps, slack: RunningSlackApp): () => Promise<WorkspaceRef[]> {
  return async () => (slack.workspace ? [slack.workspace] : deps.installations.workspaces());
}

/** The bot client of a workspace the app serves (its installation's, or the one bot token's), else undefined. */
function servingClient(deps: FeatureDeps, slack: RunningSlackApp, config: Config): (w: WorkspaceRef) => Promise<WebClient | undefined> {
  const clientOptions = { ...webClientOptions(config.SLACK_API_URL), logger: deps.log };
  if (!config.oauth) return async (w) => (slack.workspace && slack.workspace.teamId === w.teamId ? slack.app.client : undefined);
  return (w) => installedClient(deps.installations, w, clientOptions).catch(() => undefined);
}

/** The dashboard's part of the deps before the Slack app is up: no link yet (it needs the app's address and clients). */
const insightsUntilSlack = (stores: StoreFactory): Pick<FeatureDeps, 'insights' | 'insightsSummaries'> => ({
  insights: { url: () => undefined, role: async () => undefined },
  insightsSummaries: new InsightsSummaryStore(stores.db),
});

/** Once the Slack app is up: the dashboard reaches each served workspace, and App Home links it (when sign-in is set up). */
function connectInsights(deps: FeatureDeps, insights: Insights, slack: RunningSlackApp, config: Config): void {
  insights.attach(servingClient(deps, slack, config));
  deps.insights = { url: () => (insights.configured ? (config.INSIGHTS_URL ?? `${slack.url}/insights`) : undefined), role: insights.role };
}

/** Takes background jobs and starts the outbox worker, which takes over the kept requests and long jobs of dead
 *  instances; a sync marked running with no job in the outbox (one from before jobs were kept there) is queued again. */
function startJobs(
  deps: FeatureDeps,
  slack: RunningSlackApp,
  config: Config,
  kept: KeptJobs,
  digestEveryMs: number,
  insights: Insights,
  summaryStores: Pick<SummaryJobDeps, 'summaryPosts' | 'summaryAttempts'>,
  pacer: SlackPacer,
): void {
  const clientOptions = { ...webClientOptions(config.SLACK_API_URL, pacer), logger: deps.log };
  const clientFor = async (w: WorkspaceRef) => (config.oauth ? installedClient(deps.installations, w, clientOptions) : slack.app.client);
  const digest = digestJobHandler(deps, clientFor, servedWorkspaces(deps, slack));
  const monthOf = async (w: WorkspaceRef, now: number) => previousMonth(now, (await deps.givingRules.get(w)).timeZone).key;
  const summary = insightsSummaryJobHandler(
    { ...deps, ...summaryStores, summaryLeaseMs: config.TAKEOVER_MS },
    insights.summary,
    monthOf,
    clientFor,
    servedWorkspaces(deps, slack),
  );
  const celebrations = celebrationJobHandler(deps, clientFor, servedWorkspaces(deps, slack));
  deps.jobs.work({ sync: syncJobHandler(deps, clientFor), export: exportJobHandler(deps, clientFor), digest, 'insights-summary': summary, celebrations });
  // A request queues behind the acks; a long job runs beside them (tracked, so a stop waits for it or hands it over).
  deps.outbox.start({ [SLACK_REQUEST]: replayRequests(slack.app), ...kept.takeovers() }, (work, kind) =>
    kind === SLACK_REQUEST ? deps.afterAck(work) : deps.track(work()),
  );
  deps.jobs.every('digest', digestEveryMs).catch((e: unknown) => deps.log.error('scheduling the weekly digest:', e));
  deps.jobs.every('insights-summary', digestEveryMs).catch((e: unknown) => deps.log.error('scheduling the monthly insights summary:', e));
  deps.jobs.every('celebrations', digestEveryMs).catch((e: unknown) => deps.log.error('scheduling celebrations:', e));
  const resume = async () => {
    for (const key of await deps.syncJobs.active()) await deps.jobs.enqueue('sync', key, { key });
  };
  deps.track(resume()).catch((e: unknown) => deps.log.error('resuming directory syncs:', e));
}

/** The Bolt app in the mode the config names (none: the workbench starts its own), with the ops routes and the insights
 *  dashboard beside it. */
async function startSlack(
  config: Config,
  deps: FeatureDeps,
  stores: StoreFactory,
  at: { acks: AckFirst; pacer: SlackPacer; serviceRoot: string; host?: string | undefined; insights: Insights },
) {
  const oauth = config.oauth
    ? {
        oauth: oauthReceiverOptions(
          { ...config.oauth, installations: deps.installations, states: stores.atomic('oauth-states') },
          deps.log,
          config.SLACK_API_URL,
        ),
      }
    : {};
  const warn = (line: string) => deps.log.warn(line);
  const checks = opsRoutes({ store: stores.ping, service: () => serviceAnswers(at.serviceRoot) }, warn);
  const pages = legalPages({ name: config.OPERATOR_NAME, contact: config.OPERATOR_CONTACT, dir: config.PAGES_DIR }, warn);
  const ops: OpsRoutes = (req, res, path) => checks(req, res, path) || pages(req, res, path) || at.insights.routes(req, res, path);
  const common = {
    botToken: config.SLACK_BOT_TOKEN,
    logger: deps.log,
    logLevel: config.LOG_LEVEL as LogLevel,
    slackApiUrl: config.SLACK_API_URL,
    ops,
    acks: at.acks,
    pacer: at.pacer,
    surface: { features: FEATURES, grammar: GRAMMAR },
  };
  const slack =
    config.mode === 'http'
      ? await startHttpApp({ ...common, signingSecret: config.SLACK_SIGNING_SECRET!, port: config.PORT, ...(at.host ? { host: at.host } : {}), ...oauth }, deps)
      : config.mode === 'socket'
        ? await startSocketApp({ ...common, appToken: config.SLACK_APP_TOKEN!, port: config.PORT }, deps)
        : undefined;
  if (slack) connectInsights(deps, at.insights, slack, config);
  return slack;
}

/** ENCRYPTION_KEY lists an older key after the first: every stored secret is sealed again with the first, in the
 *  background (what the first key has not sealed yet still opens meanwhile), and the log says how it went. */
async function resealOnRotation(stores: StoreFactory, box: SecretBox, log: Logger): Promise<void> {
  log.info('ENCRYPTION_KEY lists more than one key: re-sealing every stored secret with the first');
  const report = await resealAll(stores, box);
  // A secret no key opens is worth a warning: removing the older key will not make it readable either.
  const say = report.unreadable.length ? (line: string) => log.warn(line) : (line: string) => log.info(line);
  for (const line of reportLines(report)) say(`rotation: ${line}`);
}

/** Posts made once however many instances run: each week's digest, each channel's daily kudos thread. */
function onceAPostStores(stores: StoreFactory) {
  return {
    digestPosts: stores.atomic('digest-posts'),
    threadParents: new ThreadParents(stores.namespace<string>('thread-parents'), stores.atomic('thread-parent-claims')),
  };
}

/** Celebrations' stores: dates and opt-outs, settings, once-per-year claims (pending posts their values). Their coins go
 *  into the rewards ledger. */
function celebrationStores(stores: StoreFactory) {
  return {
    celebrationDates: new CelebrationDatesStore(stores.db),
    celebrationSettings: new CelebrationSettingsStore(stores.db),
    celebrationPosts: stores.atomic('celebration-posts'),
  };
}

/** Moves the app's clock for schedules (tests set a Monday morning; the system clock by default), and how often the
 *  weekly digest and celebration jobs look for due posts after their run at start (JOB_TICK_MS by default). */
export type RuntimeOptions = { host?: string; now?: () => Date; digestEveryMs?: number };

/** Work that runs past its request, tracked so a stop waits for it; `settled` waits until none is left, as work can
 *  queue more work (a command acked at the edge queues its kudos when Bolt runs it). */
function backgroundWork() {
  const background = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    background.add(work);
    void work.finally(() => background.delete(work)).catch(() => {});
    return work;
  };
  const settled = async () => {
    while (background.size > 0) await Promise.allSettled([...background]);
  };
  return { track, settled };
}

/** What an uninstall deletes from: every store namespace that names the workspace, its cached users, its outbox items,
 *  and the read model's rows of its companies. */
function erasingIn(stores: StoreFactory) {
  return { db: stores.db, dropCached: stores.dropCached, outbox: stores.outbox(), recognitions: { eraseRecognitions, forgetRecognitions } };
}

/** What posting a digest once needs: the record of each try, and the lease that lets another instance take it over. */
const digestPosting = (stores: StoreFactory, config: Config): Pick<FeatureDeps, 'digestAttempts' | 'digestLeaseMs'> => ({
  digestAttempts: stores.namespace('digest-attempts'),
  digestLeaseMs: config.TAKEOVER_MS,
});

/** The Slack clients of work that reads a lot (reacted-to messages, bulk reads paced by the tiers) or posts a lot (each
 *  channel's lane, posting in the slot it took). */
const slackReaders = (stores: StoreFactory, config: Config, log: Logger, pacer: SlackPacer): Pick<FeatureDeps, 'messageTexts' | 'bulkSlack' | 'lanes'> => ({
  lanes: slackLanes(pacer, (token) => new WebClient(token, { ...webClientOptions(config.SLACK_API_URL, pacer, { slotTaken: true }), logger: log })),
  messageTexts: new MessageTexts(stores.cache('reacted-messages'), { ...webClientOptions(config.SLACK_API_URL), logger: log }),
  bulkSlack: (token) =>
    new WebClient(token, { ...webClientOptions(config.SLACK_API_URL, pacer), logger: log, retryConfig: { ...clientRetryConfig, retries: 10 } }),
});

/** The stores that are one table each (or two) of the app's database and need nothing else. */
function tableStores(db: StoreFactory['db']) {
  return {
    presets: new PresetStore(db),
    drafts: new DraftStore(db),
    syncJobs: new SyncJobs(db),
    exportJobs: new ExportJobs(db),
    digestSettings: new DigestSettingsStore(db),
    reactions: new ReactionSettingsStore(db),
  };
}

/** On PostgreSQL a queue every instance shares; on the SQLite file, timers in this process. */
function jobQueue(postgresUrl: string | undefined, kept: KeptJobs, track: <T>(work: Promise<T>) => Promise<T>, onError: (line: string) => void): JobQueue {
  return postgresUrl ? pgBossJobs(kept, postgresUrl, track, onError) : inProcessJobs(kept, track, onError);
}

/** The service connections: each workspace's own key, or the default one for the workspaces allowed it. */
function connectionsTo(backend: { root: string; apiKey?: string }, config: Config, workspaces: WorkspaceStore): Connections {
  const { ENGAGEMENT_STAGE: stage, ENGAGEMENT_TIMEOUT_MS: timeoutMs, ENGAGEMENT_DEFAULT_WORKSPACES: onlyFor } = config;
  return new Connections({ root: backend.root, apiKey: backend.apiKey, stage, timeoutMs, onlyFor }, workspaces);
}

/** No new requests and no new jobs (a job taken after the wait for background work would run into closed stores); what
 *  was acked runs now and is waited for, with the store and the service still open. */
async function stopInOrder(parts: {
  slack?: { stop: () => Promise<void> };
  acks: { drain: () => void };
  settled: () => Promise<void>;
  outbox: { stop: () => void };
  jobs: JobQueue;
  service?: { close: () => Promise<void> };
  stores: { close: () => Promise<void> };
}): Promise<void> {
  await parts.slack?.stop();
  parts.acks.drain();
  try {
    await parts.jobs.close();
  } finally {
    await parts.settled();
  }
  parts.outbox.stop();
  await parts.service?.close();
  await parts.stores.close();
}

/** Who is who and in which language: the directory (Slack user ↔ member e-mail), each workspace's connection, and the
 *  languages people read (their choices, and the resolver over Slack, the directory and the workspace's default). */
function whoIsWho(stores: StoreFactory, workspaces: WorkspaceStore, connections: Connections) {
  const directory = new Directory(stores.cache('slack-users'), stores.cache('slack-emails'), workspaces);
  const languageChoices = new LanguageChoices(stores.db, stores.sharedMap('workspace-languages'));
  const languages = new Languages({
    choices: languageChoices,
    directory,
    connections,
    memberLanguages: stores.cache('member-languages'),
    resolved: stores.cache('person-languages'),
  });
  return { directory, connections, languageChoices, languages };
}

export async function startRuntime(config: Config, log: Logger, options: RuntimeOptions = {}): Promise<Runtime> {
  const keys = loadEncryptionKeys(config.ENCRYPTION_KEY, config.dataDir, (line) => log.warn(line));
  const box = createSecretBox(keys);
  const stores = await createStoreFactory(config.STORE_URL, { onError: (line) => log.warn(line), onNote: (line) => log.info(line) });
  const stopPurging = await schedulePurge(stores, log);
  const installations = installationRecords(stores, box, config);
  const workspaces = new WorkspaceStore(stores.db, box, log, stores.sharedMap('workspace-settings'));
  const now = options.now ?? (() => new Date());
  const backend = await engagementBackend(config, log, now);
  const stopping = new AbortController();
  const { track, settled } = backgroundWork();
  const erasing = erasingIn(stores);
  if (keys.length > 1)
    track(resealOnRotation(stores, box, log)).catch((e: unknown) => log.error('re-sealing stored secrets with the first ENCRYPTION_KEY:', e));
  const outbox = outboxWorker(stores.outbox(), log, config.TAKEOVER_MS);
  const kept = keptJobs(outbox, track, log);
  const jobs = jobQueue(stores.postgresUrl, kept, track, (line) => log.warn(line));
  const acks = ackFirst(AFTER_ACK_CONCURRENCY, AFTER_ACK_MAX_WAIT_MS, AFTER_ACK_QUIET_MS);
  const pacer = new SlackPacer(stores.atomic('slack-pace'), config.SLACK_TIER_SCALE, (token) => installations.renewExpired(token));
  const people = whoIsWho(stores, workspaces, connectionsTo(backend, config, workspaces));
  const deps: FeatureDeps = {
    log,
    workspaces,
    installations,
    eraseWorkspace: (w) => eraseWorkspace(erasing, w),
    dedupe: new Dedupe(stores.atomic('dedupe')),
    ...people,
    members: new MemberCheck(stores.cache('members')),
    usergroups: stores.cache('usergroups'),
    feed: readModelOn(stores, { refreshMs: config.FEED_REFRESH_MS, leaseMs: config.TAKEOVER_MS, onError: (line) => log.warn(line) }),
    rosters: new Rosters({ workspaces, directory: people.directory }),
    ...tableStores(stores.db),
    jobs,
    digests: stores.namespace('townhall-digests'),
    givingRules: new GivingRulesStore(stores.db, stores.sharedMap('giving-rules')),
    allowances: stores.atomic('allowances'),
    ...onceAPostStores(stores),
    ...celebrationStores(stores),
    ...digestPosting(stores, config),
    now,
    values: new ValuesStore(stores.db, stores.sharedMap('company-values')),
    rewards: { ledger: new RewardsLedger(stores.db, () => now().getTime()), catalogue: new RewardsCatalogue(stores.db) },
    ...slackReaders(stores, config, log, pacer),
    stopping: stopping.signal,
    // Tracked, so a stop finishes the kudos it already acked (their people were told nothing else).
    afterAck: (work) => track(acks.afterAck(work)),
    outbox,
    track,
    ...insightsUntilSlack(stores),
  };
  const insights = startInsights(config, deps, stores, keys[0]!);
  const slack = await startSlack(config, deps, stores, { acks, pacer, serviceRoot: backend.root, host: options.host, insights });
  if (slack)
    startJobs(
      deps,
      slack,
      config,
      kept,
      options.digestEveryMs ?? config.JOB_TICK_MS,
      insights,
      { summaryPosts: stores.atomic('insights-summary-posts'), summaryAttempts: stores.namespace('insights-summary-attempts') },
      pacer,
    );
  return {
    deps,
    engagementUrl: backend.root,
    stores,
    ...(backend.service ? { embedded: backend.service } : {}),
    ...(slack ? { slack } : {}),
    stop: async () => {
      stopping.abort();
      stopPurging();
      await stopInOrder({ slack, acks, settled, outbox, jobs, service: backend.service, stores });
    },
  };
}
