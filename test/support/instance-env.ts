// The environment of an app instance started as its own process in production mode, on the fake Slack and the
// engagement service of a test, with its store: what every kill and two-instance test gives its instances.
import { TEST_ENCRYPTION_KEY } from './app-harness.js';
import { SIGNING_SECRET } from './slack-requests.js';

export type InstanceWorld = { fake: { apiUrl: string }; service: { url: string } };

/** `name` tells the instances' bot token apart; `more` adds to (or overrides) the rest. */
export function instanceEnv(world: InstanceWorld, name: string, store: { url: string; prefix?: string }, more: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: '0', SLACK_BOT_TOKEN: `xoxb-${name}`, SLACK_SIGNING_SECRET: SIGNING_SECRET,
    SLACK_API_URL: world.fake.apiUrl, ENGAGEMENT_API_URL: world.service.url, ENGAGEMENT_API_KEY: 'acme-dev-key', ENGAGEMENT_STAGE: 'dev',
    STORE_URL: store.url, ...(store.prefix ? { STORE_PREFIX: store.prefix } : {}), ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, ...more,
  };
}
