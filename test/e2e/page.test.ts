// The page itself, as a demanding Slack user sees it: emoji, a message list that scrolls inside the window pinned to
// the bottom, modals and inline errors, and what a reload brings back.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, BEN, answerTeamReview, command, newcomer, openTeamReview, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
let page: Page;

describe('emoji', () => {
  it('renders Slack shortcodes as emoji; unknown ones stay text', async () => {
    page = await newcomer(started, ANA);
    await command(page, 'Launch day :tada: :white_check_mark: :evergreen_tree: :coin: :+1::skin-tone-3: :not_an_emoji: at 10:30:00');
    const text = page.locator('.message', { hasText: 'Launch day' }).locator('.bk-text');
    await expect.poll(() => text.innerText()).toBe('Launch day 🎉 ✅ 🌲 🪙 👍 :not_an_emoji: at 10:30:00');
    expect(await text.locator('.emoji').first().getAttribute('title')).toBe(':tada:');
  });

  it('renders them in the app’s Block Kit too', async () => {
    page = await newcomer(started, ANA);
    started.running.workspace.post({
      channel: 'C0GENERAL',
      bot: true,
      text: 'fallback',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: ':trophy: Town hall', emoji: true } },
        { type: 'section', text: { type: 'mrkdwn', text: ':warning: *Careful*' } },
      ],
    });
    const message = page.locator('.message', { hasText: 'Town hall' });
    await expect.poll(() => message.innerText()).toContain('🏆 Town hall');
    expect(await message.innerText()).toContain('⚠️ Careful');
  });

  it('sends the page a compact shortcode map, not the emoji package', async () => {
    const requested: string[] = [];
    page = await newcomer(started, ANA);
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.reload();
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@ana.lima');
    expect(requested.filter((p) => /emoji/.test(p))).toEqual(['/emoji.json']);
    const map = (await (await fetch(`${started.running.workbench.url}/emoji.json`)).text()).length;
    expect(map).toBeLessThan(80_000);
    expect(JSON.parse(await (await fetch(`${started.running.workbench.url}/emoji.json`)).text())).toMatchObject({
      tada: '1F389',
      coin: '1FA99',
      white_check_mark: '2705',
    });
  });
});

/** Wholly inside the window (not scrolled away, not below the fold). */
async function inView(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const window = locator.page().viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= window.height && box.x >= 0 && box.x + box.width <= window.width;
}

/** Where the first text node holding `text` in the message list starts, in window pixels. */
const textLeft = (text: string) =>
  page.evaluate(`(() => {
    const walk = document.createTreeWalker(document.getElementById('messages'), NodeFilter.SHOW_TEXT);
    for (let node; (node = walk.nextNode()); ) {
      if (!node.textContent.includes(${JSON.stringify(text)})) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().x;
    }
  })()`) as Promise<number | undefined>;

const scrollTopOfList = () => page.evaluate("document.getElementById('messages').scrollTop") as Promise<number>;

describe('the message list', () => {
  const say = (n: number) => started.running.workspace.post({ channel: 'C0RANDOM', user: BEN, text: `Standup note ${n}` });
  const openRandom = async () => {
    await page.locator('#channel-list button', { hasText: 'random' }).click();
    await expect.poll(() => page.locator('#channel-title').textContent()).toBe('#random');
  };

  it('scrolls inside the window, shows the newest message on a fresh load, and keeps the composer and sidebar in view', async () => {
    for (let n = 1; n <= 40; n++) say(n);
    page = await newcomer(started, ANA);
    await openRandom();
    await expect.poll(() => inView(page.locator('.message', { hasText: 'Standup note 40' }))).toBe(true);
    expect(await page.evaluate('document.scrollingElement.scrollHeight <= window.innerHeight')).toBe(true);
    for (const part of ['#composer-input', '#team-name', '#user-select', '#channel-title']) expect(await inView(page.locator(part)), part).toBe(true);
    await page.reload();
    await openRandom();
    await expect.poll(() => inView(page.locator('.message', { hasText: 'Standup note 40' }))).toBe(true);
  });

  it('stays pinned to the bottom as messages arrive, and leaves someone reading further up where they are', async () => {
    page = await newcomer(started, ANA);
    await openRandom();
    await command(page, 'My own note');
    await expect.poll(() => inView(page.locator('.message', { hasText: 'My own note' }))).toBe(true);
    say(41);
    await expect.poll(() => inView(page.locator('.message', { hasText: 'Standup note 41' }))).toBe(true);
    await page.evaluate("document.getElementById('messages').scrollTop = 100");
    say(42);
    await expect.poll(() => page.locator('.message', { hasText: 'Standup note 42' }).count()).toBe(1);
    expect(await scrollTopOfList()).toBe(100);
    await command(page, 'Back to the present');
    await expect.poll(() => inView(page.locator('.message', { hasText: 'Back to the present' }))).toBe(true);
  });
});

describe('reloads and layout', () => {
  it('does not show a modal again after a reload, as Slack closes it', async () => {
    page = await newcomer(started, ANA);
    await page.locator('#shortcuts-button').click();
    await page.locator('[data-shortcut=give_kudos]').click();
    await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Give kudos');
    await page.reload();
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@ana.lima');
    expect(await page.locator('#modal-backdrop').isHidden()).toBe(true);
    expect(started.running.workspace.modals.get(ANA)).toEqual([]);
  });

  it('serves an icon wherever a started.browser asks for one', async () => {
    for (const path of ['/favicon.ico', '/favicon.svg']) {
      const answer = await fetch(`${started.running.workbench.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    }
    page = await newcomer(started, ANA);
    expect(await page.locator('link[rel=icon]').getAttribute('href')).toBe('/favicon.svg');
  });

  it('indents a plain-text message like a Block Kit one, under the author’s name', async () => {
    page = await newcomer(started, ANA);
    started.running.workspace.post({ channel: 'C0GENERAL', bot: true, text: 'A plain answer from the app' });
    started.running.workspace.post({
      channel: 'C0GENERAL',
      bot: true,
      text: 'fallback',
      blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'A Block Kit answer' } }],
    });
    await expect.poll(() => page.locator('.message', { hasText: 'A Block Kit answer' }).count()).toBe(1);
    const plain = await textLeft('A plain answer from the app');
    expect(plain).toBe(await textLeft('A Block Kit answer'));
    expect(plain).toBe(await textLeft('Kudos'));
  });
});

describe('a long modal', () => {
  it('scrolls an inline error into view when the form is submitted from its bottom', async () => {
    const [tom, mateo] = ['U011', 'U013'];
    page = await newcomer(started, ANA);
    await openTeamReview(page, [tom, mateo]);
    await answerTeamReview(page, tom, 'goal_examples');
    await answerTeamReview(page, mateo);
    const form = page.locator('#modal-body');
    expect(await page.evaluate("document.getElementById('modal-body').scrollHeight > 2 * document.getElementById('modal-body').clientHeight")).toBe(true);
    await page.evaluate("document.getElementById('modal-body').scrollTop = 1e6");
    await page.locator('#modal-submit').click();
    const error = page.locator(`[data-error-for="goal_examples:${tom}"]`);
    await expect.poll(() => error.textContent()).toContain('Give at least one example');
    await expect.poll(async () => within(await error.boundingBox(), await form.boundingBox())).toBe(true);
    await page.locator('#modal-close').click();
  });
});

/** Whether box `inner` lies wholly inside box `outer` (a scrolled container clips what is outside it). */
function within(
  inner: { x: number; y: number; width: number; height: number } | null,
  outer: { x: number; y: number; width: number; height: number } | null,
): boolean {
  return !!inner && !!outer && inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height;
}
