// Give by reaction on the page: each message has a reaction button; clicking it adds :coin: as the person chosen,
// the app gets a signed reaction_added event, the count shows, and only the reactor sees the answer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, BEN, command as type, newcomer, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
let page: Page;
const messages = () => page.locator('#messages');
const message = (text: string) => page.locator('.message', { hasText: text }).first();

describe('giving by reaction on the page', () => {
  it('a click on a message’s reaction button gives its author 5 coins, once; your own message is refused to you alone', async () => {
    page = await newcomer(started, BEN);
    await type(page, 'Fixed the flaky login test');
    await expect.poll(() => messages().innerText()).toContain('Fixed the flaky login test');
    await message('Fixed the flaky login test').hover();
    await message('Fixed the flaky login test').locator('button.react').click();
    await expect.poll(() => messages().innerText()).toContain('gives nothing — kudos can’t go to yourself');

    page = await newcomer(started, ANA);
    await expect.poll(() => messages().innerText()).not.toContain('can’t go to yourself');
    await message('Fixed the flaky login test').hover();
    await message('Fixed the flaky login test').locator('button.react').click();
    await expect.poll(() => message('Fixed the flaky login test').locator('.reaction[data-reaction=coin] b').innerText()).toBe('2');
    await expect.poll(() => messages().innerText()).toContain('You sent 5 coins to @Ben Carter');
    expect(await message('Fixed the flaky login test').locator('button.react').isDisabled()).toBe(true);
  });
});
