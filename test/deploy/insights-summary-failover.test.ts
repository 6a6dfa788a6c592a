// The managers' monthly summary DM when the instance sending it dies (SIGKILL): killed with its DM made but Slack's
// answer never heard — after chat.postMessage succeeded, before the month was marked sent — or before it posted
// anything, the month is taken over by the next instance once the lease lapses, and the manager has exactly one DM.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InsightsSummaryStore } from '../../src/store/insights-summaries.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { waitFor } from '../support/basics.js';
import { type Instance, killInstance } from '../support/app-process.js';
import { noPostgres, useFreshDatabases } from '../support/postgres.js';
import { instanceEnv, useInstanceWorld } from '../support/instance-env.js';

/** Short leases, so the month is taken over within seconds here (production: 15 s, at most 30 s); and a tick every
 *  second (production: every minute), so the restart finds the lapsed month at once. */
const TAKEOVER_MS = '2000';
const JOB_TICK_MS = '1000';

const freshStore = useFreshDatabases();
const backends = [
  { name: 'SQLite', store: async () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-summary-')), 'app.sqlite')}`, skip: false },
  { name: 'PostgreSQL', store: () => freshStore('summary'), skip: noPostgres },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the monthly insights summary after a SIGKILL while sending it, on ${backend.name}`, () => {
    const world = useInstanceWorld();

    /** A fresh store where the manager UMGR asked for the summary (last month's is due at once); the instances' env. */
    async function optedIn(): Promise<Record<string, string>> {
      const storeUrl = await backend.store();
      const store = await createStoreFactory(storeUrl);
      await new InsightsSummaryStore(store.db).set({ teamId: 'T1' }, 'UMGR', true);
      await store.close();
      return instanceEnv(world, 'summary-failover', { url: storeUrl }, { TAKEOVER_MS, JOB_TICK_MS });
    }

    /** Waits until the store marks the month sent: from then on no run sends it again, so the DM count is final. */
    async function markedSent(env: Record<string, string>): Promise<void> {
      const store = await createStoreFactory(env.STORE_URL!);
      try {
        const posts = store.atomic('insights-summary-posts');
        const sent = async () => (await Promise.all((await posts.keys()).map((k) => posts.value(k)))).includes('sent');
        await waitFor(sent, 'the month marked sent', 10_000);
      } finally {
        await store.close();
      }
    }

    const start = world.start;
    const dms = () => world.fake.workspace.messages.filter((m) => m.channel === 'DUMGR' && m.text === 'Your team’s kudos last month').length;

    /** Starts an instance with `arm` set, so its run at start stops there; kills it; restarts at once, as a crash loop
     *  would (the restart's ticks wait the lease out). */
    async function killWhile(arm: () => Promise<void>): Promise<{ before: number; atKill: number; taker: Instance; env: Record<string, string> }> {
      const env = await optedIn();
      const before = dms();
      const reached = arm();
      const dying = await start(env);
      await reached;
      await killInstance(dying);
      const atKill = dms();
      return { before, atKill, taker: await start(env), env };
    }

    it('sends one DM when killed after chat.postMessage succeeded but before the month was marked sent', async () => {
      const { before, atKill, taker, env } = await killWhile(() => world.fake.holdNext('chat.postMessage'));
      expect(atKill).toBe(before + 1);
      await waitFor(() => /found sent in DUMGR by an earlier attempt/.test(taker.output()), 'the taker finding the DM', 60_000);
      await markedSent(env);
      expect(dms()).toBe(before + 1);
      const [dm] = world.fake.workspace.messages.filter((m) => m.channel === 'DUMGR' && m.text === 'Your team’s kudos last month');
      expect(dm!.metadata?.event_type).toBe('kudos_monthly_summary');
    }, 90_000);

    it('sends one DM when killed before posting it (the month is not lost)', async () => {
      const { before, atKill, taker, env } = await killWhile(() => world.fake.holdNext('conversations.open'));
      expect(atKill).toBe(before);
      await waitFor(() => dms() > before, 'the DM sent by the taker', 60_000);
      await markedSent(env);
      expect(dms()).toBe(before + 1);
      // Logged once the month is marked sent, so waited for too.
      await waitFor(() => /monthly insights summary T:T1:UMGR:\d{4}-\d{2} sent in DUMGR/.test(taker.output()), 'the taker logging the DM', 10_000);
    }, 90_000);
  });
}
