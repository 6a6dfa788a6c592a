// Runs the real app for a test file: fake Slack on loopback, the real engagement service (in-memory SQLite),
// the real runtime over HTTP with signed requests. Every log line is kept so tests can check what was logged.
import { afterAll, beforeAll } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type Runtime, startRuntime } from '../../src/runtime.js';
import { type RunningService, startService } from '../../src/service/server.js';
import type { Usergroup } from '../../src/workbench/workspace.js';
import { GROUPS, TEST_ENCRYPTION_KEY, USERS } from './basics.js';
import { type FakeSlack, type FakeUser, startFakeSlack } from './fake-slack.js';
import { testFixture } from './fixture.js';
import type { Fixture } from '../../src/service/fixture.js';
import { SIGNING_SECRET, commandBody, eventBody, formBody, send } from './slack-requests.js';
import { TESTS_TIER_SCALE } from './app-process.js';

export { GROUPS, TEST_ENCRYPTION_KEY, USERS, textOf, waitFor } from './basics.js';

export type Harness = {
  fake: FakeSlack;
  service?: RunningService;
  runtime: Runtime;
  url: string;
  lines: string[];
  command: (
    text: string,
    userId?: string,
    extra?: { channel_id?: string; trigger_id?: string },
  ) => Promise<{ status: number; json?: Record<string, unknown>; body: string }>;
  interact: (payload: object) => ReturnType<typeof send>;
  event: (event: Record<string, unknown>, eventId?: string, headers?: Record<string, string>) => ReturnType<typeof send>;
  recognitions: () => { sender_email: string; amount: number; reason: string; share: number }[];
  /** Stops the app and starts it again with the same configuration and Slack (on a file STORE_URL: the same data). */
  restart: () => Promise<void>;
  /** One more instance of the app on the same Slack, service and store, as when scaled out (its log not kept); the
   *  caller stops it. */
  another: () => Promise<Runtime>;
  close: () => Promise<void>;
};

export type HarnessOptions = {
  engagementUrl?: string;
  env?: Record<string, string>;
  seed?: Fixture;
  importRate?: string;
  serviceLog?: (line: string) => void;
  /** Slack users and user groups besides the standard ones. */
  extraUsers?: FakeUser[];
  extraGroups?: Usergroup[];
  /** A Slack of these users and groups only, instead of the standard ones (e.g. the demo company's). */
  users?: FakeUser[];
  groups?: Usergroup[];
  /** The app's clock for schedules (the weekly digest); the system clock when absent. */
  now?: () => Date;
  /** How often the digest job looks for a due digest after its run at start: by default a day, so no digest goes
   *  out in the middle of a test that set a feed channel (most days some week's digest is due). */
  digestEveryMs?: number;
};

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const fake = await startFakeSlack(
    [...(options.users ?? USERS), ...(options.extraUsers ?? [])],
    [...(options.groups ?? GROUPS), ...(options.extraGroups ?? [])],
  );
  const service = options.engagementUrl
    ? undefined
    : await startService({
        seed: options.seed ?? testFixture(),
        db: ':memory:',
        ...(options.importRate ? { importRate: options.importRate } : {}),
        ...(options.serviceLog ? { log: options.serviceLog } : {}),
      });
  const lines: string[] = [];
  const config = parseConfig({
    PORT: '0',
    SLACK_BOT_TOKEN: 'xoxb-test-token',
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: fake.apiUrl,
    ENGAGEMENT_API_URL: options.engagementUrl ?? service!.url,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    ENGAGEMENT_STAGE: 'dev',
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    LOG_LEVEL: 'debug',
    SLACK_TIER_SCALE: TESTS_TIER_SCALE,
    ...options.env,
  });
  const runtimeOptions = { digestEveryMs: options.digestEveryMs ?? 24 * 60 * 60 * 1000, ...(options.now ? { now: options.now } : {}) };
  const start = () =>
    startRuntime(
      config,
      createLogger('debug', (line) => lines.push(line)),
      runtimeOptions,
    );
  const runtime = await start();
  const url = runtime.slack!.url;
  const harness: Harness = {
    fake,
    ...(service ? { service } : {}),
    runtime,
    url,
    lines,
    restart: async () => {
      await harness.runtime.stop();
      harness.runtime = await start();
      harness.url = harness.runtime.slack!.url;
    },
    another: () =>
      startRuntime(
        config,
        createLogger('warn', () => {}),
        runtimeOptions,
      ),
    command: async (text, userId = 'UANA', extra = {}) => {
      const r = await send(
        harness.url,
        commandBody({ text, user_id: userId, response_url: fake.responseUrl(), ...extra }),
        'application/x-www-form-urlencoded',
      );
      return { status: r.status, body: r.text, ...(r.json ? { json: r.json } : {}) };
    },
    interact: (payload) => send(harness.url, formBody(payload), 'application/x-www-form-urlencoded'),
    event: (event, eventId, headers) => send(harness.url, eventBody(event, eventId), 'application/json', headers ? { headers } : {}),
    recognitions: () =>
      service
        ? (service.db
            .prepare("SELECT sender_email, amount, reason, share FROM recognitions WHERE stage = 'dev' AND createdate > '2026-11-01' ORDER BY id")
            .all() as never)
        : [],
    close: async () => {
      await harness.runtime.stop();
      await service?.close();
      await fake.close();
    },
  };
  return harness;
}

export function useHarness(options: HarnessOptions = {}) {
  const holder = {} as { current: Harness };
  beforeAll(async () => {
    holder.current = await startHarness(options);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
