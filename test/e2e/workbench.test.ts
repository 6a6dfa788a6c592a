// The workbench in a real browser: give kudos by command and through the modal (fixing an inline error), the
// message shortcut, a double-clicked submit sent once, a non-admin refused setup, App Home, reviews and admin flows; the README's screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, BEN, MAYA, TOM, answerTeamReview, newcomer, openTeamReview, screenshot, command as type, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
let page: Page;

/** Every flow starts as a newcomer would: a fresh profile on the bare URL, the person chosen on the page. */
async function as(user: string) {
  page = await newcomer(started, user);
}

/** As `giver`, the give modal from the ⚡ shortcut, filled in for one person. */
async function giveForm(giver: string, to: string, amount: string, reason: string) {
  await as(giver);
  await page.locator('#shortcuts-button').click();
  await page.locator('[data-shortcut=give_kudos]').click();
  await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Give kudos');
  await page.locator('#in-recipients').selectOption([to]);
  await page.locator('#in-amount').fill(amount);
  await page.locator('#in-reason').fill(reason);
}

const command = (text: string) => type(page, text);
const messages = () => page.locator('#messages');

describe('workbench', () => {
  it('gives kudos by command', async () => {
    await as(ANA);
    await command('/kudos @tom.hughes 10 for the e2e launch');
    await expect.poll(() => messages().innerText()).toContain('You sent 10 coins to @Tom Hughes');
    await expect.poll(() => messages().innerText()).toContain('@Ana Lima gave @Tom Hughes 10 coins');
    expect(await messages().innerText()).toContain('Only visible to you');
    await screenshot(page, 'workbench-channel');
  });

  it('gives kudos through the modal, fixing one inline error', async () => {
    await giveForm(ANA, TOM, '0', 'pairing on the importer');
    await page.locator('#modal-submit').click();
    const error = page.locator('[data-error-for=amount]');
    await expect.poll(() => error.textContent()).toMatch(/whole number of coins/);
    await screenshot(page, 'workbench-give-modal');
    await page.locator('#in-amount').fill('5');
    await page.locator('#modal-submit').click();
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('You sent 5 coins to @Tom Hughes');
    await page.locator('#modal-close').click();
    await expect.poll(() => page.locator('#modal-backdrop').isHidden()).toBe(true);
  });

  it('thanks the author of a message through the message shortcut', async () => {
    await as(BEN);
    await command('Shipped the new onboarding flow today!');
    await as(ANA);
    const message = page.locator('.message', { hasText: 'Shipped the new onboarding flow today!' });
    await message.hover();
    await message.locator('.more').click();
    await page.getByText('Kudos for this message').click();
    await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Give kudos');
    expect(
      await page
        .locator('#in-recipients')
        .evaluate((s) => Array.from((s as unknown as { selectedOptions: { value: string }[] }).selectedOptions, (o) => o.value)),
    ).toEqual([BEN]);
    expect(await page.locator('#in-reason').inputValue()).toContain('For this message: “Shipped the new onboarding flow today!”');
    await page.locator('#in-amount').fill('3');
    await page.locator('#modal-submit').click();
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('You sent 3 coins to @Ben Carter');
    await page.locator('#modal-close').click();
  });

  it('submits a modal once on a double click, as Slack does (the button waits for the answer)', async () => {
    await giveForm(ANA, TOM, '4', 'double-checking the release notes');
    const submits: string[] = [];
    page.on('request', (r) => r.url().endsWith('/workbench/submit') && submits.push(r.url()));
    await page.locator('#modal-submit').dblclick();
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('You sent 4 coins to @Tom Hughes');
    expect(submits).toHaveLength(1);
    await page.locator('#modal-close').click();
  });

  it('refuses setup to someone who is not an admin', async () => {
    await as(TOM);
    await command('/kudos setup');
    await expect.poll(() => messages().innerText()).toContain('Only Slack workspace admins and owners');
  });

  it('shows the new kudos on App Home', async () => {
    await as(TOM);
    await page.locator('#open-app').click();
    await expect.poll(() => page.locator('#home').innerText()).toContain('the e2e launch');
    const home = await page.locator('#home').innerText();
    expect(home).toContain('Your profile');
    expect(home).toContain('pairing on the importer');
    await screenshot(page, 'workbench-home');
  });

  it('shows the leaderboard on App Home and answers /kudos top in the channel', async () => {
    await as(TOM);
    await page.locator('#open-app').click();
    await expect.poll(() => page.locator('#home').innerText()).toContain('Top receivers');
    const home = await page.locator('#home').innerText();
    expect(home).toMatch(/You: #\d+ of \d+ · [\d,]+ coins · \d+ kudos received/);
    expect(home).toContain('people thanked');
    await as(TOM);
    await command('/kudos top week givers');
    await expect.poll(() => messages().innerText()).toContain('Top givers');
    expect(await messages().innerText()).toContain('@Ana Lima');
    await screenshot(page, 'workbench-leaderboard');
  });

  it('tells Tom, who has no reports, so instead of opening a review form', async () => {
    await as(TOM);
    await page.locator('#shortcuts-button').click();
    await page.locator('[data-shortcut=file_review]').click();
    // The reports are looked up person by person first (44 look-ups): on a busy machine that takes a few seconds.
    await expect.poll(() => page.locator('#modal-body').innerText(), { timeout: 20_000 }).toContain('You have no direct reports in the company directory');
    expect(await page.locator('#modal-submit').isVisible()).toBe(false);
    await page.locator('#modal-close').click();
  });

  it('files a review from the shortcut, with the choice of employee kept when the modal updates', async () => {
    await as(ANA);
    await page.locator('#shortcuts-button').click();
    await page.locator('[data-shortcut=file_review]').click();
    await expect.poll(() => page.locator('#modal-title').textContent()).toBe('File a review');
    await page.locator('#in-goal_examples').fill('Shipped the importer');
    const updates = started.running.workspace.calls.filter((c) => c.method === 'views.update').length;
    await page.locator('#in-employee').selectOption(TOM);
    // The app answers the choice with views.update (preset hints); the typed examples must survive it.
    await expect.poll(() => started.running.workspace.calls.filter((c) => c.method === 'views.update').length).toBeGreaterThan(updates);
    expect(await page.locator('#in-goal_examples').inputValue()).toBe('Shipped the importer');
    await page.locator('#in-goal_rating').getByText('Exceeded goals').click();
    await page.locator('#in-culture_rating').getByText('Consistently').click();
    await page.locator('#in-culture_examples').fill('Mentors the new hires');
    await page.locator('#modal-submit').click();
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('You filed a review of @Tom Hughes');
    await screenshot(page, 'workbench-review');
    await page.locator('#modal-close').click();
  });

  it('lets an admin preview a town-hall digest and post it', async () => {
    await as(MAYA);
    await command('/kudos townhall launch');
    await expect.poll(() => messages().innerText()).toContain('Town hall: launch');
    await page.locator('.message', { hasText: 'Only you can see this preview' }).getByRole('button', { name: 'Post to channel' }).click();
    await expect.poll(() => messages().innerText()).toContain('Posted “Town hall: launch');
    const posted = page.locator('.message:not(.ephemeral)', { hasText: 'Town hall: launch' });
    await expect.poll(() => posted.count()).toBe(1);
  });

  it('sends an admin the export as a file in the app’s DM, and a dry-run sync report', async () => {
    await as(MAYA);
    await command('/kudos export questions');
    await command('/kudos sync --dry-run');
    await page.locator('#open-app').click();
    await page.locator('#tab-messages').click();
    await expect.poll(() => page.locator('#messages').innerText()).toContain('Exported 12 questions');
    await expect.poll(() => page.locator('a.file').first().textContent()).toContain('questions-');
    // Everyone of the demo is in the directory already: the dry run says so, as the real run would find.
    await expect
      .poll(() => page.locator('#messages').innerText())
      .toContain('A sync now would import 0 new people and leave 44 already in the directory unchanged');
    await screenshot(page, 'workbench-admin');
  });

  it('runs a team review: several reports in one modal, each person’s result, a refusal no correction fixes not offered for resending', async () => {
    const MATEO = 'U013';
    await as(ANA);
    await openTeamReview(page, [TOM, MATEO]);
    for (const id of [TOM, MATEO]) await answerTeamReview(page, id);
    await page.locator('#modal-submit').click();
    // Tom was reviewed earlier today, so his cycle has not ended: one filed, one refused — and no resend, which
    // could not change that.
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('1 filed, 1 failed');
    const result = await page.locator('#modal-body').innerText();
    expect(result).toContain('@Tom Hughes — already reviewed this cycle');
    expect(result).toContain('@Mateo Rossi filed');
    expect(result).toContain('can’t be fixed here');
    expect(await page.getByRole('button', { name: /Correct and resend/ }).count()).toBe(0);
    await screenshot(page, 'workbench-team-review');
    await page.locator('#modal-close').click();
  });
});
