// The demo's celebrations: on a first start the demo workspace has people with a birthday and a milestone today and
// occasions tomorrow, so one tick of the scheduler shows a post in #general (with its Add kudos button) and day-before
// DMs with "Don't post this year" — the messages render in the workbench like any other.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebClient } from '@slack/web-api';
import { parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { celebrateDue } from '../../src/features/celebrations/post.js';
import { installedClient } from '../../src/ops/oauth.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';

let running: RunningWorkbench | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await running?.stop();
  running = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the demo’s celebrations', () => {
  it('posts today’s birthday and 5-year milestone in #general once, and tells tomorrow’s people', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kudos-demo-celebrations-'));
    dirs.push(dir);
    const config = parseConfig({ PORT: '0', ENGAGEMENT_DB: join(dir, 'service.db'), STORE_URL: `sqlite://${join(dir, 'app.db')}`, ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'), LOG_LEVEL: 'warn' });
    running = await startWorkbenchRuntime(config, createLogger('warn', () => {}));
    const w = { teamId: running.workspace.team.id };
    const slack: WebClient = await installedClient(running.runtime.deps.installations, w, { slackApiUrl: running.workbench.apiUrl });
    await celebrateDue(running.runtime.deps, slack, w, running.runtime.deps.now());
    await celebrateDue(running.runtime.deps, slack, w, running.runtime.deps.now());
    const posts = running.workspace.messages.filter((m) => m.metadata?.event_type === 'kudos_celebration');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.text).toMatch(/Happy birthday <@U\w+>!/);
    expect(posts[0]!.text).toMatch(/5 years at .* today, <@U\w+>! A milestone/);
    expect(JSON.stringify(posts[0]!.blocks)).toContain('celebration_kudos');
    expect(JSON.stringify(running.workspace.messages.filter((m) => /Tomorrow Kudos will celebrate/.test(m.text)).map((m) => m.blocks))).toContain('Don’t post this year');
  });
});
