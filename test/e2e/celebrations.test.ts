// Celebrations on the page: the sidebar's "Jump to next celebration" moves the demo clock to the next birthday or work
// anniversary, the post appears in #general (the demo's celebrations channel) for everyone, and "Add kudos" on it opens
// the give form with the celebrated people, from which a kudos is sent.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BEN, newcomer, screenshot, workbenchAndBrowser } from './support.js';

/** The DOM's select, as far as this test reads it (the tests compile without the DOM's types). */
type Select = { selectedOptions: ArrayLike<{ textContent: string | null }> };

const started = workbenchAndBrowser();
let page: Page;

describe('celebrations in the workbench', () => {
  it('jumps to the next celebration, shows its post, and gives kudos from its Add kudos button', async () => {
    page = await newcomer(started, BEN);
    const posts = page.locator('.message', { has: page.getByRole('button', { name: /^Add kudos/ }) });
    expect(await page.locator('#clock-now').innerText()).not.toContain('moved ahead');

    await page.locator('#jump-celebration').click();
    await expect.poll(() => page.locator('#clock-said').innerText()).toMatch(/^Moved to .+: .+’s (birthday|work anniversary) and 1 more\.$/);
    await expect.poll(() => page.locator('#clock-now').innerText()).toContain('moved ahead');
    // Today's demo birthday and milestone go out first (the scheduler's minute may not have come yet), then tomorrow's.
    await expect.poll(() => posts.count()).toBe(2);
    // (Around a leap day the demo's anniversaries reach back to a year with 29 February: 20 years, or a 4th.)
    expect(await posts.first().innerText()).toMatch(/A milestone: thank you for (5|20) years\./);
    const post = posts.last();
    // Tomorrow's demo people: a first anniversary and a birthday, both at 00:00 in Lisbon, so in one post.
    expect(await post.innerText()).toMatch(/Happy birthday @[A-Z][a-z]+ [A-Z][a-z]+!/);
    expect(await post.innerText()).toMatch(/A first milestone: welcome to year two\.|4 years at /);
    await post.scrollIntoViewIfNeeded();
    await screenshot(page, 'celebrations-post');

    await post.getByRole('button', { name: /^Add kudos/ }).click();
    await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Give kudos');
    const chosen = await page.locator('#in-recipients').evaluate((s: Select) => Array.from(s.selectedOptions, (o) => o.textContent ?? ''));
    expect(chosen).toHaveLength(2);
    for (const name of chosen) expect(await post.innerText()).toContain(`@${name.split(' (@')[0]!.trim()}`);
    expect(await page.locator('#in-reason').inputValue()).toContain('Celebrating with you!');
    await page.locator('#in-amount').fill('2');
    await page.locator('#modal-submit').click();
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('You sent 2 coins to');
    await page.locator('#modal-close').click();
  });
});
