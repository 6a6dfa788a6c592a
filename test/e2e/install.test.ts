// Installing Kudos in a second demo workspace from the browser, through the app's OAuth routes (/slack/install, the
// workbench's stand-in for Slack's consent page, /slack/oauth_redirect and oauth.v2.access): each workspace then has
// its own setup — its own API key and stage — and switching workspace in the workbench shows the right one.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/translator.js';
import { MAYA, chooseAs, command, newcomer, screenshot, workbenchAndBrowser } from './support.js';

const HANK = 'UGL001'; // Globex's owner
const on = workbenchAndBrowser();

/** Globex is a German company: its people's Slack speaks German, and so Kudos does to them. */
const GERMAN = translatorFor('de');

/** `/kudos setup`'s modal, its title in the reader's language (English unless `t` says otherwise). */
async function setupText(page: Page, t = translatorFor('en')): Promise<string> {
  await command(page, '/kudos setup');
  await expect.poll(() => page.locator('#in-api_key').isVisible()).toBe(true);
  expect(await page.locator('#modal-title').textContent()).toBe(t.t('setup.modalTitle'));
  return page.locator('#modal-body').innerText();
}

async function closeModal(page: Page): Promise<void> {
  await page.locator('#modal-close').click();
  await expect.poll(() => page.locator('#modal-backdrop').isHidden()).toBe(true);
}

describe('installing Kudos in a second workspace', () => {
  it('installs Globex through OAuth, which keeps its own key and stage apart from Northwind', async () => {
    const page = await newcomer(on, MAYA);
    expect(await page.locator('#team-name').textContent()).toBe('Northwind Labs');
    expect(await page.locator('#workspace-switch').isHidden()).toBe(true);
    expect(await setupText(page)).toContain('keep using the app’s default key');
    await closeModal(page);

    await page.locator('#add-workspace').click();
    await page.waitForURL(/\/oauth\/v2\/authorize\?/);
    expect(await page.locator('main').innerText()).toContain('Northwind Labs');
    await page.locator('input[name="team"][value="T0GLOBEX"]').check();
    await page.locator('#install-allow').click();
    await page.waitForURL((url) => url.pathname === '/');
    // A new workspace is a new account: nobody chosen yet, and only Globex's people to choose from.
    await expect.poll(() => page.locator('#chooser').isVisible()).toBe(true);
    expect(await page.locator('#chooser-list').innerText()).toContain('Homer Simpson');
    expect(await page.locator('#chooser-list').innerText()).not.toContain('Maya');
    await chooseAs(page, HANK);
    expect(await page.locator('#team-name').textContent()).toBe('Globex');
    expect(await page.locator('#workspace-switch').isVisible()).toBe(true);
    const installation = await on.running.runtime.deps.installations.fetchInstallation({
      teamId: 'T0GLOBEX',
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    expect(installation.bot?.token).toBe('xoxb-workbench-T0GLOBEX');

    // Globex's admin connects Globex's own key, in German.
    await setupText(page, GERMAN);
    await page.locator('#in-api_key').fill('globex-dev-key');
    await page.locator('input[name="in-stage"][value="dev"]').check();
    await page.locator('#modal-submit').click();
    await expect
      .poll(() => page.locator('#modal-body').innerText(), { timeout: 10_000 })
      .toContain('Mit der Umgebung dev verbunden, mit dem Schlüssel mit der Endung …-key');
    await closeModal(page);
    // Homer is only in Globex's directory: this kudos goes through only on Globex's key.
    await command(page, '/kudos @homer.simpson 3 for the first Globex kudos');
    await expect.poll(() => page.locator('#messages').innerText(), { timeout: 10_000 }).toContain('3 Münzen geschickt');
    await screenshot(page, 'workbench-install');
    const db = on.running.runtime.embedded!.db;
    expect(db.prepare("SELECT count(*) AS n FROM recognitions WHERE company_id = 'globex' AND reason LIKE '%first Globex kudos%'").get()).toEqual({ n: 1 });
    const globex = await setupText(page, GERMAN);
    expect(globex).toContain('den gespeicherten Schlüssel mit der Endung');
    expect(await page.locator('input[name="in-stage"][value="dev"]').isChecked()).toBe(true);
    await closeModal(page);

    // Back in Northwind: Maya again, and Northwind's setup still on the app's default key.
    await page.locator('#team-select').selectOption('T0NORTHWIND');
    await expect.poll(() => page.locator('#team-name').textContent()).toBe('Northwind Labs');
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@maya');
    const northwind = await setupText(page);
    expect(northwind).toContain('keep using the app’s default key');
    expect(northwind).not.toContain('saved key');
    await closeModal(page);

    await page.locator('#team-select').selectOption('T0GLOBEX');
    await expect.poll(() => page.locator('#me-role').textContent()).toContain('@hank.scorpio');
    expect(await setupText(page, GERMAN)).toContain('den gespeicherten Schlüssel mit der Endung');
    await closeModal(page);
  });
});
