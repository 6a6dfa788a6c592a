// The insights dashboard in Chromium with the demo company: signing in with Slack through the workbench's stand-in
// for Slack's sign-in page as an admin (every chart drawn), a manager (their reports' teams only) and an employee
// (refused); filters applied; a chart's CSV downloaded and compared with its table.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHARTS } from '../../src/insights/charts/index.js';
import { ANA, MAYA, TOM, freshPage, screenshot, workbenchAndBrowser } from './support.js';

const on = workbenchAndBrowser();
const appUrl = () => on.running.runtime.slack!.url;

/** Signs `user` in from the dashboard's sign-in link, on the workbench's sign-in page. */
async function signInAs(page: Page, user: string): Promise<void> {
  await page.goto(`${appUrl()}/insights/login`);
  await page.waitForURL(/\/openid\/connect\/authorize\?/);
  await page.locator(`input[name="who"][value$="/${user}"]`).first().check();
  await page.locator('#openid-allow').click();
  await page.waitForURL((url) => url.pathname === '/insights');
}

const drawn = CHARTS.filter((c) => c.kind !== 'table');

async function waitForCharts(page: Page): Promise<void> {
  await expect.poll(() => page.locator('body[data-charts="ready"]').count()).toBe(1);
  expect(await page.locator('section.chart[data-rendered="true"]').count()).toBe(drawn.length);
}

type Cells = { rows: ArrayLike<{ cells: ArrayLike<{ textContent: string | null }> }> };
const tableRows = (page: Page, id: string) =>
  page.locator(`#table-${id}`).evaluate((t: Cells) => Array.from(t.rows, (r) => Array.from(r.cells, (c) => c.textContent ?? '')).filter((r) => r.length > 1));
const teamOptions = (page: Page) => page.locator('select[name="team"] option').evaluateAll((os: { value: string }[]) => os.map((o) => o.value).filter(Boolean));

/** A profile on which refusals (4xx) are expected: page errors still fail the test. */
async function refusablePage(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

describe('the insights dashboard in a browser', () => {
  it('signs an admin in: every chart is drawn from the demo data, with its table', async () => {
    const page = await freshPage(on.browser, `${on.running.workbench.url}/`);
    await signInAs(page, MAYA);
    await waitForCharts(page);
    expect(await page.locator('header').innerText()).toContain('every team');
    for (const c of CHARTS) expect(await page.locator(`#table-${c.id} caption`).textContent()).toBe(c.title);
    const participation = await tableRows(page, 'participation');
    expect(participation.slice(1).some((r) => Number(r[4]) > 0)).toBe(true);
    await screenshot(page, 'insights-admin');
  });

  it('applies the filters: weeks, one team, one value', async () => {
    const page = await freshPage(on.browser, `${on.running.workbench.url}/`);
    await signInAs(page, MAYA);
    await waitForCharts(page);
    const teams = await teamOptions(page);
    expect(teams.length).toBeGreaterThan(1);
    await page.locator('select[name="team"]').selectOption(teams[0]!);
    await page.locator('select[name="bucket"]').selectOption('week');
    await page.locator('#apply').click();
    await page.waitForURL(/team=/);
    await waitForCharts(page);
    const byTeam = await tableRows(page, 'by-team');
    expect(byTeam.slice(1).map((r) => r[0])).toEqual([teams[0]]);
    expect((await tableRows(page, 'participation'))[1]![0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('downloads a chart’s CSV: exactly the rows of its table', async () => {
    const page = await freshPage(on.browser, `${on.running.workbench.url}/`);
    await signInAs(page, MAYA);
    await waitForCharts(page);
    for (const id of ['by-team', 'top-receivers']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`#csv-${id}`).click()]);
      const csv = parse(await readFile((await download.path())!, 'utf8')) as string[][];
      expect(csv).toEqual(await tableRows(page, id));
    }
  });

  it('signs a manager in to their reports’ teams only', async () => {
    const page = await freshPage(on.browser, `${on.running.workbench.url}/`);
    await signInAs(page, ANA);
    await waitForCharts(page);
    expect(await page.locator('header').innerText()).toContain('your reports’ teams');
    const teams = await teamOptions(page);
    const byTeam = await tableRows(page, 'by-team');
    expect(byTeam.slice(1).map((r) => r[0]).sort()).toEqual([...teams].sort());
    await screenshot(page, 'insights-manager');
  });

  it('refuses an employee with a page saying why, and no data', async () => {
    const { page, errors, close } = await refusablePage(on.browser);
    await signInAs(page, TOM);
    expect(await page.locator('h1').textContent()).toBe('This dashboard is not open to you');
    expect(await page.locator('table').count()).toBe(0);
    await screenshot(page, 'insights-refused');
    expect(errors).toEqual([]);
    await close();
  });
});
