// The weekly digest when the instance posting it dies (SIGKILL): killed after leasing the week but before posting, or
// with its post made but Slack's answer never heard, the week is taken over once the lease lapses (a restart on
// SQLite, the other instance on PostgreSQL) and the digest is in the channel exactly once — never twice, never missing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DigestSettingsStore } from '../../src/store/digest-settings.js';
import { createStoreFactory } from '../../src/store/factory.js';
import { waitFor } from '../support/basics.js';
import { type Instance, killInstance } from '../support/app-process.js';
import { noPostgres, useFreshDatabases } from '../support/postgres.js';
import { instanceEnv, useInstanceWorld } from '../support/instance-env.js';

/** Short leases, so the week is taken over within seconds here (production: 15 s, at most 30 s); and a tick every second
 *  (production: every minute), so the lapsed week is found at once by an instance running past its run at start. */
const TAKEOVER_MS = '2000';
const JOB_TICK_MS = '1000';

const freshStore = useFreshDatabases();
const backends = [
  {
    name: 'SQLite (restarted on the same file)',
    store: async () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-digest-')), 'app.sqlite')}`,
    skip: false,
    standby: false,
  },
  { name: 'PostgreSQL, another instance takes over', store: () => freshStore('digest'), skip: noPostgres, standby: true },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the weekly digest after a SIGKILL while posting it, on ${backend.name}`, () => {
    const world = useInstanceWorld();

    /** A fresh store whose digest is due now (this hour, today, UTC) in C1; the env of the instances using it. */
    async function dueNow(): Promise<Record<string, string>> {
      const storeUrl = await backend.store();
      const store = await createStoreFactory(storeUrl);
      const now = new Date();
      await new DigestSettingsStore(store.db).set(
        { teamId: 'T1' },
        { enabled: true, weekday: ((now.getUTCDay() + 6) % 7) + 1, hour: now.getUTCHours(), channel: 'C1' },
      );
      await store.close();
      return instanceEnv(world, 'digest-failover', { url: storeUrl }, { TAKEOVER_MS, JOB_TICK_MS });
    }

    /** Waits until the store marks the week posted: from then on no run posts it again, so the channel's count is final. */
    async function markedPosted(env: Record<string, string>): Promise<void> {
      const store = await createStoreFactory(env.STORE_URL!);
      try {
        const posts = store.atomic('digest-posts');
        const posted = async () =>
          (await Promise.all((await posts.keys()).map((k) => posts.value(k)))).some((v) => typeof v === 'object' && v !== null && 'posted' in v);
        await waitFor(posted, 'the week marked posted', 10_000);
      } finally {
        await store.close();
      }
    }

    const start = world.start;
    const digests = () => world.fake.workspace.messages.filter((m) => m.channel === 'C1' && m.text.includes('Kudos this week')).length;

    /** Starts an instance with `arm` set, so its digest run at start stops there; kills it; lets a live one take over. */
    async function killWhile(arm: () => Promise<void>): Promise<{ before: number; atKill: number; taker: Instance; env: Record<string, string> }> {
      const env = await dueNow();
      const before = digests();
      const reached = arm();
      const dying = await start(env);
      await reached;
      // On PostgreSQL the other instance runs all along: its own run at start finds the week leased by the dying one.
      const standby = backend.standby ? await start(env) : undefined;
      await killInstance(dying);
      // What the dying instance posted: counted before a restart could post.
      const atKill = digests();
      // On SQLite the restart comes at once, as a crash loop's would: the week's lease is waited out by its ticks.
      return { before, atKill, taker: standby ?? (await start(env)), env };
    }

    it('posts the week once when killed after leasing it, before posting (the week is not lost)', async () => {
      const { before, atKill, taker, env } = await killWhile(() => world.fake.holdNext('users.list'));
      expect(atKill).toBe(before);
      // The taker's first tick after the lease lapsed takes the week over.
      await waitFor(() => digests() > before, 'the digest posted by the taker', 60_000);
      await markedPosted(env);
      expect(digests()).toBe(before + 1);
      // Logged once the week is marked posted, so waited for too.
      await waitFor(() => /weekly digest of T:T1:\d{4}-\d{2}-\d{2} posted in C1/.test(taker.output()), 'the taker logging the post', 10_000);
    }, 120_000);

    it('posts the week once when killed after Slack posted it but before the app heard (the post is found, not repeated)', async () => {
      const { before, atKill, taker, env } = await killWhile(() => world.fake.holdNext('chat.postMessage'));
      expect(atKill).toBe(before + 1);
      await waitFor(() => /found posted in C1 by an earlier attempt/.test(taker.output()), 'the taker finding the post', 60_000);
      await markedPosted(env);
      expect(digests()).toBe(before + 1);
    }, 120_000);
  });
}
