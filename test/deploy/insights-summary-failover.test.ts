// The managers' monthly summary DM when the instance sending it dies (SIGKILL): killed with its DM made but Slack's
// answer never heard — after chat.postMessage succeeded, before the month was marked sent — or before it posted
// anything, the month is taken over by the next instance once the lease lapses, and the manager has exactly one DM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InsightsSummaryStore } from '../../src/store/insights-summaries.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { waitFor } from '../support/app-harness.js';
import { type Instance, killInstance } from '../support/app-process.js';
import { REDIS_URL, noRedis, uniquePrefix } from '../store/redis.js';
import { instanceEnv, useInstanceWorld } from '../support/instance-env.js';

/** Short leases, so the month is taken over within seconds here (production: 15 s, at most 30 s). */
const TAKEOVER_MS = '2000';

const backends = [
  { name: 'SQLite', store: () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-summary-')), 'app.sqlite')}`, skip: false },
  { name: `Redis (${REDIS_URL})`, store: () => REDIS_URL, skip: noRedis },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the monthly insights summary after a SIGKILL while sending it, on ${backend.name}`, () => {
    const world = useInstanceWorld();

    /** A fresh store where the manager UMGR asked for the summary (last month's is due at once); the instances' env. */
    async function optedIn(): Promise<Record<string, string>> {
      const prefix = uniquePrefix('summary-failover');
      const storeUrl = backend.store();
      const store = await createStoreFactory(storeUrl, { redisPrefix: prefix });
      await new InsightsSummaryStore(store.namespace('insights-summaries')).set({ teamId: 'T1' }, 'UMGR', true);
      await store.close();
      return instanceEnv(world, 'summary-failover', { url: storeUrl, prefix }, { TAKEOVER_MS });
    }

    const start = world.start;
    const dms = () => world.fake.workspace.messages.filter((m) => m.channel === 'DUMGR' && m.text === 'Your team’s kudos last month').length;

    /** Starts an instance with `arm` set, so its run at start stops there; kills it; restarts once the lease lapsed. */
    async function killWhile(arm: () => Promise<void>): Promise<{ before: number; taker: Instance }> {
      const env = await optedIn();
      const before = dms();
      const reached = arm();
      const dying = await start(env);
      await reached;
      await killInstance(dying);
      await new Promise((r) => setTimeout(r, Number(TAKEOVER_MS) + 500));
      return { before, taker: await start(env) };
    }

    it('sends one DM when killed after chat.postMessage succeeded but before the month was marked sent', async () => {
      const { before, taker } = await killWhile(() => world.fake.holdNext('chat.postMessage'));
      expect(dms()).toBe(before + 1);
      await waitFor(() => /found sent in DUMGR by an earlier attempt/.test(taker.output()), 'the taker finding the DM', 60_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(dms()).toBe(before + 1);
      const [dm] = world.fake.workspace.messages.filter((m) => m.channel === 'DUMGR' && m.text === 'Your team’s kudos last month');
      expect(dm!.metadata?.event_type).toBe('kudos_monthly_summary');
    }, 90_000);

    it('sends one DM when killed before posting it (the month is not lost)', async () => {
      const { before, taker } = await killWhile(() => world.fake.holdNext('conversations.open'));
      expect(dms()).toBe(before);
      await waitFor(() => dms() > before, 'the DM sent by the taker', 60_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(dms()).toBe(before + 1);
      expect(taker.output()).toMatch(/monthly insights summary T:T1:UMGR:\d{4}-\d{2} sent in DUMGR/);
    }, 90_000);
  });
}
