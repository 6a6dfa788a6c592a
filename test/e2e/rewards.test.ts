// The rewards program in Chromium with the demo company: an employee's App Home shows the catalogue (every demo reward
// with its cost and a Redeem button) and their balance, and no admin buttons; Redeem opens the confirm modal, the
// confirm takes the coins and the request shows in their DM and Home; an admin approves and fulfils from the queue,
// and is asked before retiring a reward.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAYA, newcomer, screenshot, workbenchAndBrowser } from './support.js';

const on = workbenchAndBrowser();
/** The first demo employee, Daniel Ferreira: given a starting balance by the demo. */
const EMPLOYEE = 'U002';
/** The demo's owner, an admin: the request queue is on her App Home. */
const ADMIN = MAYA;
/** The app answers through the real Bolt app and service on a shared machine: give each step time. */
const SOON = { timeout: 20_000 };
const home = (page: Page) => page.locator('#home');
const modal = (page: Page) => page.locator('#modal');

/** A section of App Home (a reward of the catalogue, a request of the queue) and the buttons under it. */
function item(page: Page, text: RegExp) {
  const line = home(page).locator('.bk-section').filter({ hasText: text }).first();
  return { line, buttons: line.locator('xpath=following-sibling::div[contains(@class,"bk-actions")][1]') };
}

/** Scrolls to `text` on App Home, which the page redraws whole at each change (a redraw detaches what was found). */
async function scrollTo(page: Page, text: string): Promise<void> {
  const scrolled = () =>
    home(page)
      .getByText(text)
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
  await expect.poll(scrolled, SOON).toBe(true);
}

async function openHome(page: Page, showing: string): Promise<void> {
  await page.locator('#open-app').click();
  await page.locator('#tab-home').click();
  await expect.poll(() => home(page).innerText(), SOON).toContain(showing);
}

describe('rewards in a browser', () => {
  it('shows an employee the catalogue and their balance on App Home', async () => {
    const page = await newcomer(on, EMPLOYEE);
    await openHome(page, 'Rewards');
    const text = await home(page).innerText();
    for (const name of ['A day off', 'A team lunch', 'A charity donation', 'Company swag']) expect(text).toContain(name);
    expect(text).toMatch(/You have [\d,]+ coins? to spend on rewards/);
    expect(text).not.toContain('Add a reward');
    await scrollTo(page, 'A team lunch');
    await screenshot(page, 'rewards-catalogue');
  });

  it('lets an employee redeem a reward from App Home and see the request', async () => {
    const page = await newcomer(on, EMPLOYEE);
    await openHome(page, 'Company swag');
    const balance = Number(/You have ([\d,]+) coins? to spend/.exec(await home(page).innerText())![1]!.replace(/,/g, ''));
    await item(page, /A hoodie and a mug/)
      .buttons.locator('[data-action-id="reward_redeem"]')
      .click();
    await expect.poll(() => page.locator('#modal-title').textContent(), SOON).toBe('Redeem a reward');
    expect(await modal(page).innerText()).toContain(`${balance - 100} coins after this`);
    await page.locator('[id="in-note"]').fill('L');
    await screenshot(page, 'rewards-redeem');
    await page.locator('#modal-submit').click();
    await expect.poll(() => modal(page).innerText(), SOON).toContain('Company swag is yours to receive');
    expect(await modal(page).innerText()).toContain(`You have ${balance - 100} coins left`);
    await page.locator('#modal-close').click();
    await page.locator('#tab-messages').click();
    await expect.poll(() => page.locator('#messages').innerText(), SOON).toContain('You redeemed Company swag for 100 coins');
    await openHome(page, '“L”');
    expect(await home(page).innerText()).toContain('Company swag — 100 coins (“L”)');
  });

  it('lets an admin approve and fulfil requests from the queue on App Home', async () => {
    const page = await newcomer(on, ADMIN);
    await openHome(page, 'Reward requests');
    const dayOff = item(page, /A day off.*Friday after the release/);
    const swag = item(page, /Company swag.*“L”/);
    await expect.poll(() => swag.line.count(), SOON).toBe(1);
    await scrollTo(page, 'Reward requests');
    await screenshot(page, 'rewards-admin-queue');
    await dayOff.buttons.locator('[data-action-id="reward_approve"]').click();
    await expect.poll(() => dayOff.buttons.locator('[data-action-id="reward_fulfil"]').count(), SOON).toBe(1);
    await dayOff.buttons.locator('[data-action-id="reward_fulfil"]').click();
    await expect.poll(() => dayOff.line.count(), SOON).toBe(0);
    await swag.buttons.locator('[data-action-id="reward_fulfil"]').click();
    await expect.poll(() => swag.line.count(), SOON).toBe(0);
    await page.locator('#tab-messages').click();
    await expect.poll(() => page.locator('#messages').innerText(), SOON).toContain('You fulfilled @Daniel Ferreira’s request for Company swag');
  });

  it('asks an admin before retiring a reward, and retires nothing on Cancel', async () => {
    const page = await newcomer(on, ADMIN);
    await openHome(page, 'A team lunch');
    await item(page, /A team lunch/)
      .buttons.locator('[data-action-id="reward_retire"]')
      .click();
    const dialog = page.locator('dialog.bk-confirm');
    await expect.poll(() => dialog.innerText(), SOON).toContain('Retire this reward?');
    expect(await dialog.innerText()).toContain('open requests are cancelled with their coins given back');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count(), SOON).toBe(0);
    const again = await newcomer(on, ADMIN);
    await openHome(again, 'A team lunch');
    expect(
      await item(again, /A team lunch/)
        .buttons.locator('[data-action-id="reward_retire"]')
        .count(),
    ).toBe(1);
  });

  it('tells the employee of each change in a DM', async () => {
    const page = await newcomer(on, EMPLOYEE);
    await page.locator('#open-app').click();
    await page.locator('#tab-messages').click();
    const dm = () => page.locator('#messages').innerText();
    await expect.poll(dm, SOON).toContain('Your request for A day off was approved by @Maya');
    for (const line of ['Your request for A day off was fulfilled by @Maya', 'Your request for Company swag was fulfilled by @Maya'])
      expect(await dm()).toContain(line);
  });
});
