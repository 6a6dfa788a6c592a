// The give flows as people see them on the page (issue 13): the ⚡ shortcut's channel picker starts on the channel
// being viewed and the kudos is posted there; a quoted message keeps `Q&A` and `R&D`; your own message is not thanked;
// mentions joined by a comma are two people.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, BEN, command as type, newcomer, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
let page: Page;
const messages = () => page.locator('#messages');

async function shortcutOn(text: string) {
  const message = page.locator('.message', { hasText: text }).last();
  await message.hover();
  await message.locator('.more').click();
  await page.getByText('Kudos for this message').click();
  await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Give kudos');
}

describe('giving kudos on the page', () => {
  it('the ⚡ shortcut opened in #random shares in #random', async () => {
    page = await newcomer(started, ANA);
    await page.locator('.nav-item', { hasText: '# random' }).click();
    await page.locator('#shortcuts-button').click();
    await page.locator('[data-shortcut=give_kudos]').click();
    await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Give kudos');
    expect(await page.locator('#in-channel').inputValue()).toBe('C0RANDOM');
    await page.locator('#in-recipients').selectOption([BEN]);
    await page.locator('#in-amount').fill('2');
    await page.locator('#in-reason').fill('the picker');
    await page.locator('#modal-submit').click();
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('Posting in #random');
    await page.locator('#modal-close').click();
    await expect.poll(() => messages().innerText()).toContain('@Ana Lima gave @Ben Carter 2 coins');
  });

  it('quotes a message with & as written, and refuses to thank your own message', async () => {
    page = await newcomer(started, BEN);
    await type(page, 'Q&A notes for R&D are up');
    await expect.poll(() => messages().innerText()).toContain('Q&A notes for R&D are up');
    await shortcutOn('Q&A notes for R&D are up');
    expect(await page.locator('#modal-body').innerText()).toContain('your own message');
    await page.locator('#modal-close').click();

    page = await newcomer(started, ANA);
    await shortcutOn('Q&A notes for R&D are up');
    expect(await page.locator('#in-reason').inputValue()).toContain('“Q&A notes for R&D are up”');
    await page.locator('#in-amount').fill('1');
    await page.locator('#modal-submit').click();
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('You sent 1 coin to @Ben Carter');
    await page.locator('#modal-close').click();
    await expect.poll(() => messages().innerText()).toContain('For this message: “Q&A notes for R&D are up”');
    expect(await messages().innerText()).not.toContain('&amp;');
  });

  it('thanks two people named with a comma between them', async () => {
    page = await newcomer(started, ANA);
    await type(page, '/kudos @leila.haddad,@hannah.schmidt 5 for the release notes');
    await expect.poll(() => messages().innerText()).toContain('You sent 5 coins to @Leila Haddad and @Hannah Schmidt');
  });
});
