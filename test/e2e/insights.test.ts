// The insights dashboard in Chromium with the demo company: signing in with Slack through the workbench's stand-in
// for Slack's sign-in page as an admin (every chart drawn, shares on a 0–100 axis, counts on whole numbers, Team to
// team as a heat map with every pair written), a manager (their reports' teams only) and an employee (refused);
// filters applied; a chart with nothing to draw said in words; a chart's CSV downloaded and compared with its table.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/translator.js';
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

const drawn = CHARTS.filter((c) => c.kind === 'line' || c.kind === 'bar');

/** Every chart the page has something to draw for is drawn; those with nothing (`empty`: the demo sets no company
 *  values) say why in words instead. */
async function waitForCharts(page: Page, empty: string[] = ['values']): Promise<void> {
  await expect.poll(() => page.locator('body[data-charts="ready"]').count()).toBe(1);
  expect(await page.locator('section.chart[data-rendered="true"]').count()).toBe(drawn.filter((c) => !empty.includes(c.id)).length);
  expect(await page.locator('section.chart[data-empty="true"]').evaluateAll((ss: { id: string }[]) => ss.map((s) => s.id.slice('chart-'.length)))).toEqual(
    empty,
  );
}

type Scale = { min: number; max: number; ticks: { value: number }[] };
/** The value axis chart.js drew for a chart: its bounds and its ticks. */
const valueAxis = (page: Page, id: string, axis: 'x' | 'y' = 'y') =>
  page.locator(`#chart-${id} canvas`).evaluate((canvas, a) => {
    const scale = (globalThis as unknown as { Chart: { getChart: (c: unknown) => { scales: Record<string, Scale> } } }).Chart.getChart(canvas).scales[a]!;
    return { min: scale.min, max: scale.max, ticks: scale.ticks.map((t) => t.value) };
  }, axis);

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
    for (const c of CHARTS) expect(await page.locator(`#table-${c.id} caption`).textContent()).toBe(translatorFor('en').t(c.title));
    const participation = await tableRows(page, 'participation');
    expect(participation.slice(1).some((r) => Number(r[4]) > 0)).toBe(true);
    expect(await page.locator('header').innerText()).toContain('Counts kudos shared in the feed; private kudos are not counted.');
    await screenshot(page, 'insights-admin');
  });

  it('draws shares from 0 to 100 and counts on whole numbers', async () => {
    const page = await freshPage(on.browser, `${on.running.workbench.url}/`);
    await signInAs(page, MAYA);
    await waitForCharts(page);
    for (const id of ['participation', 'allowance']) expect(await valueAxis(page, id), id).toMatchObject({ min: 0, max: 100 });
    for (const [id, axis] of [
      ['by-team', 'y'],
      ['by-manager', 'y'],
      ['top-receivers', 'x'],
      ['top-givers', 'x'],
    ] as const) {
      const scale = await valueAxis(page, id, axis);
      expect(scale.min, id).toBe(0);
      expect(scale.ticks.every(Number.isInteger), `${id}: ${scale.ticks.join(', ')}`).toBe(true);
    }
  });

  it('shows Team to team as a heat map: every pair of its table in a cell with its figure, none left unlabelled', async () => {
    const page = await freshPage(on.browser, `${on.running.workbench.url}/`);
    await signInAs(page, MAYA);
    await waitForCharts(page);
    const pairs = (await tableRows(page, 'team-matrix')).slice(1);
    expect(pairs.length).toBeGreaterThan(12);
    const cells = await page
      .locator('#heatmap-team-matrix td')
      .evaluateAll((tds: { title: string; textContent: string | null; offsetWidth: number }[]) =>
        tds.map((td) => ({ title: td.title, text: td.textContent ?? '', visible: td.offsetWidth > 0 })),
      );
    for (const [from, to, kudos] of pairs)
      expect(cells, `${from} → ${to}`).toContainEqual({ title: `${from} → ${to}: ${kudos} kudos`, text: kudos, visible: true });
    expect(await page.locator('#chart-team-matrix canvas').count()).toBe(0);
    await page.locator('#chart-team-matrix').scrollIntoViewIfNeeded();
    await screenshot(page, 'insights-team-matrix');
  });

  it('says in words why Company values over time has nothing to draw: no values set, or none tagged in the period', async () => {
    const page = await freshPage(on.browser, `${on.running.workbench.url}/`);
    await signInAs(page, MAYA);
    await waitForCharts(page);
    const said = page.locator('#chart-values p.empty');
    expect(await page.locator('#chart-values canvas').count()).toBe(0);
    expect(await said.isVisible()).toBe(true);
    expect(await said.innerText()).toBe('No company values are set, so there is nothing to chart. An admin sets them with /kudos values edit.');
    const w = { teamId: on.running.workspace.team.id };
    await on.running.runtime.deps.values.set(w, [{ name: 'Ownership', hashtag: 'ownership', emoji: 'muscle', description: 'We own what we ship.' }], MAYA);
    try {
      await page.reload();
      await waitForCharts(page);
      expect(await said.innerText()).toBe('No shared kudos in this period carried a company value’s hashtag. Try a longer period.');
    } finally {
      await on.running.runtime.deps.values.set(w, [], MAYA);
    }
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
    // A week is labelled by its first day, as the reader's language writes a date ("Nov 2, 2026").
    expect((await tableRows(page, 'participation'))[1]![0]).toMatch(/^[A-Z][a-z]{2,3} \d{1,2}, \d{4}$/);
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
    expect(
      byTeam
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([...teams].sort());
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
