// The workbench in a real browser as people whose Slack speaks another language: each reads Kudos in their own
// (App Home, help, a kudos they give), and the README's Spanish and Japanese App Home pictures.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { command, newcomer, screenshot, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
/** Demo people whose Slack speaks another language (src/workbench/demo-locales.ts). */
const SOFIA = 'U006';
const KENJI = 'U007';
const HANNAH = 'U014';
const CHLOE = 'U016';
const ISABEL = 'U022';

async function openHome(page: Page) {
  await page.locator('#open-app').click();
  await expect.poll(() => page.locator('#home').innerText()).toContain('Kudos');
}

describe('Kudos in each person’s language', () => {
  it('shows Sofia (es-ES) App Home in Spanish', async () => {
    const page = await newcomer(started, SOFIA);
    await openHome(page);
    await expect.poll(() => page.locator('#home').innerText()).toContain('¡Hola');
    expect(await page.locator('#home').innerText()).toContain('Dar kudos');
    await screenshot(page, 'workbench-home-es');
  });

  it('shows Kenji (ja-JP) App Home in Japanese', async () => {
    const page = await newcomer(started, KENJI);
    await openHome(page);
    await expect.poll(() => page.locator('#home').innerText()).toContain('こんにちは');
    expect(await page.locator('#home').innerText()).toContain('Kudos を贈る');
    await screenshot(page, 'workbench-home-ja');
  });

  it.each([
    [HANNAH, 'hilfe', 'Kudos geben'],
    [CHLOE, 'aide', 'Donner des kudos'],
    [ISABEL, 'ajuda', 'Dar kudos'],
  ])('answers %s’s help, typed in their own word, in their language', async (user, word, expected) => {
    const page = await newcomer(started, user);
    await command(page, `/kudos ${word}`);
    await expect.poll(() => page.locator('#messages').innerText()).toContain(expected);
  });
});

describe('choosing a language in App Home', () => {
  it('switches Sofia to Japanese from the menu, and back to Slack’s Spanish', async () => {
    const page = await newcomer(started, SOFIA);
    await openHome(page);
    const menu = page.locator('#home select[data-action-id="choose_language"]');
    await expect.poll(() => menu.inputValue()).toBe('auto');
    await menu.selectOption('ja');
    await expect.poll(() => page.locator('#home').innerText()).toContain('こんにちは');
    await expect.poll(() => page.locator('#home select[data-action-id="choose_language"]').inputValue()).toBe('ja');
    await page.locator('#home select[data-action-id="choose_language"]').selectOption('auto');
    await expect.poll(() => page.locator('#home').innerText()).toContain('¡Hola');
  });
});
