// Workspace settings on SQLite and PostgreSQL: a workspace with no row has the defaults; updates of different fields
// from two instances at once all land (each writes its own columns); a field named without a value is cleared; a row
// whose lists do not parse reads as defaults with the key unreadable, and saving setup makes it readable again; two
// admins choosing own settings for two workspaces of an org at once both count, and so do people linked at once. On PostgreSQL, the table refuses what
// the settings' schema refuses.
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/store/secrets.js';
import { WorkspaceStore } from '../../src/store/workspaces.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const box = createSecretBox([Buffer.alloc(32, 5)]);
const quiet = { error: () => {} };

for (const backend of storeBackends('workspaces')) {
  describe.skipIf(backend.skip)(`WorkspaceStore on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('gives a workspace with no row the defaults, and keeps the API key sealed', async () => {
      const stores = await open();
      const workspaces = new WorkspaceStore(stores.db, box, quiet);
      expect(await workspaces.get({ teamId: 'TNEW' })).toEqual({ threadReplies: false, admins: [], links: {}, syncGuests: false, teamMap: [] });
      await workspaces.update({ teamId: 'TKEY' }, { apiKey: 'acme-secret-1234', stage: 'prod' });
      expect(await workspaces.get({ teamId: 'TKEY' })).toMatchObject({ apiKey: 'acme-secret-1234', keyLast4: '1234', stage: 'prod', admins: [] });
      const row = await stores.db.selectFrom('workspace_settings').selectAll().where('workspace_key', '=', 'T:TKEY').executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain('acme-secret');
    });

    it('keeps every field when instances update different fields at the same moment', async () => {
      const [one, two] = [await open(), await open()];
      const [a, b] = [one, two].map((s) => new WorkspaceStore(s.db, box, quiet));
      const teamMap = [{ usergroupId: 'S1', handle: 'eng', name: 'Engineering', teamId: 't1' }];
      const changes = [
        { feedChannel: 'C1' },
        { admins: ['UADMIN'] },
        { links: { U1: 'u1@acme.test' } },
        { managerField: 'Xf1' },
        { teamMap },
        { threadReplies: true },
        { syncGuests: true },
        { stage: 'dev' as const },
        { updatedBy: 'UCEO' },
      ];
      const teams = ['TR1', 'TR2', 'TR3', 'TR4', 'TR5'];
      for (const team of teams) await a!.update({ teamId: team }, { apiKey: 'key-0000' });
      await Promise.all(teams.flatMap((team) => changes.map((change, i) => (i % 2 ? a! : b!).update({ teamId: team }, change))));
      const reader = new WorkspaceStore((await open()).db, box, quiet);
      for (const team of teams) {
        expect(await reader.get({ teamId: team }), team).toEqual({
          apiKey: 'key-0000',
          keyLast4: '0000',
          feedChannel: 'C1',
          admins: ['UADMIN'],
          links: { U1: 'u1@acme.test' },
          managerField: 'Xf1',
          teamMap,
          threadReplies: true,
          syncGuests: true,
          stage: 'dev',
          updatedBy: 'UCEO',
          updatedAt: expect.any(String),
        });
      }
    });

    it('clears a field named with no value, and forgets the workspace on remove', async () => {
      const workspaces = new WorkspaceStore((await open()).db, box, quiet);
      const w = { teamId: 'TCLEAR' };
      await workspaces.update(w, { feedChannel: 'C1', managerField: 'Xf1', threadReplies: true, syncGuests: true });
      await workspaces.update(w, { feedChannel: undefined, managerField: undefined });
      expect(await workspaces.get(w)).toMatchObject({ threadReplies: true, syncGuests: true });
      expect(await workspaces.get(w)).not.toHaveProperty('feedChannel');
      await workspaces.remove(w);
      expect(await workspaces.get(w)).toEqual({ threadReplies: false, admins: [], links: {}, syncGuests: false, teamMap: [] });
    });

    it('reads a row whose lists do not parse as defaults with the key unreadable (said once), and setup makes it readable', async () => {
      const stores = await open();
      const errors: string[] = [];
      const workspaces = new WorkspaceStore(stores.db, box, { error: (line: string) => void errors.push(line) });
      await stores.db
        .insertInto('workspace_settings')
        .values({
          workspace_key: 'T:TBAD',
          thread_replies: 1,
          admins_json: '"not a list"',
          links_json: '{"U1": 5}',
          sync_guests: 0,
          team_map_json: 'not json',
          feed_channel: 'C9',
        })
        .execute();
      expect(await workspaces.get({ teamId: 'TBAD' })).toEqual({
        threadReplies: false,
        admins: [],
        links: {},
        syncGuests: false,
        teamMap: [],
        keyUnreadable: true,
      });
      await workspaces.get({ teamId: 'TBAD' });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('T:TBAD');
      // What setup saves; the lists it does not name are written over with empty ones, the columns that parsed are kept.
      await workspaces.update({ teamId: 'TBAD' }, { apiKey: 'key-5678', stage: 'dev', admins: ['UCEO'] });
      expect(await workspaces.get({ teamId: 'TBAD' })).toEqual({
        apiKey: 'key-5678',
        keyLast4: '5678',
        stage: 'dev',
        feedChannel: 'C9',
        threadReplies: true,
        admins: ['UCEO'],
        links: {},
        syncGuests: false,
        teamMap: [],
        updatedAt: expect.any(String),
      });
    });

    it('keeps every link when people are linked at the same moment on two instances', async () => {
      const [a, b] = [await open(), await open()].map((s) => new WorkspaceStore(s.db, box, quiet));
      const people = Array.from({ length: 12 }, (_, i) => `UL${i}`);
      await Promise.all(people.map((user, i) => (i % 2 ? a! : b!).link({ teamId: 'TLINK' }, user, `${user}@ACME.test`)));
      const reader = new WorkspaceStore((await open()).db, box, quiet);
      expect((await reader.get({ teamId: 'TLINK' })).links).toEqual(Object.fromEntries(people.map((u) => [u, `${u.toLowerCase()}@acme.test`])));
    });

    it('counts two admins choosing own settings for two workspaces of one org at once', async () => {
      const [one, two] = [await open(), await open()];
      const [a, b] = [one, two].map((s) => new WorkspaceStore(s.db, box, quiet));
      await a!.update({ teamId: '', enterpriseId: 'E1' }, { feedChannel: 'CORG' });
      await Promise.all(['T1', 'T2', 'T3', 'T4'].map((team, i) => (i % 2 ? a! : b!).chooseOwnSettings({ teamId: team, enterpriseId: 'E1' }, true)));
      await b!.chooseOwnSettings({ teamId: 'T3', enterpriseId: 'E1' }, false);
      const org = await new WorkspaceStore((await open()).db, box, quiet).get({ teamId: '', enterpriseId: 'E1' });
      expect([...(org.ownSettingsTeams ?? [])].sort()).toEqual(['T1', 'T2', 'T4']);
      expect(org.feedChannel).toBe('CORG');
      expect(await a!.resolve({ teamId: 'T2', enterpriseId: 'E1' })).toEqual({ teamId: 'T2', enterpriseId: 'E1', ownSettings: true });
      expect(await a!.resolve({ teamId: 'T3', enterpriseId: 'E1' })).toEqual({ teamId: 'T3', enterpriseId: 'E1' });
    });
  });
}

describe.skipIf(noPostgres)('the workspace_settings table on PostgreSQL', () => {
  const { open } = useStoreFactories(usePostgresDatabase('workspaces-constraints').url);

  it('refuses an unknown stage, a flag other than 0 or 1, and a key without its last four characters', async () => {
    const { db } = await open();
    const row = { workspace_key: 'T:T1', thread_replies: 0, admins_json: '[]', links_json: '{}', sync_guests: 0, team_map_json: '[]' } as const;
    await expect(
      db
        .insertInto('workspace_settings')
        .values({ ...row, stage: 'staging' as never })
        .execute(),
    ).rejects.toThrow(/workspace_settings_stage/);
    await expect(
      db
        .insertInto('workspace_settings')
        .values({ ...row, thread_replies: 2 as never })
        .execute(),
    ).rejects.toThrow(/workspace_settings_flags/);
    await expect(
      db
        .insertInto('workspace_settings')
        .values({ ...row, sealed_key: 'v1.a.b.c' })
        .execute(),
    ).rejects.toThrow(/workspace_settings_key_sealed/);
    await db
      .insertInto('workspace_settings')
      .values({ ...row, sealed_key: 'v1.a.b.c', key_last4: 'abcd', stage: 'prod' })
      .execute();
  });
});
