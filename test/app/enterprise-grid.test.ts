// Enterprise Grid, all the way through, on an org-wide install: the org's two workspaces (HQ and Labs, Labs without an
// install of its own) send commands, modals, reactions, App Home opens as Slack does for org-wide apps (interactions
// with `team: null`, events with `team_id` missing), and every feature answers in the right workspace. A person with
// an account in each workspace (one e-mail) has one allowance; settings are the org's until an admin gives a
// workspace its own in setup; directory sync reads every workspace of the org and imports each person once.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestJobHandler } from '../../src/features/digest/job.js';
import { USERS, textOf, useHarness, waitFor } from '../support/app-harness.js';
import { GRID, HQ, LABS, gridCommand, gridEvent, onGrid, sendEvent, sendForm, sendInteraction } from '../support/grid-requests.js';
import { globalShortcut, viewSubmission } from '../support/slack-requests.js';

// Cara has an account in each workspace (UCARA in HQ, WGRID in Labs); everyone else is in both.
const users = USERS.map((u) => (u.id === 'UCARA' ? { ...u, teams: [HQ] } : u.id === 'WGRID' ? { ...u, teams: [LABS] } : u));
const h = useHarness({ users });
const ORG = { teamId: HQ, enterpriseId: GRID.id };

beforeAll(() => {
  h.current.fake.workspace.grid = {
    ...GRID,
    teams: [
      { id: HQ, name: 'Acme HQ', domain: 'acme' },
      { id: LABS, name: 'Acme Labs', domain: 'acme-labs' },
    ],
  };
});

const replies = () => h.current.fake.callsTo('response_url');
async function command(text: string, user: string, team: string) {
  const before = replies().length;
  const r = await sendForm(h.current.url, gridCommand({ text, user_id: user, team_id: team, response_url: h.current.fake.responseUrl() }));
  expect(r.status).toBe(200);
  return textOf((await waitFor(() => replies()[before], `the answer to /kudos ${text}`)).args);
}
const given = (fragment: string) => h.current.recognitions().filter((r) => r.reason.includes(fragment));

describe('an org-wide install on Enterprise Grid', () => {
  it('is allowed by the manifest (org-wide deployment on)', () => {
    const manifest = JSON.parse(readFileSync('manifest.json', 'utf8')) as { settings: { org_deploy_enabled?: boolean } };
    expect(manifest.settings.org_deploy_enabled).toBe(true);
  });

  it('gives by command from a workspace the org added later, on the org’s settings', async () => {
    expect(await command('<@UBEN|ben> 3 for the labs launch', 'UANA', LABS)).toContain('You sent *3 coins* to <@UBEN>');
    expect(given('the labs launch')).toMatchObject([{ sender_email: 'ana@acme.test', amount: 3 }]);
  });

  it('gives to a user group, reading its members with the workspace named, as an org token must', async () => {
    const reads = h.current.fake.callsTo('usergroups.users.list').length;
    expect(await command('<!subteam^S1|@eng> 1 for the grid group', 'UMGR', HQ)).toContain('You sent');
    expect(
      h.current.fake
        .callsTo('usergroups.users.list')
        .slice(reads)
        .map((c) => c.args.team_id),
    ).toEqual([HQ]);
    expect(given('the grid group').map((r) => r.amount)).toEqual([1]);
  });

  it('gives by modal: the shortcut and the submission carry `team: null` and the workspace only on the user', async () => {
    const opened = h.current.fake.callsTo('views.open').length;
    expect((await sendInteraction(h.current.url, onGrid(globalShortcut('UANA', 'give_kudos'), LABS))).status).toBe(200);
    await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'the give modal');
    const view = [...h.current.fake.views.values()].at(-1) as { id: string; callback_id: string; private_metadata: string };
    const values = {
      recipients: { users: { type: 'multi_users_select', selected_users: ['UMGR'] } },
      amount: { value: { type: 'number_input', value: '4' } },
      reason: { text: { type: 'plain_text_input', value: 'the grid modal' } },
      share: { choice: { type: 'checkboxes', selected_options: [] } },
    };
    const submitted = await sendInteraction(h.current.url, onGrid(viewSubmission('UANA', { ...view, values }), LABS));
    expect(submitted.json?.response_action).toBe('update');
    await waitFor(() => given('the grid modal').length === 1, 'the modal’s kudos');
    expect(given('the grid modal')[0]).toMatchObject({ sender_email: 'ana@acme.test', amount: 4 });
  });

  it('gives by reaction from an event whose envelope has no team_id', async () => {
    const ts = h.current.fake.workspace.post({ channel: 'C1', user: 'UBEN', text: 'Fixed the grid build' }).ts;
    const event = {
      type: 'reaction_added',
      user: 'UANA',
      reaction: 'coin',
      item: { type: 'message', channel: 'C1', ts },
      item_user: 'UBEN',
      event_ts: `${Date.now() / 1000}`,
    };
    expect((await sendEvent(h.current.url, gridEvent(event, undefined))).status).toBe(200);
    await waitFor(() => given('Fixed the grid build').length === 1, 'the reaction’s kudos');
    expect(given('Fixed the grid build')[0]).toMatchObject({ sender_email: 'ana@acme.test', amount: 5 });
  });

  it('publishes App Home for an app_home_opened without team_id, and answers profile and leaderboard in either workspace', async () => {
    const before = h.current.fake.callsTo('views.publish').length;
    expect((await sendEvent(h.current.url, gridEvent({ type: 'app_home_opened', user: 'UBEN', tab: 'home', channel: 'D1' }, undefined))).status).toBe(200);
    const home = await waitFor(() => h.current.fake.callsTo('views.publish')[before], 'views.publish');
    expect(home.args.user_id).toBe('UBEN');
    expect(textOf(home.args.view)).toContain('the labs launch');
    expect(await command('me', 'UBEN', HQ)).toContain('Engagement profile');
    expect(await command('top', 'UANA', LABS)).toContain('Ben');
  });

  it('gives a person with an account in each workspace one allowance: one member e-mail, one person', async () => {
    expect(await command('<@UBEN|ben> 50 for grid part one', 'UCARA', HQ)).toContain('You sent');
    expect(await command('<@UANA|ana> 40 for grid part two', 'UCARA', HQ)).toContain('You sent');
    const refused = await command('<@UMGR|max> 20 for grid part three', 'WGRID', LABS);
    expect(refused).toContain('more than you have left');
    expect(refused).toContain('10 of');
    expect(await command('<@UMGR|max> 10 for grid part four', 'WGRID', LABS)).toContain('You sent');
    expect(given('grid part').map((r) => r.amount)).toEqual([50, 40, 10]);
  });

  it('lets an admin give one workspace settings of its own (its own API key and stage) and take it back to the org’s', async () => {
    const labs = { teamId: LABS, enterpriseId: GRID.id };
    const view = await openSetup(LABS);
    const scope = view.blocks.find((b) => b.block_id === 'settings_scope');
    expect(textOf(scope)).toContain('The whole org: every workspace shares them');
    expect(textOf(scope?.element?.initial_option)).toContain('"org"');
    const own = await submitSetup(view.id, LABS, 'acme-prod-key', 'prod', 'workspace');
    expect(own.json?.response_action).toBe('update');
    expect(await h.current.runtime.deps.workspaces.resolve(labs)).toEqual({ ...labs, ownSettings: true });
    expect((await h.current.runtime.deps.workspaces.get({ ...labs, ownSettings: true })).stage).toBe('prod');
    expect((await h.current.runtime.deps.workspaces.get(ORG)).stage).toBeUndefined();
    // Labs gives on its own key (the prod stage), HQ still on the org's (dev).
    expect(await command('<@UBEN|ben> 2 for labs on its own key', 'UANA', LABS)).toContain('You sent');
    expect(await command('<@UBEN|ben> 2 for hq on the org key', 'UANA', HQ)).toContain('You sent');
    expect(stageOf('labs on its own key')).toBe('prod');
    expect(stageOf('hq on the org key')).toBe('dev');
    const reopened = await openSetup(LABS);
    expect(textOf(reopened.blocks.find((b) => b.block_id === 'settings_scope')?.element?.initial_option)).toContain('"workspace"');
    expect((await submitSetup(reopened.id, LABS, null, 'dev', 'org')).json?.response_action).toBe('update');
    expect(await h.current.runtime.deps.workspaces.resolve(labs)).toEqual(labs);
    expect(await command('<@UBEN|ben> 2 for labs back on the org', 'UANA', LABS)).toContain('You sent');
    expect(stageOf('labs back on the org')).toBe('dev');
  });

  it('syncs the directory of every workspace of the org, each person once, naming the workspace in each users.list', async () => {
    const updates = h.current.fake.callsTo('chat.update').length;
    const lists = h.current.fake.callsTo('users.list').length;
    expect(await command('sync', 'UCEO', HQ)).toContain('Directory sync started');
    const done = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.update')
          .slice(updates)
          .find((c) => String(c.args.text).includes('Directory sync finished')),
      'the sync summary',
      20_000,
    );
    expect(String(done.args.text)).toContain('1 second account');
    const teams = h.current.fake
      .callsTo('users.list')
      .slice(lists)
      .map((c) => c.args.team_id);
    expect(teams).toContain(HQ);
    expect(teams).toContain(LABS);
    expect(teams.every(Boolean)).toBe(true);
    expect(h.current.fake.callsTo('auth.teams.list').length).toBeGreaterThan(0);
  });

  it('takes in a workspace the Org Admin adds later: its people give at once, and the next sync imports them', async () => {
    const grid = h.current.fake.workspace.grid!;
    grid.teams.push({ id: 'T3', name: 'Acme Annex', domain: 'acme-annex' });
    h.current.fake.workspace.users.push({ id: 'WNEW', name: 'Nia New', email: 'nia.new@acme.test', teams: ['T3'] });
    expect(await command('<@UBEN|ben> 1 for the annex opening', 'UMGR', 'T3')).toContain('You sent');
    const updates = h.current.fake.callsTo('chat.update').length;
    expect(await command('sync', 'UCEO', HQ)).toContain('Directory sync started');
    const done = await waitFor(
      () =>
        h.current.fake
          .callsTo('chat.update')
          .slice(updates)
          .find((c) => String(c.args.text).includes('Directory sync finished')),
      'the sync summary',
      20_000,
    );
    expect(String(done.args.text)).toContain('1 imported');
    expect(h.current.service!.db.prepare("SELECT count(*) AS n FROM members WHERE email = 'nia.new@acme.test'").get()).toEqual({ n: 1 });
  });

  it('leaves a workspace with settings of its own out of the org’s sync, and syncs it on its own', async () => {
    const labs = { teamId: LABS, enterpriseId: GRID.id };
    await h.current.runtime.deps.workspaces.chooseOwnSettings(labs, true);
    for (const [team, read] of [
      [HQ, [HQ, 'T3']],
      [LABS, [LABS]],
    ] as const) {
      const updates = h.current.fake.callsTo('chat.update').length;
      const lists = h.current.fake.callsTo('users.list').length;
      expect(await command('sync', 'UCEO', team)).toContain('Directory sync started');
      const done = await waitFor(
        () =>
          h.current.fake
            .callsTo('chat.update')
            .slice(updates)
            .find((c) => String(c.args.text).includes('Directory sync finished')),
        'the sync summary',
        20_000,
      );
      expect(String(done.args.text)).not.toContain('second account');
      expect(
        h.current.fake
          .callsTo('users.list')
          .slice(lists)
          .map((c) => c.args.team_id),
      ).toEqual(read);
    }
    await h.current.runtime.deps.workspaces.chooseOwnSettings(labs, false);
  });

  it('posts the org’s weekly digest and, next to it, the one of a workspace with settings of its own', async () => {
    const { deps } = h.current.runtime;
    const labs = { teamId: LABS, enterpriseId: GRID.id, ownSettings: true };
    await deps.workspaces.chooseOwnSettings(labs, true);
    const monday = new Date('2026-11-30T09:30:00Z');
    for (const [w, channel] of [
      [ORG, 'CORGDIGEST'],
      [labs, 'CLABSDIGEST'],
    ] as const)
      await deps.digestSettings.set(w, { enabled: true, weekday: 1, hour: 9, channel });
    const posts = h.current.fake.callsTo('chat.postMessage').length;
    // The job visits what the installation index lists: the org-wide install, under its enterprise.
    await digestJobHandler(
      { ...deps, now: () => monday },
      async () => h.current.runtime.slack!.app.client,
      async () => [{ teamId: '', enterpriseId: GRID.id }],
    )({});
    const channels = h.current.fake
      .callsTo('chat.postMessage')
      .slice(posts)
      .map((c) => c.args.channel);
    expect(channels.sort()).toEqual(['CLABSDIGEST', 'CORGDIGEST']);
    await deps.workspaces.chooseOwnSettings(labs, false);
  });

  it('serves an event that names its workspace only in context_team_id on that workspace’s own settings', async () => {
    const { deps } = h.current.runtime;
    const labs = { teamId: LABS, enterpriseId: GRID.id };
    await deps.workspaces.update({ ...labs, ownSettings: true }, { apiKey: 'acme-prod-key', stage: 'prod' });
    await deps.workspaces.chooseOwnSettings(labs, true);
    const homeOf = async (contextTeam: string | undefined) => {
      const before = h.current.fake.callsTo('views.publish').length;
      expect(
        (await sendEvent(h.current.url, gridEvent({ type: 'app_home_opened', user: 'UCEO', tab: 'home', channel: 'D1' }, undefined, contextTeam))).status,
      ).toBe(200);
      return textOf((await waitFor(() => h.current.fake.callsTo('views.publish')[before], 'views.publish')).args.view);
    };
    // The admin's connection panel names the stage the workspace runs on: Labs' own (prod), else the org's (dev).
    expect(await homeOf(LABS)).toContain('*Stage*\\nprod');
    expect(await homeOf(undefined)).toContain('*Stage*\\ndev');
    await deps.workspaces.chooseOwnSettings(labs, false);
  });
});

type SetupView = { id: string; blocks: { block_id?: string; element?: { initial_option?: unknown } }[] };

async function openSetup(team: string): Promise<SetupView> {
  const opened = h.current.fake.callsTo('views.open').length;
  await sendForm(h.current.url, gridCommand({ text: 'setup', user_id: 'UCEO', team_id: team, response_url: h.current.fake.responseUrl() }));
  await waitFor(() => h.current.fake.callsTo('views.open').length > opened, 'the setup modal');
  return [...h.current.fake.views.values()].at(-1) as unknown as SetupView;
}

function submitSetup(viewId: string, team: string, key: string | null, stage: 'prod' | 'dev', scope: 'org' | 'workspace') {
  const values = {
    api_key: { value: { type: 'plain_text_input', value: key } },
    settings_scope: { value: { type: 'radio_buttons', selected_option: { value: scope } } },
    stage: { value: { type: 'radio_buttons', selected_option: { value: stage } } },
  };
  return sendInteraction(h.current.url, onGrid(viewSubmission('UCEO', { id: viewId, callback_id: 'workspace_setup', values }), team));
}

const stageOf = (reason: string) =>
  (h.current.service!.db.prepare('SELECT stage FROM recognitions WHERE reason = ?').get(reason) as { stage: string } | undefined)?.stage;
