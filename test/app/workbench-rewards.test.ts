// The rewards program in the workbench as `npm start` opens it: the demo catalogue (a day off, a team lunch, a charity
// donation, swag) and demo redemptions in several states, shown by `/kudos rewards` and in App Home, admin queue included.
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/app-harness.js';
import { useDemoWorkbench } from '../support/demo-workbench.js';
import { asThePage } from '../support/workbench-page.js';

const MAYA = 'U001';
const demo = useDemoWorkbench('demo-rewards');

describe('rewards in the workbench', () => {
  it('shows the demo catalogue and redemptions in /kudos rewards, and the admin queue in App Home', async () => {
    const wb = await demo.start();
    const requests = await wb.runtime.deps.rewards.ledger.events({ teamId: wb.workspace.team.id }, 'all');
    expect(new Set(requests.map((e) => e.kind))).toEqual(new Set(['requested', 'approved', 'fulfilled']));
    const before = wb.workspace.messages.length;
    expect((await asThePage(wb.workbench.url, '/workbench/command', { user: MAYA, channel: 'C0GENERAL', text: '/kudos rewards' })).status).toBe(200);
    const answer = await waitFor(() => wb.workspace.messages.slice(before).find((m) => m.ephemeralTo === MAYA && m.text === 'Rewards'), 'the catalogue');
    const shown = JSON.stringify(answer);
    for (const name of ['A day off', 'A team lunch', 'A charity donation', 'Company swag']) expect(shown).toContain(name);
    expect(shown).toContain('Add a reward');
    expect(shown).not.toMatch(/purchase|payment|money/i);
    expect((await asThePage(wb.workbench.url, '/workbench/home', { user: MAYA })).status).toBeLessThan(500);
    const home = await waitFor(
      () => [...wb.workspace.views.values()].find((v) => JSON.stringify(v.view).includes('Reward requests')),
      'the admin queue in App Home',
    );
    expect(JSON.stringify(home.view)).toContain('Friday after the release');
  });
});
