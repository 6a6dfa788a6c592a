// The rewards program in the workbench as `npm start` opens it: the demo catalogue (a day off, a team lunch, a charity
// donation, swag) and demo redemptions in several states, shown by `/kudos rewards` and in App Home, admin queue included.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';
import { waitFor } from '../support/app-harness.js';
import { asThePage } from '../support/workbench-page.js';

const MAYA = 'U001';
const dir = mkdtempSync(join(tmpdir(), 'kudos-demo-rewards-'));
let running: RunningWorkbench | undefined;

afterAll(async () => {
  await running?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('rewards in the workbench', () => {
  it('shows the demo catalogue and redemptions in /kudos rewards, and the admin queue in App Home', async () => {
    const config = parseConfig({ PORT: '0', ENGAGEMENT_DB: join(dir, 'service.db'), STORE_URL: `sqlite://${join(dir, 'app.db')}`, ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'), LOG_LEVEL: 'warn' });
    running = await startWorkbenchRuntime(config, createLogger('warn', () => {}));
    const wb = running;
    const requests = await wb.runtime.deps.rewards.ledger.events({ teamId: wb.workspace.team.id });
    expect(new Set(requests.map((e) => e.kind))).toEqual(new Set(['requested', 'approved', 'fulfilled']));
    const before = wb.workspace.messages.length;
    expect((await asThePage(wb.workbench.url, '/workbench/command', { user: MAYA, channel: 'C0GENERAL', text: '/kudos rewards' })).status).toBe(200);
    const answer = await waitFor(() => wb.workspace.messages.slice(before).find((m) => m.ephemeralTo === MAYA && m.text === 'Rewards'), 'the catalogue');
    const shown = JSON.stringify(answer);
    for (const name of ['A day off', 'A team lunch', 'A charity donation', 'Company swag']) expect(shown).toContain(name);
    expect(shown).toContain('Add a reward');
    expect(shown).not.toMatch(/purchase|payment|money/i);
    expect((await asThePage(wb.workbench.url, '/workbench/home', { user: MAYA })).status).toBeLessThan(500);
    const home = await waitFor(() => [...wb.workspace.views.values()].find((v) => JSON.stringify(v.view).includes('Reward requests')), 'the admin queue in App Home');
    expect(JSON.stringify(home.view)).toContain('Friday after the release');
  });
});
