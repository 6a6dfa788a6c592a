// The rewards program in Chromium with the demo company: an employee's App Home shows the catalogue (every demo reward
// with its cost and a Redeem button) and their balance, and no admin buttons.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newcomer, screenshot, workbenchAndBrowser } from './support.js';

const on = workbenchAndBrowser();
/** The first demo employee, Daniel Ferreira: given a starting balance by the demo. */
const EMPLOYEE = 'U002';
/** The app answers through the real Bolt app and service on a shared machine: give each step time. */
const SOON = { timeout: 20_000 };
const home = (page: Page) => page.locator('#home');

describe('rewards in a browser', () => {
  it('shows an employee the catalogue and their balance on App Home', async () => {
    const page = await newcomer(on, EMPLOYEE);
    await page.locator('#open-app').click();
    await expect.poll(() => home(page).innerText(), SOON).toContain('Rewards');
    const text = await home(page).innerText();
    for (const name of ['A day off', 'A team lunch', 'A charity donation', 'Company swag']) expect(text).toContain(name);
    expect(text).toMatch(/You have [\d,]+ coins? to spend on rewards/);
    expect(text).not.toContain('Add a reward');
    await home(page).getByText('A team lunch').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'rewards-catalogue');
  });
});
