// Give by reaction on the page: each message has a reaction button; clicking it adds :coin: as the person chosen,
// the app gets a signed reaction_added event, the count shows, and only the reactor sees the answer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, BEN, MAYA, TOM, command as type, newcomer, screenshot, workbenchAndBrowser } from './support.js';

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

  it('with a custom giving emoji: another emoji is picked from the reaction picker, and a click on its count adds yours', async () => {
    page = await newcomer(started, MAYA);
    await type(page, '/kudos reactions :taco: 3');
    await expect.poll(() => messages().innerText()).toContain('From now on');
    page = await newcomer(started, BEN);
    await type(page, 'Wrote the onboarding guide');
    await expect.poll(() => messages().innerText()).toContain('Wrote the onboarding guide');

    page = await newcomer(started, ANA);
    await message('Wrote the onboarding guide').hover();
    await message('Wrote the onboarding guide').locator('button.react-more').click();
    await message('Wrote the onboarding guide').locator('.reaction-picker [data-emoji=taco]').click();
    await expect.poll(() => messages().innerText()).toContain('You sent 3 coins to @Ben Carter');

    page = await newcomer(started, TOM);
    await message('Wrote the onboarding guide').locator('.reaction[data-reaction=taco]').click();
    await expect.poll(() => message('Wrote the onboarding guide').locator('.reaction[data-reaction=taco] b').innerText()).toBe('2');
    await message('Wrote the onboarding guide').hover();
    await message('Wrote the onboarding guide').locator('button.react-more').click();
    await screenshot(page, 'workbench-reactions');
    await message('Wrote the onboarding guide').locator('button.react-more').click();
    await expect.poll(() => messages().innerText()).toContain('You sent 3 coins to @Ben Carter');

    page = await newcomer(started, MAYA);
    await type(page, '/kudos reactions :coin: 5');
    await expect.poll(async () => (await messages().innerText()).split('From now on').length - 1).toBe(2);
  });
});
