// The weekly digest when the instance posting it dies (SIGKILL): killed after leasing the week but before posting, or
// with its post made but Slack's answer never heard, the week is taken over once the lease lapses (a restart on
// SQLite, the other instance on Redis) and the digest is in the channel exactly once — never twice, never missing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DigestSettingsStore } from '../../src/store/digest-settings.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { waitFor } from '../support/app-harness.js';
import { type Instance, killInstance } from '../support/app-process.js';
import { REDIS_URL, noRedis, uniquePrefix } from '../store/redis.js';
import { instanceEnv, useInstanceWorld } from '../support/instance-env.js';

/** Short leases, so the week is taken over within seconds here (production: 15 s, at most 30 s). */
const TAKEOVER_MS = '2000';

const backends = [
  { name: 'SQLite (restarted on the same file)', store: () => `sqlite://${join(mkdtempSync(join(tmpdir(), 'kudos-digest-')), 'app.sqlite')}`, skip: false, standby: false },
  { name: `Redis (${REDIS_URL}, another instance takes over)`, store: () => REDIS_URL, skip: noRedis, standby: true },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the weekly digest after a SIGKILL while posting it, on ${backend.name}`, () => {
    const world = useInstanceWorld();

    /** A fresh store whose digest is due now (this hour, today, UTC) in C1; the env of the instances using it. */
    async function dueNow(): Promise<Record<string, string>> {
      const prefix = uniquePrefix('digest-failover');
      const storeUrl = backend.store();
      const store = await createStoreFactory(storeUrl, { redisPrefix: prefix });
      const now = new Date();
      await new DigestSettingsStore(store.namespace('digest-settings')).set({ teamId: 'T1' }, { enabled: true, weekday: ((now.getUTCDay() + 6) % 7) + 1, hour: now.getUTCHours(), channel: 'C1' });
      await store.close();
      return instanceEnv(world, 'digest-failover', { url: storeUrl, prefix }, { TAKEOVER_MS });
    }

    const start = world.start;
    const digests = () => world.fake.workspace.messages.filter((m) => m.channel === 'C1' && m.text.includes('Kudos this week')).length;

    /** Starts an instance with `arm` set, so its digest run at start stops there; kills it; lets a live one take over. */
    async function killWhile(arm: () => Promise<void>): Promise<{ before: number; taker: Instance }> {
      const env = await dueNow();
      const before = digests();
      const reached = arm();
      const dying = await start(env);
      await reached;
      // On Redis the other instance runs all along: its own run at start finds the week leased by the dying one.
      const standby = backend.standby ? await start(env) : undefined;
      await killInstance(dying);
      // On SQLite the restart comes after the lease lapsed (a crash loop restarts at once; the lease waits for it).
      if (!standby) await new Promise((r) => setTimeout(r, Number(TAKEOVER_MS) + 500));
      return { before, taker: standby ?? (await start(env)) };
    }

    it('posts the week once when killed after leasing it, before posting (the week is not lost)', async () => {
      const { before, taker } = await killWhile(() => world.fake.holdNext('users.list'));
      expect(digests()).toBe(before);
      // The standby's next tick (every minute) or the restart's run at start takes the lapsed week over.
      await waitFor(() => digests() > before, 'the digest posted by the taker', 90_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(digests()).toBe(before + 1);
      expect(taker.output()).toMatch(/weekly digest of T:T1:\d{4}-\d{2}-\d{2} posted in C1/);
    }, 120_000);

    it('posts the week once when killed after Slack posted it but before the app heard (the post is found, not repeated)', async () => {
      const { before, taker } = await killWhile(() => world.fake.holdNext('chat.postMessage'));
      expect(digests()).toBe(before + 1);
      await waitFor(() => /found posted in C1 by an earlier attempt/.test(taker.output()), 'the taker finding the post', 90_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(digests()).toBe(before + 1);
    }, 120_000);
  });
}
