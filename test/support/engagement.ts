// Starts the real engagement service on loopback (in-memory SQLite unless a file is given) and builds clients for it.
import { afterAll, beforeAll } from 'vitest';
import { createEngagementClient, fastRetryPolicy } from '../../src/engagement-client/index.js';
import type { Stage } from '../../src/engagement-client/urls.js';
import type { Fixture } from '../../src/service/fixture.js';
import { type RunningService, type ServiceOptions, startService } from '../../src/service/server.js';
import { testFixture } from './fixture.js';

export function clientFor(service: { url: string }, apiKey = 'acme-dev-key', stage: Stage = 'dev', extra: { timeoutMs?: number } = {}) {
  return createEngagementClient({ root: service.url, stage, apiKey, retryPolicy: fastRetryPolicy, ...extra });
}

/** Registers hooks that run one service for the whole test file; read `.current` inside tests. */
export function useService(options: ServiceOptions & { seed?: Fixture } = {}) {
  const holder: { current: RunningService } = {} as { current: RunningService };
  beforeAll(async () => {
    holder.current = await startService({ seed: testFixture(), db: ':memory:', ...options });
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
