// The dashboard's HTML: the sign-in page, the refusals and sign-in failures (plain pages a person can act on), and the
// dashboard itself — filters, then each chart as a canvas drawn by chart.js from the table under it (the same numbers,
// for screen readers), a heat map, or a sentence saying why there is nothing to draw, with a link to download that
// table as CSV.
import { chartOptions } from './chart-options.js';
import type { ChartDef } from './charts/index.js';
import type { Table } from './charts/scope.js';
import { emptySentence } from './empty.js';
import { type Filters, MONTHS, queryOf } from './filters.js';
import { heatmapHtml } from './heatmap.js';
import { escapeHtml } from './html.js';

function page(title: string, body: string, scripts = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Kudos</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/insights/assets/dashboard.css">${scripts ? '\n<script src="/insights/assets/chart.umd.js" defer></script><script src="/insights/assets/dashboard.js" defer></script>' : ''}</head>
<body>${body}</body></html>`;
}

const signOut = '<form method="post" action="/insights/logout" class="signout"><button type="submit" id="sign-out">Sign out</button></form>';

export const signInPage = () =>
  page(
    'Insights',
    `<main class="narrow"><h1>Kudos insights</h1><p>Who takes part, which teams recognise each other, which values show up. For the workspace’s Kudos admins, and for managers about their own teams.</p><p><a class="button" id="sign-in" href="/insights/login">Sign in with Slack</a></p></main>`,
  );

export const refusedPage = (sentence: string) =>
  page('Not for you', `<main class="narrow"><h1>This dashboard is not open to you</h1><p>${escapeHtml(sentence)}</p>${signOut}</main>`);

export const badFiltersPage = (problem: string) =>
  page(
    'Filters',
    `<main class="narrow"><h1>These filters could not be read</h1><p>${escapeHtml(problem)}</p><p><a class="button" href="/insights">Back to the dashboard without filters</a></p>${signOut}</main>`,
  );

export const failedSignInPage = (sentence: string) =>
  page(
    'Not signed in',
    `<main class="narrow"><h1>You are not signed in</h1><p>${escapeHtml(sentence)}</p><p><a class="button" href="/insights/login">Sign in with Slack again</a></p></main>`,
  );

export const failedPage = () =>
  page(
    'Insights',
    `<main class="narrow"><h1>The dashboard could not be prepared</h1><p>Something failed on Kudos’s side. Try again in a minute; if it goes on, tell whoever runs Kudos.</p><p><a class="button" href="/insights">Try again</a></p>${signOut}</main>`,
  );

export const notConfiguredPage = () =>
  page(
    'Insights',
    `<main class="narrow"><h1>Sign in with Slack is not set up</h1><p>Whoever runs Kudos sets SLACK_OPENID_CLIENT_ID and SLACK_OPENID_CLIENT_SECRET (or installs through OAuth) to open the insights dashboard.</p></main>`,
  );

function tableHtml(def: ChartDef, table: Table): string {
  const head = table.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  const rows = table.rows
    .map(
      (r) =>
        `<tr>${r.map((cell, i) => (i === def.label[0] ? `<th scope="row">${escapeHtml(String(cell))}</th>` : `<td>${escapeHtml(String(cell))}</td>`)).join('')}</tr>`,
    )
    .join('\n');
  const empty = table.rows.length ? '' : `<tr><td colspan="${table.columns.length}">${escapeHtml(def.empty)}</td></tr>`;
  return `<table id="table-${def.id}"><caption>${escapeHtml(def.title)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}${empty}</tbody></table>`;
}

/** A chart's section: above its table, the canvas chart.js draws on (its options in data-options), the heat map, or
 *  the sentence saying why there is nothing to draw. */
function chartHtml(def: ChartDef, table: Table, filters: Filters): string {
  const empty = emptySentence(def, table, filters);
  const drawn = !empty && (def.kind === 'line' || def.kind === 'bar');
  const picture = empty
    ? `<p class="empty">${escapeHtml(empty)}</p>`
    : def.kind === 'heatmap'
      ? heatmapHtml(def, table)
      : drawn
        ? `<div class="canvas"><canvas role="img" aria-label="${escapeHtml(def.title)}: its numbers are in the table below"></canvas></div>`
        : '';
  const state = drawn ? ` data-options="${escapeHtml(JSON.stringify(chartOptions(def)))}"` : empty ? ' data-empty="true"' : '';
  return `<section class="chart chart-${def.kind}" id="chart-${def.id}" data-kind="${def.kind}" data-label="${def.label.join(',')}" data-series="${def.series.join(',')}"${state}>
<h2>${escapeHtml(def.title)}</h2><p class="about">${escapeHtml(def.about)}</p>${picture}
<details${def.kind === 'table' ? ' open' : ''}><summary>The numbers</summary>${tableHtml(def, table)}</details>
<a class="csv" id="csv-${def.id}" href="/insights/api/charts/${def.id}.csv?${escapeHtml(queryOf(filters))}" download="${def.id}.csv">Download CSV</a></section>`;
}

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

function filtersHtml(f: Filters, teams: string[], values: string[], allTeams: boolean): string {
  return `<form class="filters" method="get" action="/insights" id="filters">
<label>Period <select name="months">${MONTHS.map((m) => option(String(m), m === 1 ? 'This month' : `Last ${m} months`, f.months === m)).join('')}</select></label>
<label>By <select name="bucket">${option('month', 'Month', f.bucket === 'month')}${option('week', 'Week', f.bucket === 'week')}</select></label>
<label>Team <select name="team">${option('', allTeams ? 'All teams' : 'All my teams', !f.team)}${teams.map((t) => option(t, t, f.team === t)).join('')}</select></label>
<label>Value <select name="value">${option('', 'All values', !f.value)}${values.map((v) => option(v, `#${v}`, f.value === v)).join('')}</select></label>
<label>Not recognised in <input type="number" name="days" min="1" max="365" value="${f.days}"> days</label>
<button type="submit" id="apply">Apply</button></form>`;
}

export type DashboardView = { who: string; admin: boolean; filters: Filters; teams: string[]; values: string[]; charts: { def: ChartDef; table: Table }[] };

export function dashboardPage(v: DashboardView): string {
  const scope = v.admin ? 'every team (you are a Kudos admin)' : 'your reports’ teams';
  return page(
    'Insights',
    `<header><h1>Kudos insights</h1><p>Signed in as ${escapeHtml(v.who)} — showing ${scope}. Counts kudos shared in the feed; private kudos are not counted.</p>${signOut}</header>
<main>${filtersHtml(v.filters, v.teams, v.values, v.admin)}
${v.charts.map((c) => chartHtml(c.def, c.table, v.filters)).join('\n')}</main>`,
    true,
  );
}
