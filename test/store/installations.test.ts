// The installation store: a workspace's own install, an org-wide install answering for every workspace of its
// enterprise, records sealed at rest and readable during an ENCRYPTION_KEY rotation; the OAuth settings' rules, and the key a shared store needs.
import type { Installation } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';
import { InstallationRecords } from '../../src/store/installations.js';
import { createStoreFactory } from '../../src/store/keyv.js';
import { createSecretBox } from '../../src/store/secrets.js';

const [oldKey, newKey] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
const teamInstall = (teamId: string, token: string) =>
  ({ team: { id: teamId }, enterprise: undefined, isEnterpriseInstall: false, bot: { id: 'B1', token, userId: 'UB', scopes: [] }, user: { id: 'U1', token: undefined, scopes: undefined } }) as Installation;
const orgInstall = { team: undefined, enterprise: { id: 'E1' }, isEnterpriseInstall: true, bot: { id: 'B1', token: 'xoxb-org', userId: 'UB', scopes: [] }, user: { id: 'U1', token: undefined, scopes: undefined } } as Installation;

describe('InstallationRecords', () => {
  it('keys an install by workspace, an org-wide one by enterprise, which answers for its workspaces', async () => {
    const stores = await createStoreFactory('sqlite://:memory:');
    const records = new InstallationRecords(stores.namespace('installations'), createSecretBox([newKey]));
    await records.storeInstallation(teamInstall('T1', 'xoxb-t1'));
    await records.storeInstallation(orgInstall);
    expect((await records.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-t1');
    expect((await records.fetchInstallation({ teamId: 'T7', enterpriseId: 'E1', isEnterpriseInstall: false })).bot?.token).toBe('xoxb-org');
    expect((await records.fetchInstallation({ teamId: undefined, enterpriseId: 'E1', isEnterpriseInstall: true })).bot?.token).toBe('xoxb-org');
    await expect(records.fetchInstallation({ teamId: 'T8', enterpriseId: undefined, isEnterpriseInstall: false })).rejects.toThrow(/not installed in T8/);
    expect(JSON.stringify(await stores.namespace('installations').get('T:T1'))).not.toContain('xoxb-t1');
    await records.remove({ teamId: 'T7', enterpriseId: 'E1' });
    await expect(records.fetchInstallation({ teamId: 'T7', enterpriseId: 'E1', isEnterpriseInstall: false })).rejects.toThrow(/not installed/);
    await stores.close();
  });

  it('lists the installed workspaces (the weekly digest visits each), forgetting an uninstalled one', async () => {
    const stores = await createStoreFactory('sqlite://:memory:');
    const records = new InstallationRecords(stores.namespace('installations'), createSecretBox([newKey]));
    await records.storeInstallation(teamInstall('T1', 'xoxb-t1'));
    await records.storeInstallation(teamInstall('T2', 'xoxb-t2'));
    await records.storeInstallation(teamInstall('T1', 'xoxb-t1-again'));
    await records.storeInstallation(orgInstall);
    expect(await records.workspaces()).toEqual([{ teamId: 'T2' }, { teamId: 'T1' }, { teamId: '', enterpriseId: 'E1' }]);
    await records.remove({ teamId: 'T2' });
    await records.deleteInstallation({ teamId: undefined, enterpriseId: 'E1', isEnterpriseInstall: true });
    expect(await records.workspaces()).toEqual([{ teamId: 'T1' }]);
    // An installation stored before the list existed joins it when a request finds it.
    await stores.namespace('installations').set('T:T9', { sealed: createSecretBox([newKey]).seal(JSON.stringify(teamInstall('T9', 'xoxb-t9'))), installedAt: '2026-01-01' });
    await new InstallationRecords(stores.namespace('installations'), createSecretBox([newKey])).fetchInstallation({ teamId: 'T9', enterpriseId: undefined, isEnterpriseInstall: false });
    expect(await records.workspaces()).toEqual([{ teamId: 'T1' }, { teamId: 'T9' }]);
    await stores.close();
  });

  it('opens a record sealed with an older ENCRYPTION_KEY listed after the first, and seals what it stores with the first', async () => {
    const stores = await createStoreFactory('sqlite://:memory:');
    const kv = stores.namespace<{ sealed: string }>('installations');
    await new InstallationRecords(kv as never, createSecretBox([oldKey])).storeInstallation(teamInstall('T1', 'xoxb-t1'));
    const rotated = new InstallationRecords(kv as never, createSecretBox([newKey, oldKey]));
    expect((await rotated.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-t1');
    // A refreshed token is stored again (Bolt's token rotation): under the first key.
    await rotated.storeInstallation(teamInstall('T1', 'xoxb-t1-refreshed'));
    expect(createSecretBox([newKey]).open((await kv.get('T:T1'))!.sealed).plain).toContain('xoxb-t1-refreshed');
    await stores.close();
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

describe('STORE_URL on Redis', () => {
  it('requires ENCRYPTION_KEY, since a key generated per instance could not open what another stored', () => {
    expect(() => parseConfig({ STORE_URL: 'redis://127.0.0.1:6379' })).toThrow('ENCRYPTION_KEY is required with STORE_URL=redis://');
    expect(parseConfig({ STORE_URL: 'redis://127.0.0.1:6379', ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64') }).STORE_URL).toBe('redis://127.0.0.1:6379');
  });
});
