// The celebrations import on the page, as in Slack: a paste past 3,000 characters is refused under its field before
// the app hears of it, and a .csv file picked in the modal's file input is uploaded and imported, every line counted.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAYA, command, newcomer, workbenchAndBrowser } from './support.js';

const started = workbenchAndBrowser();
let page: Page;

describe('the celebrations import in the workbench', () => {
  it('refuses a paste past Slack’s cap and imports an uploaded file of more lines', async () => {
    page = await newcomer(started, MAYA);
    await command(page, '/kudos celebrate import');
    await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Import dates');
    const csv = ['email,birthday,start date', ...Array.from({ length: 120 }, (_, i) => `someone${i}@elsewhere.test,01-01,2020-01-06`)].join('\n');

    await page.locator('#in-celebrate_csv').fill(csv);
    await page.locator('#modal-submit').click();
    await expect
      .poll(() => page.locator('#modal-body').innerText())
      .toContain(`Must be 3,000 characters or fewer (this is ${csv.length.toLocaleString('en')}).`);
    expect(started.running.workspace.calls.some((c) => c.method === 'files.info')).toBe(false);

    await page.locator('#in-celebrate_csv').fill('');
    await page.locator('#in-celebrate_file-pick').setInputFiles({ name: 'dates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => page.locator('#modal-body').innerText()).toContain('Uploaded: dates.csv');
    await page.locator('#modal-submit').click();
    await expect.poll(() => page.locator('#modal-body').innerText(), { timeout: 20_000 }).toContain('0 people saved. 120 lines not imported');
    expect(await page.locator('#modal-body').innerText()).toContain('Line 121: someone119@elsewhere.test: no Slack user has this e-mail');
  });
});
