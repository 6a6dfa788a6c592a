// Rotating bot tokens on SQLite and PostgreSQL (two store factories on one database, as two processes would open it):
// many reads of an installation whose token nears expiry refresh it once, workspace and org-wide installs alike; a fresh
// token is left.
import type { Installation } from '@slack/bolt';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { InstallationRecords } from '../../src/store/installations.js';
import { createSecretBox } from '../../src/store/secrets.js';
import { REFRESH_AHEAD_S, type Refresh, TokenRotation } from '../../src/store/token-rotation.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const box = createSecretBox([Buffer.alloc(32, 3)]);
const nowS = () => Math.floor(Date.now() / 1000);
const install = (expiresIn: number, org = false) =>
  ({
    team: org ? undefined : { id: 'T1' },
    enterprise: org ? { id: 'E1' } : undefined,
    isEnterpriseInstall: org,
    bot: { id: 'B1', token: 'xoxb-1', refreshToken: 'r-1', expiresAt: nowS() + expiresIn, userId: 'UB', scopes: [] },
    user: { id: 'U1', token: undefined, scopes: undefined },
  }) as Installation;

/** Slack's side of a refresh, slow enough that every other read arrives while it runs; each call is counted. */
function slowSlack() {
  const calls: string[] = [];
  const refresh: Refresh = async (refreshToken) => {
    calls.push(refreshToken);
    await sleep(200);
    const n = Number(refreshToken.split('-')[1]) + 1;
    return { token: `xoxb-${n}`, refreshToken: `r-${n}`, expiresAt: nowS() + 43_200 };
  };
  return { calls, refresh };
}

for (const backend of storeBackends('rotation')) {
  describe.skipIf(backend.skip)(`rotating tokens on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);
    /** Two instances' installation stores on one database (each test stores its installation again, over the last one's). */
    const twoInstances = async (refresh: Refresh) => {
      const stores = [await open(), await open()];
      return stores.map((s) => new InstallationRecords(s.db, box, new TokenRotation(s.atomic('token-refresh'), refresh)));
    };

    it.each([
      ['a workspace install', false, { teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false }],
      ['an org-wide install', true, { teamId: 'T9', enterpriseId: 'E1', isEnterpriseInstall: false }],
    ])('refreshes %s once for 20 simultaneous reads on two instances', async (_name, org, query) => {
      const slack = slowSlack();
      const records = await twoInstances(slack.refresh);
      await records[0]!.storeInstallation(install(60, org)); // a minute left
      const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => records[i % 2]!.fetchInstallation(query).then((x) => x.bot?.token)));
      expect(slack.calls).toEqual(['r-1']);
      expect(new Set(tokens)).toEqual(new Set(['xoxb-2']));
      const stored = await records[1]!.fetchInstallation(query);
      expect(stored.bot?.expiresAt).toBeGreaterThan(nowS() + REFRESH_AHEAD_S);
    });

    it('leaves a token with more than the margin left, and refreshes one Slack called expired once', async () => {
      const slack = slowSlack();
      const records = await twoInstances(slack.refresh);
      await records[0]!.storeInstallation(install(REFRESH_AHEAD_S + 600));
      const query = { teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false };
      expect((await records[0]!.fetchInstallation(query)).bot?.token).toBe('xoxb-1');
      await records[1]!.fetchInstallation(query);
      expect(slack.calls).toEqual([]);
      const renewed = await Promise.all([records[0]!.renewExpired('xoxb-1'), records[1]!.renewExpired('xoxb-1'), records[0]!.renewExpired('xoxb-unknown')]);
      expect(renewed).toEqual(['xoxb-2', 'xoxb-2', undefined]);
      expect(slack.calls).toEqual(['r-1']);
    });
  });
}
