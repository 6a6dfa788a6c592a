// The demo as `npm start` opens it: the workspace comes set up like an admin would leave it (user groups matched to
// the company's teams), so a newcomer sees team names, and an admin's own mapping is never written over.
import { describe, expect, it } from 'vitest';
import type { RunningWorkbench } from '../../src/workbench/start.js';
import { useDemoWorkbench } from '../support/demo-workbench.js';
import { waitFor } from '../support/app-harness.js';
import { asThePage } from '../support/workbench-page.js';

const TOM = 'U011';
const MAYA = 'U001';
const demo = useDemoWorkbench('demo');

async function ask(wb: RunningWorkbench, user: string, text: string): Promise<string> {
  const before = wb.workspace.messages.length;
  const answer = await asThePage(wb.workbench.url, '/workbench/command', { user, channel: 'C0GENERAL', text });
  expect(answer.status).toBe(200);
  await waitFor(() => wb.workspace.messages.slice(before).some((m) => m.ephemeralTo === user && m.text !== ''), `an answer to ${text}`);
  return JSON.stringify(wb.workspace.messages.slice(before).filter((m) => m.ephemeralTo === user));
}

describe('the demo workspace', () => {
  it('names Tom’s team in whois on a first start, with no setup done', async () => {
    const said = await ask(await demo.start(), TOM, '/kudos whois @tom.hughes');
    expect(said).toContain('Engineering');
    expect(said).not.toContain('no user group mapped');
  });

  it('keeps an admin’s own mapping across restarts, even an emptied one', async () => {
    const dir = demo.folder();
    let running = await demo.start(dir);
    const ref = { teamId: running.workspace.team.id };
    expect((await running.runtime.deps.workspaces.get(ref)).teamMap.map((t) => t.name)).toContain('Engineering');
    await running.runtime.deps.workspaces.update(ref, { teamMap: [], updatedBy: MAYA });
    await demo.stop();
    running = await demo.start(dir);
    expect((await running.runtime.deps.workspaces.get(ref)).teamMap).toEqual([]);
    expect(await ask(running, TOM, '/kudos whois @tom.hughes')).toContain('no user group mapped');
  });
});
