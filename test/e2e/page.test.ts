// The page itself, as a demanding Slack user sees it: emoji, a message list that scrolls inside the window pinned to
// the bottom, modals and inline errors, and what a reload brings back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorkbench } from '../../src/workbench/start.js';
import { ANA, command, launchBrowser, newcomer, startWorkbenchForTest } from './support.js';

let running: RunningWorkbench;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  running = await startWorkbenchForTest();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

describe('emoji', () => {
  it('renders Slack shortcodes as emoji; unknown ones stay text', async () => {
    page = await newcomer(browser, running, ANA);
    await command(page, 'Launch day :tada: :white_check_mark: :evergreen_tree: :coin: :+1::skin-tone-3: :not_an_emoji: at 10:30:00');
    const text = page.locator('.message', { hasText: 'Launch day' }).locator('.bk-text');
    await expect.poll(() => text.innerText()).toBe('Launch day 🎉 ✅ 🌲 🪙 👍 :not_an_emoji: at 10:30:00');
    expect(await text.locator('.emoji').first().getAttribute('title')).toBe(':tada:');
  });

  it('renders them in the app’s Block Kit too', async () => {
    page = await newcomer(browser, running, ANA);
    running.workspace.post({ channel: 'C0GENERAL', bot: true, text: 'fallback', blocks: [{ type: 'header', text: { type: 'plain_text', text: ':trophy: Town hall', emoji: true } }, { type: 'section', text: { type: 'mrkdwn', text: ':warning: *Careful*' } }] });
    const message = page.locator('.message', { hasText: 'Town hall' });
    await expect.poll(() => message.innerText()).toContain('🏆 Town hall');
    expect(await message.innerText()).toContain('⚠️ Careful');
  });

  it('sends the page a compact shortcode map, not the emoji package', async () => {
    const requested: string[] = [];
    page = await newcomer(browser, running, ANA);
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.reload();
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@ana.lima');
    expect(requested.filter((p) => /emoji/.test(p))).toEqual(['/emoji.json']);
    const map = (await (await fetch(`${running.workbench.url}/emoji.json`)).text()).length;
    expect(map).toBeLessThan(80_000);
    expect(JSON.parse(await (await fetch(`${running.workbench.url}/emoji.json`)).text())).toMatchObject({ tada: '1F389', coin: '1FA99', white_check_mark: '2705' });
  });
});
