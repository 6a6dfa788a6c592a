// The demo's celebrations: on a first start the demo workspace has people with a birthday and a milestone today and
// occasions tomorrow, so one tick of the scheduler shows a post in #general (with its Add kudos button) and day-before
// DMs with "Don't post this year" — the messages render in the workbench like any other. The page's "Jump to next
// celebration" moves the app's clock to the next occasion and the post appears; another site cannot move it.
import { describe, expect, it } from 'vitest';
import type { WebClient } from '@slack/web-api';
import { celebrateDue } from '../../src/features/celebrations/post.js';
import { installedClient } from '../../src/ops/oauth.js';
import type { RunningWorkbench } from '../../src/workbench/start.js';
import { useDemoWorkbench } from '../support/demo-workbench.js';
import { asThePage } from '../support/workbench-page.js';

const demo = useDemoWorkbench('demo-celebrations');

const celebrationPosts = (r: RunningWorkbench) => r.workspace.messages.filter((m) => m.metadata?.event_type === 'kudos_celebration');

type Jump = { moved: boolean; clock: { now: string; ahead: boolean }; occasion?: { kind: string; user: string; date: string }; error?: string };

describe('the demo’s celebrations', () => {
  it('“Jump to next celebration” moves the app’s clock to the next occasion and its post appears, once per jump', async () => {
    const r = await demo.start();
    const jump = async () => (await (await asThePage(r.workbench.url, '/workbench/clock', { to: 'next-celebration' })).json()) as Jump;
    const first = await jump();
    expect(first).toMatchObject({ moved: true, clock: { ahead: true }, occasion: { user: expect.stringMatching(/^U\d+$/) } });
    // The demo stores a first anniversary and a birthday for tomorrow (UTC): the next occasion is one of them.
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    expect([tomorrow, new Date().toISOString().slice(0, 10)]).toContain(first.occasion!.date);
    expect(r.runtime.deps.now().toISOString().slice(0, 10) >= first.occasion!.date).toBe(true);
    const posted = celebrationPosts(r).filter((m) => m.text.includes(`<@${first.occasion!.user}>`));
    expect(posted).toHaveLength(1);
    const state = (await (await fetch(`${r.workbench.url}/workbench/state`)).json()) as { clock: Jump['clock'] };
    expect(state.clock).toEqual({ now: expect.any(String), ahead: true });
    expect(state.clock.now >= first.clock.now).toBe(true);

    const second = await jump();
    expect(second.moved).toBe(true);
    expect(`${second.occasion!.date}|${second.occasion!.user}|${second.occasion!.kind}`).not.toBe(
      `${first.occasion!.date}|${first.occasion!.user}|${first.occasion!.kind}`,
    );
    expect(second.clock.now > first.clock.now).toBe(true);
    expect(celebrationPosts(r).filter((m) => m.text.includes(`<@${second.occasion!.user}>`)).length).toBeGreaterThanOrEqual(1);
    expect(celebrationPosts(r).filter((m) => m.text.includes(`<@${first.occasion!.user}>`))).toHaveLength(
      first.occasion!.user === second.occasion!.user ? 2 : 1,
    );
  });

  it('refuses to move the clock for another site, or without the page’s JSON', async () => {
    const r = await demo.start();
    const evil = await fetch(`${r.workbench.url}/workbench/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ to: 'next-celebration' }),
    });
    expect(evil.status).toBe(403);
    const plain = await fetch(`${r.workbench.url}/workbench/clock`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: r.workbench.url },
      body: JSON.stringify({ to: 'next-celebration' }),
    });
    expect(plain.status).toBe(415);
    const wrong = await asThePage(r.workbench.url, '/workbench/clock', { to: 'yesterday' });
    expect(wrong.status).toBe(400);
    expect(r.clock.ahead).toBe(0);
  });

  it('posts today’s birthday and 5-year milestone in #general once, and tells tomorrow’s people', async () => {
    const running = await demo.start();
    const w = { teamId: running.workspace.team.id };
    const slack: WebClient = await installedClient(running.runtime.deps.installations, w, { slackApiUrl: running.workbench.apiUrl });
    await celebrateDue(running.runtime.deps, slack, w, running.runtime.deps.now());
    await celebrateDue(running.runtime.deps, slack, w, running.runtime.deps.now());
    const posts = running.workspace.messages.filter((m) => m.metadata?.event_type === 'kudos_celebration');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.text).toMatch(/Happy birthday <@U\w+>!/);
    expect(posts[0]!.text).toMatch(/5 years at .* today, <@U\w+>! A milestone/);
    expect(JSON.stringify(posts[0]!.blocks)).toContain('celebration_kudos');
    expect(JSON.stringify(running.workspace.messages.filter((m) => /Tomorrow Kudos will celebrate/.test(m.text)).map((m) => m.blocks))).toContain(
      'Don’t post this year',
    );
  });
});
