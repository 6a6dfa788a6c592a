// The environment of an app instance started as its own process in production mode, on the fake Slack and the
// engagement service of a test, with its store: what every kill and two-instance test gives its instances; and that
// fake Slack and service for a describe block.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type RunningService, startService } from '../../src/service/server.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { TEST_ENCRYPTION_KEY, USERS, waitFor } from './basics.js';
import { type Instance, startInstance, stopInstances } from './app-process.js';
import { type FakeSlack, startFakeSlack } from './fake-slack.js';
import { testFixture } from './fixture.js';
import { SIGNING_SECRET } from './slack-requests.js';

export type InstanceWorld = { fake: { apiUrl: string }; service: { url: string } };

/** `name` tells the instances' bot token apart; `more` adds to (or overrides) the rest. */
export function instanceEnv(world: InstanceWorld, name: string, store: { url: string }, more: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: '0',
    SLACK_BOT_TOKEN: `xoxb-${name}`,
    SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: world.fake.apiUrl,
    ENGAGEMENT_API_URL: world.service.url,
    ENGAGEMENT_API_KEY: 'acme-dev-key',
    ENGAGEMENT_STAGE: 'dev',
    STORE_URL: store.url,
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    ...more,
  };
}

/** A fake Slack and an engagement service for a describe block, started once; the instances its tests push to
 *  `running` are stopped after each test, their output printed when it failed. */
export function useInstanceWorld(): {
  readonly fake: FakeSlack;
  readonly service: RunningService;
  running: Instance[];
  start: (env: Record<string, string>) => Promise<Instance>;
} {
  let fake: FakeSlack | undefined;
  let service: RunningService | undefined;
  const running: Instance[] = [];
  beforeAll(async () => {
    fake = await startFakeSlack(USERS);
    service = await startService({ seed: testFixture(), db: ':memory:' });
  }, 60_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') for (const i of running) console.log(i.output().slice(-6_000));
    await stopInstances(running);
    running.length = 0;
  });
  afterAll(async () => {
    await service?.close();
    await fake?.close();
  });
  /** Starts an instance on `env`, stopped with the others after the test. */
  const start = async (env: Record<string, string>) => {
    const instance = await startInstance(env);
    running.push(instance);
    return instance;
  };
  return {
    get fake() {
      return fake!;
    },
    get service() {
      return service!;
    },
    running,
    start,
  };
}

/** Waits until the store at `storeUrl` holds no acknowledged work left open (every give, post and long job finished, by
 *  whichever instance took it over): from then on no instance acts on it again, so what a test counts is final. */
export async function outboxSettled(storeUrl: string, timeoutMs = 30_000): Promise<void> {
  const store = await createStoreFactory(storeUrl);
  try {
    const outbox = store.outbox();
    await waitFor(async () => (await outbox.open()) === 0, 'every acknowledged piece of work finished', timeoutMs);
  } finally {
    await store.close();
  }
}
