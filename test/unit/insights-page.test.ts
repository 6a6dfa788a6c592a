// The dashboard page as the server writes it, without a browser: each drawn chart's axis (a share from 0 to 100, a
// count on whole numbers), a chart with nothing to draw said in words instead of an empty canvas, Team to team as a heat
// map with every pair written in its cell, and the words about private kudos matching what the charts count (their
// tables counted from the read model's rows, on SQLite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartOptions } from '../../src/insights/chart-options.js';
import { CHARTS, type ChartDef } from '../../src/insights/charts/index.js';
import type { Table } from '../../src/insights/charts/scope.js';
import { plotted } from '../../src/insights/empty.js';
import type { Filters } from '../../src/insights/filters.js';
import { heatmapHtml } from '../../src/insights/heatmap.js';
import { translatorFor } from '../../src/i18n/translator.js';
import { dashboardPage } from '../../src/insights/pages.js';
import type { People } from '../../src/insights/people.js';
import { type StoreFactory, createStoreFactory } from '../../src/store/factory.js';
import { type TestKudos, chartRowsOf } from '../support/read-model.js';

const people: People = new Map(
  [
    { email: 'ana@acme.test', name: 'Ana Lima', team: 'Eng', manager: 'mgr@acme.test' },
    { email: 'cara@acme.test', name: 'Cara Sales', team: 'R&D <core>' },
    { email: 'mgr@acme.test', name: 'Max Manager', team: 'Eng' },
  ].map((p) => [p.email, p]),
);
const at = (day: string) => Date.parse(`${day}T12:00:00Z`);
const kudos: TestKudos[] = [
  { at: at('2026-10-05'), giver: 'cara@acme.test', receivers: ['ana@acme.test'], amount: 10, reason: 'great #ownership', shared: true },
  { at: at('2026-11-03'), giver: 'ana@acme.test', receivers: ['cara@acme.test', 'mgr@acme.test'], amount: 5, reason: 'thanks', shared: true },
];
let stores: StoreFactory;
beforeAll(async () => {
  stores = await createStoreFactory('sqlite://:memory:');
});
afterAll(() => stores.close());
const input = async (values: string[], list = kudos) => ({
  rows: await chartRowsOf(stores, list, people, values),
  scope: { from: Date.parse('2026-10-01T00:00:00Z'), to: Date.parse('2026-12-01T00:00:00Z'), bucket: 'month' as const, timeZone: 'UTC' },
  now: Date.parse('2026-12-01T00:00:00Z'),
  days: 30,
  allowance: { coins: 100, period: 'month' as const },
});
const filters: Filters = { months: 6, bucket: 'month', days: 30 };
const en = translatorFor('en');

async function page(values: string[], list = kudos, f = filters): Promise<string> {
  const i = await input(values, list);
  const charts = await Promise.all(CHARTS.map(async (def) => ({ def, table: await def.run(i) })));
  return dashboardPage(en, { who: 'Cleo Chief', admin: true, filters: f, teams: ['Eng'], values, charts });
}

/** The HTML of one chart's section. */
const sectionOf = (html: string, id: string) => [...html.matchAll(/<section [^>]*id="chart-([a-z-]+)"[\s\S]*?<\/section>/g)].find((m) => m[1] === id)![0];
const optionsOf = (section: string) =>
  JSON.parse(/data-options="([^"]*)"/.exec(section)![1]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))) as {
    scales: Record<string, Record<string, unknown>>;
  };

describe('the dashboard’s axes', () => {
  it('draws a share on an axis from 0 to 100, and a count on whole numbers from 0, on the value axis', async () => {
    const drawn = CHARTS.filter((c) => c.kind === 'line' || c.kind === 'bar');
    expect(drawn.map((c) => c.id)).toContain('participation');
    for (const def of drawn) {
      const options = chartOptions(def) as { indexAxis: string; scales: Record<string, Record<string, unknown>> };
      const value = def.horizontal ? 'x' : 'y';
      expect(Object.keys(options.scales), def.id).toEqual([value]);
      if (def.axis === 'percent') expect(options.scales[value], def.id).toMatchObject({ min: 0, suggestedMax: 100 });
      else expect(options.scales[value], def.id).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });
    }
  });

  it('says each chart’s axis by what its plotted columns hold: a column in % is a share, anything else a count', async () => {
    const i = await input(['ownership']);
    for (const def of CHARTS.filter((c) => c.kind !== 'table')) {
      const table = await def.run(i);
      const shares = plotted(def, table).map((c) => table.columns[c]!.endsWith('(%)'));
      expect(new Set(shares).size, def.id).toBe(1);
      expect(def.axis, def.id).toBe(shares[0] ? 'percent' : 'count');
    }
  });

  it('hands the page the options of each drawn chart', async () => {
    const html = await page(['ownership']);
    expect(optionsOf(sectionOf(html, 'participation')).scales.y).toMatchObject({ min: 0, suggestedMax: 100 });
    expect(optionsOf(sectionOf(html, 'values')).scales.y).toMatchObject({ ticks: { precision: 0 } });
    expect(optionsOf(sectionOf(html, 'top-receivers')).scales.x).toMatchObject({ ticks: { precision: 0 } });
  });
});

describe('a chart with nothing to draw', () => {
  it('says no company values are set, with no canvas, when there are none', async () => {
    const values = sectionOf(await page([]), 'values');
    expect(values).not.toContain('<canvas');
    expect(values).toContain('data-empty="true"');
    expect(values).toContain('No company values are set, so there is nothing to chart. An admin sets them with /kudos values edit.');
  });

  it('says there were no kudos in the period, and what to try, for every drawn chart', async () => {
    const html = await page(['ownership'], []);
    for (const def of CHARTS.filter((c) => c.kind !== 'table')) {
      const section = sectionOf(html, def.id);
      expect(section, def.id).not.toContain('<canvas');
      expect(section, def.id).not.toContain('class="heatmap"');
      expect(section, def.id).toContain(`<p class="empty">${en.t(def.empty)} Try a longer period.</p>`);
    }
    const filtered = sectionOf(await page(['ownership'], [], { ...filters, months: 12, team: 'Eng' }), 'participation');
    expect(filtered).toContain('No shared kudos in this period. Try no team or value filter.</p>');
  });

  it('draws a chart with any figure in it, and says nothing about emptiness', async () => {
    const values = sectionOf(await page(['ownership']), 'values');
    expect(values).toContain('<canvas');
    expect(values).not.toContain('class="empty"');
  });
});

describe('Team to team', () => {
  const def = CHARTS.find((c) => c.id === 'team-matrix')!;

  it('is a heat map on the page: every pair of teams in its own cell, with its figure', async () => {
    const table = await def.run(await input([]));
    const section = sectionOf(await page([]), 'team-matrix');
    expect(section).not.toContain('<canvas');
    for (const [from, to, n] of table.rows) {
      const cell = new RegExp(
        `<td class="heat-[1-5]" title="${String(from).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)} → ${String(to).replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}: ${n} kudos">${n}</td>`,
      );
      expect(section).toMatch(cell);
    }
    expect(section).toContain('<th scope="row">R&#38;D &#60;core&#62;</th>');
  });

  it('writes every cell of a matrix of many teams, shaded by its share of the largest', async () => {
    const teams = Array.from({ length: 12 }, (_, i) => `Team ${String(i).padStart(2, '0')}`);
    const rows = teams.flatMap((from, i) => teams.map((to, j) => [from, to, i * 12 + j + 1, 0]));
    const html = heatmapHtml(en, def as ChartDef, { columns: ['From team', 'To team', 'Kudos', 'Coins'], rows } satisfies Table);
    expect(html.match(/<td /g)).toHaveLength(144);
    expect(html.match(/<th scope="col">Team/g)).toHaveLength(12);
    expect(html).toContain('<td class="heat-5" title="Team 11 → Team 11: 144 kudos">144</td>');
    expect(html).toContain('<td class="heat-1" title="Team 00 → Team 00: 1 kudos">1</td>');
  });

  it('leaves a pair without kudos at 0, unshaded', async () => {
    const html = heatmapHtml(en, def, {
      columns: ['From team', 'To team', 'Kudos', 'Coins'],
      rows: [
        ['A', 'B', 3, 30],
        ['B', 'A', 1, 10],
      ],
    });
    expect(html).toContain('<td class="heat-0" title="A → A: 0 kudos">0</td>');
    expect(html).toContain('<td class="heat-2" title="B → A: 1 kudos">1</td>');
  });
});

describe('the dashboard in the reader’s language', () => {
  it('writes the page in Japanese and German: html lang, titles, months, headings and numbers their way, figures kept for the charts', async () => {
    const i = await input(['ownership']);
    const charts = await Promise.all(CHARTS.map(async (def) => ({ def, table: await def.run(i) })));
    const view = { who: 'Cleo Chief', admin: true, filters, teams: ['Eng'], values: ['ownership'], charts };
    const ja = dashboardPage(translatorFor('ja'), view);
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain('<h2>参加状況の推移</h2>');
    expect(ja).toContain('<th scope="row">2026年10月</th>');
    expect(ja).toContain('&#34;locale&#34;:&#34;ja&#34;');
    expect(ja).not.toContain('Participation over time');
    const de = dashboardPage(translatorFor('de'), view);
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('<th scope="col">Erhaltene Kudos</th>');
    expect(de).toContain('<th scope="row">Oktober 2026</th>');
    // A share of 33.3 % reads 33,3 in German; chart.js reads its figure from data-value.
    expect(sectionOf(de, 'participation')).toMatch(/<td data-value="(\d+)\.(\d)">\1,\2<\/td>/);
    expect(de).toContain('Seit <input type="number" name="days" min="1" max="365" value="30"> Tagen nicht anerkannt');
  });
});

describe('what the dashboard says it counts', () => {
  it('never says private kudos are counted or included: the feed it reads lists shared kudos only', async () => {
    const html = await page(['ownership']);
    expect(html).toContain('Counts kudos shared in the feed; private kudos are not counted.');
    expect(html).not.toMatch(/private kudos (are counted|included)|include private/i);
    for (const def of CHARTS) expect(en.t(def.about), def.id).not.toMatch(/private kudos (are counted|included)|include private/i);
  });
});
