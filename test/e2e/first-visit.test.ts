// A newcomer's first visit: the bare URL in a fresh profile asks who you are, sends nothing as nobody, and the
// workbench refuses any action for an empty or unknown person instead of delivering it to the app.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asThePage } from '../support/workbench-page.js';
import { ANA, BEN, TOM, chooseAs, command, freshPage, screenshot, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
let page: Page;

const channelNames = () => page.locator('#channel-list').innerText();

describe('a newcomer on the bare URL', () => {
  it('is asked who they are, and the page acts as nobody until they choose', async () => {
    const callsBefore = started.running.workspace.calls.length;
    page = await freshPage(started.browser, `${started.running.workbench.url}/`);
    await expect.poll(() => page.locator('#chooser').isVisible()).toBe(true);
    expect(await page.locator('#chooser-title').textContent()).toBe('Who are you?');
    expect(await page.locator('#chooser-list [data-user]').count()).toBe(44);
    expect((await channelNames()).split('\n').map((n) => n.trim())).toEqual(['# general', '# random']);
    expect(await page.locator('#composer-input').isDisabled()).toBe(true);
    await screenshot(page, 'workbench-first-visit');
    await page.locator('#chooser-filter').fill('hughes');
    expect(await page.locator('#chooser-list [data-user]').count()).toBe(1);
    await chooseAs(page, TOM);
    expect(await page.locator('#me-role').textContent()).toContain('@tom.hughes');
    expect(await page.locator('#composer-input').getAttribute('placeholder')).toMatch(/^Message, or \/kudos @[a-z.]+ 10 for the launch$/);
    expect(await page.locator('#composer-input').getAttribute('placeholder')).not.toContain('@tom.hughes');
    expect(started.running.workspace.channels.filter((c) => c.dmWith !== undefined && !started.running.workspace.user(c.dmWith)).map((c) => c.id)).toEqual([]);
    expect(started.running.workspace.calls.slice(callsBefore).map((c) => c.method)).not.toContain('chat.postEphemeral');
  });

  it('answers the command of the person chosen, only to them', async () => {
    page = await freshPage(started.browser, `${started.running.workbench.url}/`);
    await chooseAs(page, ANA);
    await command(page, '/kudos @tom.hughes 2 for the welcome');
    await expect.poll(() => page.locator('#messages').innerText()).toContain('You sent 2 coins to @Tom Hughes');
    expect(started.running.workspace.messages.filter((m) => /without the fields I need/.test(m.text))).toEqual([]);
  });

  it('keeps the choice across a reload, and asks again when the remembered person is unknown', async () => {
    page = await freshPage(started.browser, `${started.running.workbench.url}/`);
    await chooseAs(page, BEN);
    await page.reload();
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@ben.carter');
    expect(await page.locator('#chooser').isHidden()).toBe(true);
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } }).localStorage.setItem('kudos-workbench-user', 'U999'),
    );
    await page.reload();
    await expect.poll(() => page.locator('#chooser').isVisible()).toBe(true);
  });

  it('offers the install link in the chooser, puts the chooser aside on Escape, and wraps a very long word', async () => {
    page = await freshPage(started.browser, `${started.running.workbench.url}/`);
    await expect.poll(() => page.locator('#chooser').isVisible()).toBe(true);
    expect(await page.locator('#chooser-install').getAttribute('href')).toBe('/slack/install');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#chooser').isHidden()).toBe(true);
    await page.locator('#add-workspace').click({ trial: true });
    await page.locator('#user-select').selectOption(ANA);
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@ana.lima');
    await command(page, 'x'.repeat(1000));
    await expect.poll(() => page.locator('#messages').innerText()).toContain('x'.repeat(100));
    const pane = await page.locator('#messages').evaluate((m) => ({ scroll: m.scrollWidth, client: m.clientWidth }));
    expect(pane.scroll).toBeLessThanOrEqual(pane.client);
  });

  it('chooses the person named in ?user= and switches with the sidebar', async () => {
    page = await freshPage(started.browser, `${started.running.workbench.url}/?user=${ANA}`);
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@ana.lima');
    await page.locator('#user-select').selectOption(BEN);
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@ben.carter');
    expect(new URL(page.url()).searchParams.get('user')).toBe(BEN);
  });
});

describe('the workbench server', () => {
  const send = (path: string, body: object) => asThePage(started.running.workbench.url, path, body);

  it.each([
    ['an empty user', '', 'Choose who you are on the page first'],
    ['an unknown user', 'U999', '"U999" is not a person in this workspace'],
    ['the bot', 'UKUDOSBOT', '"UKUDOSBOT" is not a person in this workspace'],
  ])('refuses a command from %s with a 400 and delivers nothing', async (_what, user, sentence) => {
    const messages = started.running.workspace.messages.length;
    const channels = started.running.workspace.channels.length;
    const calls = started.running.workspace.calls.length;
    const answer = await send('/workbench/command', { user, channel: 'C0GENERAL', text: '/kudos @tom.hughes 1 for x' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toContain(sentence);
    expect(started.running.workspace.messages.length).toBe(messages);
    expect(started.running.workspace.channels.length).toBe(channels);
    expect(started.running.workspace.calls.length).toBe(calls);
  });

  it.each(['/workbench/message', '/workbench/shortcut', '/workbench/action', '/workbench/submit', '/workbench/close', '/workbench/home'])(
    'refuses %s for nobody',
    async (path) => {
      const answer = await send(path, {
        user: '',
        channel: 'C0GENERAL',
        text: 'hello',
        callback_id: 'give_kudos',
        action_id: 'a',
        surface: 'home',
        view_id: 'V1',
        values: {},
      });
      expect(answer.status).toBe(400);
    },
  );

  it('shows nobody the public channels only, and creates no channel for them', async () => {
    const state = (await (await fetch(`${started.running.workbench.url}/workbench/state?user=`)).json()) as {
      me: unknown;
      appChannel: unknown;
      channels: { name: string }[];
    };
    expect(state.me).toBeNull();
    expect(state.appChannel).toBeNull();
    expect(state.channels.map((c) => c.name)).toEqual(['general', 'random']);
  });
});
