// Uninstalling: app_uninstalled and tokens_revoked, in either order and delivered twice, delete the workspace's
// installation, settings and every row the app keeps for it in any table (its rewards and their ledger included;
// another workspace's stay), and log counts only; tokens_revoked for some user tokens deletes only those.
import type { Installation } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIGEST_SETTINGS } from '../../src/store/digest-settings.js';
import { useHarness, waitFor } from '../support/app-harness.js';
import { rowsOf, writeTestKudos } from '../support/read-model.js';
import { rowsNaming } from '../support/rows-naming.js';

const h = useHarness();
const deps = () => h.current.runtime.deps;
const stores = () => h.current.runtime.stores;

/** Every row of any table that names the workspace T1 (but the event deliveries handled, kept so a second delivery is
 *  known: erase.ts). */
const keysOfT1 = () => rowsNaming(stores().db, 'T1');

const installation = (teamId: string, userToken?: string): Installation =>
  ({
    team: { id: teamId },
    enterprise: undefined,
    isEnterpriseInstall: false,
    bot: { token: `xoxb-${teamId}`, userId: 'UBOT', id: 'B1', scopes: ['commands'] },
    user: { id: 'UADMIN', ...(userToken ? { token: userToken, scopes: ['identity.basic'] } : {}) },
  }) as Installation;

async function seedT1(): Promise<void> {
  await deps().installations.storeInstallation(installation('T1'));
  await deps().workspaces.update({ teamId: 'T1' }, { apiKey: 'acme-dev-key', stage: 'dev', feedChannel: 'CFEED' });
  await deps().digestSettings.set({ teamId: 'T1' }, { ...DEFAULT_DIGEST_SETTINGS, channel: 'CDIGEST' });
  // A manager's monthly summary: opted in, one month sent, one DM under way.
  await deps().insightsSummaries.set({ teamId: 'T1' }, 'UMGR', true);
  await stores().atomic('insights-summary-posts').claim('T:T1:UMGR:2026-09', 'sent', 60_000);
  await stores().namespace('insights-summary-attempts').set('T:T1:UMGR:2026-10', { channel: 'DUMGR', since: Date.now() });
  // A reward, a balance and a redemption: the catalogue and the ledger's rows.
  const { catalogue, ledger } = deps().rewards;
  await catalogue.save(
    { teamId: 'T1' },
    { id: 'mug', name: 'Mug', description: '', cost: 5, stocked: false, needsApproval: true, ask: 'nothing', question: '', options: [], retired: false },
  );
  await ledger.adjust({ teamId: 'T1' }, 'UANA', 20, 'UCEO', 'uninstall test');
  await ledger.redeem(
    { teamId: 'T1' },
    { request: `mug-${Date.now()}`, user: 'UANA', reward: { id: 'mug', name: 'Mug', cost: 5 }, stocked: false, needsApproval: true },
  );
  const replies = h.current.fake.callsTo('response_url').length;
  await h.current.command('<@UBEN|ben> 2 for the uninstall test', 'UANA');
  await waitFor(() => h.current.fake.callsTo('response_url').length > replies, 'the kudos reply');
  // Its posts come after the reply, once the readers' languages are looked up (and cached): the workspace is settled
  // only when its DM has gone.
  await waitFor(() => h.current.fake.callsTo('chat.postMessage').some((c) => c.args.channel === 'UBEN'), 'the kudos DM');
  await waitFor(async () => (await stores().atomic('allowances').keys()).some((k) => k.startsWith('T:T1:UANA:')), 'the allowance counter');
  // The read model's copy of a kudos in T1's company and in T2's.
  for (const scope of ['T:T1:dev:-key', 'T:T2:dev:-key'])
    await writeTestKudos(stores().db, scope, [
      { key: `k-${Date.now()}`, at: Date.now(), giver: 'ana@acme.test', receivers: ['ben@acme.test'], amount: 2, reason: 'for the uninstall', shared: true },
    ]);
}

const recognitionsIn = async (scope: string) => (await rowsOf(stores().db, scope)).length;

function logged(what: string, from: number): string[] {
  return h.current.lines.slice(from).filter((l) => l.includes(what));
}

describe('uninstall', () => {
  it('app_uninstalled then tokens_revoked (each delivered twice) delete everything of T1 and nothing of T2', async () => {
    await seedT1();
    await deps().installations.storeInstallation(installation('T2'));
    await stores().atomic('allowances').spend('T:T2:UANA:2026-11-01T00:00:00.000Z', 3, 10);
    expect((await keysOfT1()).length).toBeGreaterThan(2);
    expect((await keysOfT1()).filter((k) => /insights[-_]summar/.test(k))).toHaveLength(3);
    const from = h.current.lines.length;
    for (const [event, id] of [
      [{ type: 'app_uninstalled' }, 'EvU1'],
      [{ type: 'app_uninstalled' }, 'EvU1'],
      [{ type: 'tokens_revoked', tokens: { bot: ['UBOT'], oauth: ['UADMIN'] } }, 'EvR1'],
      [{ type: 'tokens_revoked', tokens: { bot: ['UBOT'] } }, 'EvR1'],
    ] as const)
      expect((await h.current.event(event, id)).status).toBe(200);
    await waitFor(() => logged('bot token revoked in T1', from).length > 0 && logged('app uninstalled from T1', from).length > 0, 'both deletions logged');
    const first = logged('app uninstalled from T1', from)[0]!;
    expect(first).toMatch(/records deleted: .*counters\/allowances \d+/);
    expect(first).toMatch(/claims\/dedupe \d+/);
    expect(first).toMatch(/rewards 1, .*reward_ledger \d+/);
    expect(first).toMatch(/cache \d+/); // the Slack users looked up for the kudos
    expect(first).toMatch(/recognitions \d+/); // the read model of the company's kudos
    expect(first).not.toMatch(/UANA|UBEN|ana@|ben@|CFEED/); // counts, never whose
    expect(logged('bot token revoked in T1', from)[0]).toContain('nothing else was stored');
    expect(await keysOfT1()).toEqual([]);
    await expect(deps().installations.fetchInstallation({ teamId: 'T1', isEnterpriseInstall: false, enterpriseId: undefined })).rejects.toThrow(
      /not installed/,
    );
    expect((await deps().workspaces.get({ teamId: 'T1' })).feedChannel).toBeUndefined();
    expect((await deps().digestSettings.get({ teamId: 'T1' })).channel).toBeUndefined();
    // T2's installation and records stay.
    expect((await deps().installations.fetchInstallation({ teamId: 'T2', isEnterpriseInstall: false, enterpriseId: undefined })).bot?.token).toBe('xoxb-T2');
    expect(await stores().atomic('allowances').total('T:T2:UANA:2026-11-01T00:00:00.000Z')).toBe(3);
    expect((await deps().installations.workspaces()).map((w) => w.teamId)).toEqual(['T2']);
    expect(await recognitionsIn('T:T1:dev:-key')).toBe(0);
    expect(await recognitionsIn('T:T2:dev:-key')).toBeGreaterThan(0);
  });

  it('tokens_revoked first, then app_uninstalled: the same end', async () => {
    await seedT1();
    const from = h.current.lines.length;
    await h.current.event({ type: 'tokens_revoked', tokens: { bot: ['UBOT'] } }, 'EvR2');
    await waitFor(() => logged('bot token revoked in T1', from).length > 0, 'revocation logged');
    expect(logged('bot token revoked in T1', from)[0]).toMatch(/counters\/allowances \d+/);
    await h.current.event({ type: 'app_uninstalled' }, 'EvU2');
    await waitFor(() => logged('app uninstalled from T1', from).length > 0, 'uninstall logged');
    expect(logged('app uninstalled from T1', from)[0]).toContain('nothing else was stored');
    expect(await keysOfT1()).toEqual([]);
  });

  it('tokens_revoked for user tokens only deletes only the named users’ tokens and keeps the bot’s installation', async () => {
    await deps().installations.storeInstallation(installation('T1', 'xoxp-admin'));
    const from = h.current.lines.length;
    await h.current.event({ type: 'tokens_revoked', tokens: { oauth: ['USOMEONE'] } }, 'EvR3');
    await waitFor(() => logged('user tokens revoked in T1', from).length > 0, 'first revocation');
    const fetch = () => deps().installations.fetchInstallation({ teamId: 'T1', isEnterpriseInstall: false, enterpriseId: undefined });
    expect((await fetch()).user.token).toBe('xoxp-admin');
    await h.current.event({ type: 'tokens_revoked', tokens: { oauth: ['UADMIN'] } }, 'EvR4');
    await waitFor(() => logged('user tokens revoked in T1', from).length > 1, 'second revocation');
    expect(logged('user tokens revoked in T1', from)[1]).toContain('1 stored user token(s) deleted');
    const after = await fetch();
    expect(after.user.token).toBeUndefined();
    expect(after.bot?.token).toBe('xoxb-T1');
  });
});
