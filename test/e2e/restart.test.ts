// A restart of the workbench keeps what people saw: channel history, the app's DMs and the files it shared come back
// from the app's store, the app still takes new modals (IDs never repeat across runs), and an open page reconnects.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorkbench } from '../../src/workbench/start.js';
import type { Config } from '../../src/config.js';
import { ANA, MAYA, TOM, command, freePort, launchBrowser, newcomer, startWorkbenchForTest, tolerateOutage, workbenchConfig } from './support.js';

const dir = mkdtempSync(join(tmpdir(), 'kudos-restart-'));
let config: Config;

let running: RunningWorkbench | undefined;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // One port for both runs, so a page left open reconnects to the second.
  config = workbenchConfig({ PORT: String(await freePort()), STORE_URL: `sqlite://${join(dir, 'app.sqlite')}`, ENGAGEMENT_DB: join(dir, 'engagement.sqlite') });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

const list = () => page.locator('#messages');
async function openApp(messagesTab = true) {
  await page.locator('#open-app').click();
  if (messagesTab) await page.locator('#tab-messages').click();
}

async function giveThroughModal(reason: string) {
  await page.locator('#shortcuts-button').click();
  await page.locator('[data-shortcut=give_kudos]').click();
  await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Give kudos');
  await page.locator('#in-recipients').selectOption([TOM]);
  await page.locator('#in-amount').fill('2');
  await page.locator('#in-reason').fill(reason);
  await page.locator('#modal-submit').click();
  await expect.poll(() => page.locator('#modal-body').innerText()).toContain('You sent 2 coins to @Tom Hughes');
  await page.locator('#modal-close').click();
}

/** What Ana does in each run: a message, a kudos by command and one through the modal (a new view ID each run). */
async function talkAndGive(run: string) {
  page = await newcomer({ browser, running: running! }, ANA);
  await command(page, `Said in the ${run} run`);
  await command(page, `/kudos @tom.hughes 4 for the ${run} launch`);
  await expect.poll(() => list().innerText()).toContain(`the ${run} launch`);
  await giveThroughModal(`the modal of the ${run} run`);
}

describe('a restart', () => {
  let tomsPage: Page;

  it('first run: people talk, give kudos and export a file', async () => {
    running = await startWorkbenchForTest(config);
    await talkAndGive('first');
    page = await newcomer({ browser, running }, MAYA);
    await command(page, '/kudos export questions');
    await openApp();
    await expect.poll(() => page.locator('a.file').count()).toBe(1);
  });

  it('a page left open says the workbench is gone while it is stopped', async () => {
    tolerateOutage();
    tomsPage = page = await newcomer({ browser, running: running! }, TOM, { keepOpen: true });
    await openApp();
    await expect.poll(() => list().innerText()).toContain('the modal of the first run');
    await running!.stop();
    running = undefined;
    await expect.poll(() => tomsPage.locator('#offline').isVisible()).toBe(true);
  });

  it('second run: the history, the DMs and the file are back, new modals still send, and the open page catches up', async () => {
    tolerateOutage();
    running = await startWorkbenchForTest(config);
    await expect.poll(() => tomsPage.locator('#offline').isHidden(), { timeout: 15_000 }).toBe(true);
    await talkAndGive('second');
    const general = await list().innerText();
    for (const line of ['Said in the first run', '@Ana Lima gave @Tom Hughes 4 coins', 'the first launch', 'You sent 4 coins to @Tom Hughes'])
      expect(general).toContain(line);
    expect(general.indexOf('Said in the second run')).toBeGreaterThan(general.indexOf('Said in the first run'));
    await expect.poll(() => tomsPage.locator('#messages').innerText()).toContain('the modal of the second run');

    page = await newcomer({ browser, running }, MAYA);
    await openApp();
    const link = page.locator('a.file');
    await expect.poll(() => link.count()).toBe(1);
    const file = await fetch(`${running.workbench.url}${await link.getAttribute('href')}`);
    expect(file.status).toBe(200);
    expect((await file.text()).split('\n')[0]).toContain('question');
  });
});
