// Shared by the browser tests: the workbench on a random port, Chromium, and pages that start as a newcomer's do —
// a fresh profile on the bare URL, the person chosen on the page — and fail the test on any page error, console
// error or failed request. Screenshots are written by `npm run screenshots` only.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type Config, parseConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { type RunningWorkbench, startWorkbenchRuntime } from '../../src/workbench/start.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOCS = new URL('../../docs/', import.meta.url).pathname;

export const ANA = 'U004';
export const BEN = 'U005';
export const TOM = 'U011';
export const MAYA = 'U001';

export function workbenchConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    PORT: '0',
    ENGAGEMENT_DB: ':memory:',
    STORE_URL: 'sqlite://:memory:',
    ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
    LOG_LEVEL: 'warn',
    ...overrides,
  });
}

export const startWorkbenchForTest = (config = workbenchConfig()): Promise<RunningWorkbench> =>
  startWorkbenchRuntime(
    config,
    createLogger('warn', () => {}),
  );

/** The workbench and Chromium for one test file: started before its tests, stopped after them. */
export function workbenchAndBrowser(): { running: RunningWorkbench; browser: Browser } {
  const started = {} as { running: RunningWorkbench; browser: Browser };
  beforeAll(async () => {
    started.running = await startWorkbenchForTest();
    started.browser = await launchBrowser();
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.running?.stop();
  });
  return started;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** What went wrong in the pages a test opened; each test must end with none. Its profiles are closed after it. */
const problems: string[] = [];
const profiles: BrowserContext[] = [];
let tolerated: RegExp | undefined;
afterEach(async () => {
  await closePages();
  const seen = problems.splice(0).filter((p) => !tolerated?.test(p));
  tolerated = undefined;
  expect(seen, 'page errors, console errors or failed requests').toEqual([]);
});

async function closePages(): Promise<void> {
  await Promise.all(profiles.splice(0).map((p) => p.close()));
}

/** A port free right now, for a test that restarts the workbench on the same one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** For a test that stops the workbench under an open page: the browser's own lines about the refused connections. */
export function tolerateOutage(): void {
  tolerated = /net::ERR_CONNECTION_REFUSED/;
}

/** A new browser profile (empty localStorage, no cookies) on `url`, watched for errors. */
export async function freshPage(browser: Browser, url: string, viewport = { width: 1280, height: 800 }, options: { keepOpen?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport });
  if (!options.keepOpen) profiles.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.request().method()} ${response.url()}`);
  });
  await page.goto(url);
  return page;
}

/** Chooses who you are on the page, as a newcomer does, and waits until the page acts as them. */
export async function chooseAs(page: Page, user: string): Promise<void> {
  await page.locator(`#chooser-list [data-user="${user}"]`).click();
  await expect.poll(() => page.locator('#chooser').isHidden()).toBe(true);
  await expect.poll(() => page.locator('#me-role').textContent()).toContain('@');
}

/** A fresh profile on the bare URL, acting as `user`; `keepOpen` lets it outlive the test. */
export async function newcomer(on: { browser: Browser; running: RunningWorkbench }, user: string, options: { keepOpen?: boolean } = {}): Promise<Page> {
  const page = await freshPage(on.browser, `${on.running.workbench.url}/`, undefined, options);
  await chooseAs(page, user);
  return page;
}

export async function command(page: Page, text: string): Promise<void> {
  await page.locator('#composer-input').fill(text);
  await page.locator('#composer-input').press('Enter');
}

/** `/kudos review team` for `people`, up to the step holding their forms. */
export async function openTeamReview(page: Page, people: string[]): Promise<void> {
  await command(page, '/kudos review team');
  await expect.poll(() => page.locator('#modal-title').textContent()).toBe('Team review');
  await page.locator('#in-people').selectOption(people);
  await page.locator('#modal-submit').click();
  await expect.poll(() => page.locator('#modal-body').innerText()).toContain('Step 1 of 1');
}

/** One person's answers in a team review step; `leaveOut` stays empty. */
export async function answerTeamReview(page: Page, user: string, leaveOut?: 'goal_examples'): Promise<void> {
  await page.locator(`[id="in-goal_rating:${user}"]`).getByText('Met goals', { exact: true }).click();
  if (leaveOut !== 'goal_examples') await page.locator(`[id="in-goal_examples:${user}"]`).fill('Delivered the sprint goals');
  await page.locator(`[id="in-culture_rating:${user}"]`).getByText('Consistently').click();
  await page.locator(`[id="in-culture_examples:${user}"]`).fill('Helps in code review');
}

/** Set by npm for `npm run screenshots`; a plain test run never touches the committed pictures. */
const SCREENSHOTS = process.env.npm_lifecycle_event === 'screenshots';

/** The README's pictures, refreshed by `npm run screenshots`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${DOCS}${name}.png` });
}

const screenshotsNow = () =>
  readdirSync(DOCS)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map(
      (name) =>
        `${name} ${createHash('sha256')
          .update(readFileSync(`${DOCS}${name}`))
          .digest('hex')}`,
    );
const screenshotsBefore = screenshotsNow();
afterAll(() => {
  if (!SCREENSHOTS) expect(screenshotsNow(), 'a plain test run rewrote the screenshots in docs/').toEqual(screenshotsBefore);
});
