// The workbench's Enterprise Grid org, Initech (HQ and Labs), installed org-wide through the consent page, then every
// feature driven from the page as its people in either workspace: payloads as Slack sends them for org-wide apps
// (commands with enterprise_id, interactions with `team: null`, events authorized for the enterprise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { INITECH } from '../../src/workbench/demo-grid.js';
import { installThroughOAuth } from '../../src/workbench/install.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';
import type { SlackWorkspace } from '../../src/workbench/workspace.js';
import { waitFor } from '../support/app-harness.js';
import { asThePage } from '../support/workbench-page.js';

const [HQ, LABS] = INITECH.teams.map((t) => t.id) as [string, string];
const BILL = 'WIN001'; // the executive, in both workspaces, the org's owner
const PETER = 'WIN002'; // HQ
const MILTON = 'WIN004'; // Labs
const GENERAL = 'CINGENERAL';

let running: RunningWorkbench;
let initech: SlackWorkspace;
beforeAll(async () => {
  const config = parseConfig({
    PORT: '0',
    ENGAGEMENT_DB: ':memory:',
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    LOG_LEVEL: 'warn',
  });
  running = await startWorkbenchRuntime(
    config,
    createLogger('warn', () => {}),
  );
  initech = running.org.byTeam(HQ)!;
  await installThroughOAuth(running.org, running.workbench.localUrl, HQ);
});
afterAll(() => running?.stop());

const page = async (path: string, body: Record<string, unknown>) => {
  const r = await asThePage(running.workbench.url, path, { team: HQ, ...body });
  expect(r.status).toBe(200);
  return (await r.json()) as Record<string, unknown>;
};
const ephemeralsTo = (user: string) => initech.messages.filter((m) => m.ephemeralTo === user && m.text !== '');
async function ask(user: string, text: string): Promise<string> {
  const before = ephemeralsTo(user).length;
  await page('/workbench/command', { user, channel: GENERAL, text });
  const answer = await waitFor(() => ephemeralsTo(user)[before], `an answer to ${text}`);
  return JSON.stringify(answer);
}
const sentBy = (email: string) =>
  running.runtime.embedded!.db.prepare('SELECT company_id, amount FROM recognitions WHERE sender_email = ? ORDER BY id').all(email) as {
    company_id: string;
    amount: number;
  }[];
const calls = (method: string) => initech.calls.filter((c) => c.method === method);

describe('the workbench’s Enterprise Grid org', () => {
  it('installs org-wide: one installation under the enterprise, on the org’s token', async () => {
    const installation = await running.runtime.deps.installations.fetchInstallation({ teamId: undefined, enterpriseId: INITECH.id, isEnterpriseInstall: true });
    expect(installation.isEnterpriseInstall).toBe(true);
    expect(installation.bot?.token).toBe('xoxb-workbench-E0INITECH');
    await expect(running.runtime.deps.installations.fetchInstallation({ teamId: HQ, enterpriseId: undefined, isEnterpriseInstall: false })).rejects.toThrow(
      /not installed/,
    );
  });

  it('gives by command from each workspace, on the org’s key', async () => {
    expect(await ask(PETER, '/kudos @milton.waddams 3 for finding the stapler')).toContain('You sent *3 coins* to <@WIN004>');
    expect(await ask(MILTON, '/kudos @peter.gibbons 2 for the TPS reports')).toContain('You sent *2 coins* to <@WIN002>');
    // Recorded for Initech (the org's key), not the app's default company.
    expect(sentBy('milton.waddams@initech.test')).toEqual([{ company_id: 'initech', amount: 2 }]);
  });

  it('gives by modal and by reaction', async () => {
    const opened = calls('views.open').length;
    await page('/workbench/shortcut', { user: MILTON, callback_id: 'give_kudos' });
    await waitFor(() => calls('views.open').length > opened, 'the give modal');
    const viewId = initech.modals.get(MILTON)!.at(-1)!;
    await page('/workbench/submit', {
      user: MILTON,
      view_id: viewId,
      values: {
        recipients: { users: { type: 'multi_users_select', selected_users: [PETER] } },
        amount: { value: { type: 'number_input', value: '4' } },
        reason: { text: { type: 'plain_text_input', value: 'the grid modal' } },
        share: { choice: { type: 'checkboxes', selected_options: [] } },
      },
    });
    await waitFor(() => calls('views.update').some((c) => JSON.stringify(c.args.view).includes('You sent *4 coins*')), 'the modal’s result');

    await page('/workbench/message', { user: PETER, channel: GENERAL, text: 'Moved my desk to the basement' });
    const ts = initech.messages.filter((m) => m.user === PETER).at(-1)!.ts;
    const before = ephemeralsTo(BILL).length;
    expect((await page('/workbench/react', { user: BILL, channel: GENERAL, message_ts: ts, reaction: 'coin' })).added).toBe(true);
    const told = await waitFor(() => ephemeralsTo(BILL)[before], 'the reaction’s confirmation');
    expect(JSON.stringify(told)).toContain('<@WIN002>');
  });

  it('shows App Home, the profile and the leaderboard', async () => {
    await page('/workbench/home', { user: PETER });
    await waitFor(() => initech.homes.get(PETER), 'the Home tab');
    expect(JSON.stringify(initech.views.get(initech.homes.get(PETER)!)?.view)).toContain('TPS reports');
    expect(await ask(PETER, '/kudos me')).toContain('Engagement profile');
    expect(await ask(MILTON, '/kudos top')).toContain('Peter');
  });

  it('offers the org’s admin the choice of the org’s settings or the workspace’s own in setup', async () => {
    const opened = calls('views.open').length;
    await page('/workbench/command', { user: BILL, channel: GENERAL, text: '/kudos setup' });
    await waitFor(() => calls('views.open').length > opened, 'the setup modal');
    const view = JSON.stringify(calls('views.open').at(-1)!.args.view);
    expect(view).toContain('settings_scope');
    expect(view).toContain('The whole org: every workspace shares them');
  });

  it('syncs the directory of both workspaces, each person once', async () => {
    const lists = calls('users.list').length;
    const before = calls('chat.update').length;
    await page('/workbench/command', { user: BILL, channel: GENERAL, text: '/kudos sync' });
    const done = await waitFor(
      () =>
        calls('chat.update')
          .slice(before)
          .find((c) => String(c.args.text).includes('Directory sync finished')),
      'the sync summary',
      20_000,
    );
    expect(String(done.args.text)).toMatch(/0 failed/);
    expect(
      calls('users.list')
        .slice(lists)
        .map((c) => c.args.team_id)
        .sort(),
    ).toEqual([HQ, LABS].sort());
  });
});
