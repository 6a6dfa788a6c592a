// The demo as `npm start` opens it: the workspace comes set up like an admin would leave it (user groups matched to
// the company's teams), so a newcomer sees team names, and an admin's own mapping is never written over.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';
import { waitFor } from '../support/app-harness.js';
import { asThePage } from '../support/workbench-page.js';

const TOM = 'U011';
const MAYA = 'U001';
let running: RunningWorkbench | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await running?.stop();
  running = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function start(dir: string): Promise<RunningWorkbench> {
  const config = parseConfig({ PORT: '0', ENGAGEMENT_DB: join(dir, 'service.db'), STORE_URL: `sqlite://${join(dir, 'app.db')}`, ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'), LOG_LEVEL: 'warn' });
  return startWorkbenchRuntime(config, createLogger('warn', () => {}));
}

async function ask(wb: RunningWorkbench, user: string, text: string): Promise<string> {
  const before = wb.workspace.messages.length;
  const answer = await asThePage(wb.workbench.url, '/workbench/command', { user, channel: 'C0GENERAL', text });
  expect(answer.status).toBe(200);
  await waitFor(() => wb.workspace.messages.slice(before).some((m) => m.ephemeralTo === user && m.text !== ''), `an answer to ${text}`);
  return JSON.stringify(wb.workspace.messages.slice(before).filter((m) => m.ephemeralTo === user));
}

describe('the demo workspace', () => {
  it('names Tom’s team in whois on a first start, with no setup done', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kudos-demo-'));
    dirs.push(dir);
    running = await start(dir);
    const said = await ask(running, TOM, '/kudos whois @tom.hughes');
    expect(said).toContain('Engineering');
    expect(said).not.toContain('no user group mapped');
  });

  it('keeps an admin’s own mapping across restarts, even an emptied one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kudos-demo-'));
    dirs.push(dir);
    running = await start(dir);
    const ref = { teamId: running.workspace.team.id };
    expect((await running.runtime.deps.workspaces.get(ref)).teamMap.map((t) => t.name)).toContain('Engineering');
    await running.runtime.deps.workspaces.update(ref, { teamMap: [], updatedBy: MAYA });
    await running.stop();
    running = await start(dir);
    expect((await running.runtime.deps.workspaces.get(ref)).teamMap).toEqual([]);
    expect(await ask(running, TOM, '/kudos whois @tom.hughes')).toContain('no user group mapped');
  });
});
