// The app in front of the real engagement service behind a proxy that can fail: the setup of every test file about
// what people are told when the service misbehaves (500, 503, slow, refused).
import { afterAll, beforeAll } from 'vitest';
import { type RunningService, type ServiceOptions, startService } from '../../src/service/server.js';
import { type Harness, type HarnessOptions, startHarness } from './app-harness.js';
import { startEngagementProxy } from './engagement-proxy.js';
import { testFixture } from './fixture.js';

export type ServiceBehindProxy = { service: RunningService; proxy: Awaited<ReturnType<typeof startEngagementProxy>>; h: Harness };

/** Started before the file's tests (the test fixture in memory unless `service` says otherwise), stopped after them. */
export function useServiceBehindProxy(service: ServiceOptions = {}, harness: HarnessOptions = {}): ServiceBehindProxy {
  const started = {} as ServiceBehindProxy;
  beforeAll(async () => {
    started.service = await startService({ seed: testFixture(), db: ':memory:', ...service });
    started.proxy = await startEngagementProxy(started.service.url);
    started.h = await startHarness({ engagementUrl: started.proxy.url, ...harness });
  });
  afterAll(async () => {
    await started.h?.close();
    await started.proxy?.close();
    await started.service?.close();
  });
  return started;
}
