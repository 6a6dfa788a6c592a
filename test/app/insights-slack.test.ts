// Insights in Slack: App Home links the dashboard for admins and managers only; a manager switches the monthly
// summary DM on, gets last month's summary once — across a restart and repeated runs of the job — and switches it off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { textOf, useHarness, waitFor } from '../support/app-harness.js';
import { OPENID_ENV } from '../support/insights.js';
import { blockAction } from '../support/slack-requests.js';

const dir = mkdtempSync(join(tmpdir(), 'kudos-insights-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// December 2nd: November's summary is due. The job looks every 300 ms.
const h = useHarness({
  env: { ...OPENID_ENV, STORE_URL: `sqlite://${join(dir, 'app.sqlite')}` },
  now: () => new Date('2026-12-02T10:00:00Z'),
  digestEveryMs: 300,
});

async function home(user: string): Promise<string> {
  const before = h.current.fake.callsTo('views.publish').length;
  expect((await h.current.event({ type: 'app_home_opened', user, tab: 'home', channel: 'D1' })).status).toBe(200);
  return textOf((await waitFor(() => h.current.fake.callsTo('views.publish')[before], 'views.publish')).args.view);
}

// The DM is posted in the conversation conversations.open gave (the fake Slack names it D + the user's id).
const summariesTo = (user: string) =>
  h.current.fake.callsTo('chat.postMessage').filter((c) => c.args.channel === `D${user}` && textOf(c.args.blocks).includes('Your team’s kudos'));

describe('insights in Slack', () => {
  it('links the dashboard in App Home for an admin and a manager, not for an employee', async () => {
    expect(await home('UCEO')).toContain('Open the insights dashboard');
    const manager = await home('UMGR');
    expect(manager).toContain(`${h.current.url}/insights`);
    expect(manager).toContain('insights_summary_on');
    expect(await home('UANA')).not.toContain('Insights');
  });

  it('sends an opted-in manager last month’s summary once, across a restart, and stops when switched off', async () => {
    expect(summariesTo('UMGR')).toHaveLength(0);
    const published = h.current.fake.callsTo('views.publish').length;
    expect((await h.current.interact(blockAction('UMGR', 'insights_summary_on', { view: { id: 'V1' } }))).status).toBe(200);
    const republished = await waitFor(() => h.current.fake.callsTo('views.publish')[published], 'Home republished');
    expect(textOf(republished.args.view)).toContain('insights_summary_off');
    const [dm] = await waitFor(() => summariesTo('UMGR').length > 0 && summariesTo('UMGR'), 'the summary DM', 10_000);
    const text = textOf(dm!.args.blocks);
    expect(text).toContain('November 2026');
    expect(text).toContain('Not recognised that month');
    await new Promise((r) => setTimeout(r, 1_000));
    await h.current.restart();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(summariesTo('UMGR')).toHaveLength(1);
    // An employee cannot switch it on: nobody reports to them.
    await h.current.interact(blockAction('UANA', 'insights_summary_on', { view: { id: 'V2' } }));
    await new Promise((r) => setTimeout(r, 500));
    expect(await h.current.runtime.deps.insightsSummaries.managers({ teamId: 'T1' })).toEqual(['UMGR']);
    await h.current.interact(blockAction('UMGR', 'insights_summary_off', { view: { id: 'V1' } }));
    await expect.poll(() => h.current.runtime.deps.insightsSummaries.managers({ teamId: 'T1' })).toEqual([]);
  });
});
