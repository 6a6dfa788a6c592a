// Re-sealing every stored secret after an ENCRYPTION_KEY rotation, on SQLite and on PostgreSQL: each workspace's API
// key and each OAuth installation's tokens end up sealed with the first key (idle ones too), with their other columns as
// they were; a second run finds them current; a row no key opens is named, never printed; and a change written while
// the pass runs (by an instance that already seals with the new key) is neither lost nor sealed back with the old key.
import type { Installation } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { InstallationRecords } from '../../src/store/installations.js';
import { reportLines, resealAll } from '../../src/store/reseal.js';
import { createSecretBox } from '../../src/store/secrets.js';
import { WorkspaceStore } from '../../src/store/workspaces.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const [OLD, NEW, LOST] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2), Buffer.alloc(32, 3)];
const quiet = { error: () => {} };
const install = (teamId: string) =>
  ({
    team: { id: teamId },
    enterprise: undefined,
    isEnterpriseInstall: false,
    bot: { id: 'B1', token: `xoxb-${teamId}`, refreshToken: `xoxe-${teamId}`, userId: 'UB', scopes: [] },
    user: { id: 'U1', token: `xoxp-${teamId}`, scopes: undefined },
  }) as Installation;

for (const backend of storeBackends('reseal')) {
  describe.skipIf(backend.skip)(`re-sealing stored secrets on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('re-seals every workspace key and installation with the first key, keeps the rest, and finds them current the second time', async () => {
      const stores = await open();
      const before = new WorkspaceStore(stores.db, createSecretBox([OLD]), quiet);
      for (const team of ['T1', 'T2', 'T3'])
        await before.update({ teamId: team }, { apiKey: `acme-key-${team}`, stage: 'dev', admins: [':colon-admin'], feedChannel: 'CFEED' });
      await before.update({ teamId: 'TNOKEY' }, { feedChannel: 'C1' });
      await new WorkspaceStore(stores.db, createSecretBox([LOST]), quiet).update({ teamId: 'TLOST' }, { apiKey: 'lost-key', stage: 'dev' });
      const installsBefore = new InstallationRecords(stores.db, createSecretBox([OLD]));
      for (const team of ['T1', 'T2']) await installsBefore.storeInstallation(install(team));
      await new InstallationRecords(stores.db, createSecretBox([NEW])).storeInstallation(install('T4'));

      const report = await resealAll(stores, createSecretBox([NEW, OLD]));
      expect(report.counts.map((c) => [c.secret.table, c.resealed, c.current, c.unreadable])).toEqual([
        ['workspace_settings', 3, 0, 1],
        ['installations', 2, 1, 0],
      ]);
      expect(report.unreadable.map((u) => `${u.secret.table} ${u.key}`)).toEqual(['workspace_settings T:TLOST']);
      const lines = reportLines(report).join('\n');
      expect(lines).toContain('workspace T:TLOST: an admin runs `/kudos setup` there');
      expect(lines).not.toMatch(/acme-key|lost-key|xox[bpe]-/);

      // The old key can go now: the new one alone opens everything, and nothing else changed.
      const after = new WorkspaceStore(stores.db, createSecretBox([NEW]), quiet);
      for (const team of ['T1', 'T2', 'T3']) {
        expect(await after.get({ teamId: team })).toMatchObject({
          apiKey: `acme-key-${team}`,
          keyLast4: `y-${team}`,
          stage: 'dev',
          admins: [':colon-admin'],
          feedChannel: 'CFEED',
        });
      }
      expect(await after.get({ teamId: 'TNOKEY' })).toMatchObject({ feedChannel: 'C1' });
      const installsAfter = new InstallationRecords(stores.db, createSecretBox([NEW]));
      for (const team of ['T1', 'T2', 'T4']) {
        const got = await installsAfter.fetchInstallation({ teamId: team, enterpriseId: undefined, isEnterpriseInstall: false });
        expect([got.bot?.token, got.bot?.refreshToken, got.user.token]).toEqual([`xoxb-${team}`, `xoxe-${team}`, `xoxp-${team}`]);
      }
      expect((await installsAfter.workspaces()).map((w) => w.teamId).sort()).toEqual(['T1', 'T2', 'T4']);

      const again = await resealAll(stores, createSecretBox([NEW, OLD]));
      expect(again.counts.map((c) => [c.resealed, c.current, c.unreadable])).toEqual([
        [0, 3, 1],
        [0, 3, 0],
      ]);
    });

    it('loses no change written while it runs, and leaves no row sealed with the old key', async () => {
      const [runner, writer] = [await open(), await open()];
      // A database of its own kind of rows: the first test's are re-sealed already.
      await runner.db.deleteFrom('workspace_settings').execute();
      await runner.db.deleteFrom('installations').execute();
      const seeded = new WorkspaceStore(writer.db, createSecretBox([OLD]), quiet);
      const teams = Array.from({ length: 450 }, (_, i) => `TR${i}`);
      for (const team of teams) await seeded.update({ teamId: team }, { apiKey: `key-${team}`, stage: 'dev' });
      // An instance already on ENCRYPTION_KEY=<new>,<old> saves settings of every workspace while the pass runs, and a
      // new key for some of them.
      const live = new WorkspaceStore(writer.db, createSecretBox([NEW, OLD]), quiet);
      const changes = teams.map((team, i) =>
        live.update({ teamId: team }, i % 7 ? { feedChannel: `C-${team}` } : { feedChannel: `C-${team}`, apiKey: `new-key-${team}` }),
      );
      const [report] = await Promise.all([resealAll(runner, createSecretBox([NEW, OLD])), ...changes]);
      expect(report.counts[0]!.resealed + report.counts[0]!.current).toBe(teams.length);
      const after = new WorkspaceStore(writer.db, createSecretBox([NEW]), quiet);
      for (const [i, team] of teams.entries()) {
        expect(await after.get({ teamId: team }), team).toMatchObject({
          apiKey: i % 7 ? `key-${team}` : `new-key-${team}`,
          feedChannel: `C-${team}`,
          stage: 'dev',
        });
      }
    });
  });
}
