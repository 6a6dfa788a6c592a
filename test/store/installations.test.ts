// The installation store on SQLite and PostgreSQL: a workspace's own install, an org-wide install answering for every
// workspace of its enterprise, rows sealed at rest and readable during an ENCRYPTION_KEY rotation, the installed
// workspaces listed from the table, a revoked user token dropped; the table's constraints; the OAuth settings' rules, and
// the key a shared store needs.
import type { Installation } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';
import { InstallationRecords } from '../../src/store/installations.js';
import { createSecretBox } from '../../src/store/secrets.js';
import { noPostgres, usePostgresDatabase } from '../support/postgres.js';
import { storeBackends, useStoreFactories } from './open-stores.js';

const [oldKey, newKey] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
const teamInstall = (teamId: string, token: string) =>
  ({
    team: { id: teamId },
    enterprise: undefined,
    isEnterpriseInstall: false,
    bot: { id: 'B1', token, userId: 'UB', scopes: [] },
    user: { id: 'U1', token: undefined, scopes: undefined },
  }) as Installation;
const orgInstall = {
  team: undefined,
  enterprise: { id: 'E1' },
  isEnterpriseInstall: true,
  bot: { id: 'B1', token: 'xoxb-org', userId: 'UB', scopes: [] },
  user: { id: 'U1', token: undefined, scopes: undefined },
} as Installation;

for (const backend of storeBackends('installations')) {
  describe.skipIf(backend.skip)(`InstallationRecords on ${backend.name}`, () => {
    const { open } = useStoreFactories(backend.url);

    it('keys an install by workspace, an org-wide one by enterprise, which answers for its workspaces', async () => {
      const stores = await open();
      const records = new InstallationRecords(stores.db, createSecretBox([newKey]));
      await records.storeInstallation(teamInstall('T1', 'xoxb-t1'));
      await records.storeInstallation(orgInstall);
      expect((await records.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-t1');
      expect((await records.fetchInstallation({ teamId: 'T7', enterpriseId: 'E1', isEnterpriseInstall: false })).bot?.token).toBe('xoxb-org');
      expect((await records.fetchInstallation({ teamId: undefined, enterpriseId: 'E1', isEnterpriseInstall: true })).bot?.token).toBe('xoxb-org');
      await expect(records.fetchInstallation({ teamId: 'T8', enterpriseId: undefined, isEnterpriseInstall: false })).rejects.toThrow(/not installed in T8/);
      const rows = await stores.db.selectFrom('installations').selectAll().orderBy('installation_key').execute();
      expect(rows.map((r) => [r.installation_key, r.team_id, r.enterprise_id])).toEqual([
        ['E:E1', null, 'E1'],
        ['T:T1', 'T1', null],
      ]);
      expect(JSON.stringify(rows)).not.toContain('xoxb-');
      await records.remove({ teamId: 'T7', enterpriseId: 'E1' });
      await expect(records.fetchInstallation({ teamId: 'T7', enterpriseId: 'E1', isEnterpriseInstall: false })).rejects.toThrow(/not installed/);
    });

    it('lists the installed workspaces (the weekly digest visits each), forgetting an uninstalled one', async () => {
      const stores = await open();
      const records = new InstallationRecords(stores.db, createSecretBox([newKey]));
      await records.storeInstallation(teamInstall('T1', 'xoxb-t1'));
      await records.storeInstallation(teamInstall('T2', 'xoxb-t2'));
      await records.storeInstallation(teamInstall('T1', 'xoxb-t1-again'));
      await records.storeInstallation(orgInstall);
      expect(await records.workspaces()).toEqual([{ teamId: '', enterpriseId: 'E1' }, { teamId: 'T1' }, { teamId: 'T2' }]);
      expect((await records.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-t1-again');
      await records.remove({ teamId: 'T2' });
      await records.deleteInstallation({ teamId: undefined, enterpriseId: 'E1', isEnterpriseInstall: true });
      expect(await records.workspaces()).toEqual([{ teamId: 'T1' }]);
      // Another instance's store sees the same list: it is the table, not a copy.
      expect(await new InstallationRecords((await open()).db, createSecretBox([newKey])).workspaces()).toEqual([{ teamId: 'T1' }]);
    });

    it('opens a record sealed with an older ENCRYPTION_KEY listed after the first, and seals what it stores with the first', async () => {
      const stores = await open();
      await new InstallationRecords(stores.db, createSecretBox([oldKey])).storeInstallation(teamInstall('T1', 'xoxb-t1'));
      const rotated = new InstallationRecords(stores.db, createSecretBox([newKey, oldKey]));
      expect((await rotated.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-t1');
      // A refreshed token is stored again (Bolt's token rotation): under the first key.
      await rotated.storeInstallation(teamInstall('T1', 'xoxb-t1-refreshed'));
      const { sealed } = await stores.db.selectFrom('installations').select('sealed').where('installation_key', '=', 'T:T1').executeTakeFirstOrThrow();
      expect(createSecretBox([newKey]).open(sealed).plain).toContain('xoxb-t1-refreshed');
    });

    it("drops the installer's user token on tokens_revoked, keeping the bot token", async () => {
      const stores = await open();
      const records = new InstallationRecords(stores.db, createSecretBox([newKey]));
      await records.storeInstallation({ ...teamInstall('T1', 'xoxb-t1'), user: { id: 'U1', token: 'xoxp-u1', scopes: ['chat:write'] } } as Installation);
      expect(await records.dropUserTokens({ teamId: 'T1' }, ['U2'])).toBe(0);
      expect(await records.dropUserTokens({ teamId: 'T1' }, ['U1'])).toBe(1);
      const after = await records.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false });
      expect([after.bot?.token, after.user.token]).toEqual(['xoxb-t1', undefined]);
      expect(await records.dropUserTokens({ teamId: 'T1' }, ['U1'])).toBe(0);
    });
  });
}

describe.skipIf(noPostgres)('the installations table on PostgreSQL', () => {
  const { open } = useStoreFactories(usePostgresDatabase('installations-constraints').url);

  it('refuses a row whose key names neither a workspace nor an enterprise', async () => {
    const { db } = await open();
    await expect(
      db
        .insertInto('installations')
        .values({ installation_key: 'T1', team_id: 'T1', enterprise_id: null, sealed: 'v1.x', installed_at: '2026-11-01' })
        .execute(),
    ).rejects.toThrow(/installations_names_one/);
    await expect(
      db
        .insertInto('installations')
        .values({ installation_key: 'T:T1', team_id: 'T1', enterprise_id: null, sealed: null as never, installed_at: '2026-11-01' })
        .execute(),
    ).rejects.toThrow(/null/);
  });
});

describe('OAuth settings', () => {
  const base = { SLACK_SIGNING_SECRET: 's', SLACK_CLIENT_ID: 'id', SLACK_CLIENT_SECRET: 'secret', SLACK_STATE_SECRET: 'a-state-secret-16' };
  it('turn on OAuth over HTTP without a bot token', () => {
    expect(parseConfig(base)).toMatchObject({ mode: 'http', oauth: { clientId: 'id', clientSecret: 'secret', stateSecret: 'a-state-secret-16' } });
  });
  it.each([
    [{ ...base, SLACK_CLIENT_SECRET: '' }, 'SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET are needed together'],
    [{ ...base, SLACK_BOT_TOKEN: 'xoxb-1' }, 'exclude each other'],
    [{ ...base, SLACK_APP_TOKEN: 'xapp-1' }, 'OAuth installs run over HTTP'],
    [{ ...base, SLACK_SIGNING_SECRET: '' }, 'SLACK_SIGNING_SECRET is required with SLACK_CLIENT_ID'],
    [{ ...base, SLACK_STATE_SECRET: 'short' }, 'SLACK_STATE_SECRET must be at least 16 characters'],
  ])('refuse %o in one line', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});

describe('STORE_URL on PostgreSQL', () => {
  it('requires ENCRYPTION_KEY, since a key generated per instance could not open what another stored', () => {
    expect(() => parseConfig({ STORE_URL: 'postgres://kudos@db.internal/kudos' })).toThrow('ENCRYPTION_KEY is required with STORE_URL=postgres://');
    expect(parseConfig({ STORE_URL: 'postgres://kudos@db.internal/kudos', ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }).STORE_URL).toBe(
      'postgres://kudos@db.internal/kudos',
    );
  });
});
