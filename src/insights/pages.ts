// The dashboard's HTML: the sign-in page, the refusals and sign-in failures (plain pages a person can act on), and the
// dashboard itself — filters, then each chart as a canvas drawn by chart.js from the table under it (the same numbers,
// for screen readers), a heat map, or a sentence saying why there is nothing to draw, with a link to download that
// table as CSV. Every page is in its reader's language (`<html lang>`), its month names and numbers as they write them.
import type { Translator } from '../i18n/translator.js';
import { chartOptions } from './chart-options.js';
import type { ChartDef } from './charts/index.js';
import type { Table } from './charts/scope.js';
import { emptySentence } from './empty.js';
import { type Filters, MONTHS, queryOf } from './filters.js';
import { heatmapHtml } from './heatmap.js';
import { escapeHtml } from '../ui/html.js';
import { cellText, columnLabel, teamText } from './words.js';

function page(t: Translator, title: string, body: string, scripts = false): string {
  return `<!doctype html>
<html lang="${t.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Kudos</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/insights/assets/dashboard.css">${scripts ? '\n<script src="/insights/assets/chart.umd.js" defer></script><script src="/insights/assets/dashboard.js" defer></script>' : ''}</head>
<body>${body}</body></html>`;
}

/** A page's words, escaped for HTML. */
const say = (t: Translator, ...args: Parameters<Translator['t']>) => escapeHtml(t.t(...args));

const signOut = (t: Translator) =>
  `<form method="post" action="/insights/logout" class="signout"><button type="submit" id="sign-out">${say(t, 'dashboard.signOut')}</button></form>`;

export const signInPage = (t: Translator) =>
  page(
    t,
    t.t('dashboard.pageTitle'),
    `<main class="narrow"><h1>${say(t, 'dashboard.heading')}</h1><p>${say(t, 'dashboard.signInAbout')}</p><p><a class="button" id="sign-in" href="/insights/login">${say(t, 'dashboard.signIn')}</a></p></main>`,
  );

export const refusedPage = (t: Translator, sentence: string) =>
  page(
    t,
    t.t('dashboard.refusedTitle'),
    `<main class="narrow"><h1>${say(t, 'dashboard.refusedHeading')}</h1><p>${escapeHtml(sentence)}</p>${signOut(t)}</main>`,
  );

export const badFiltersPage = (t: Translator, problem: string) =>
  page(
    t,
    t.t('dashboard.filtersTitle'),
    `<main class="narrow"><h1>${say(t, 'dashboard.filtersHeading')}</h1><p>${escapeHtml(problem)}</p><p><a class="button" href="/insights">${say(t, 'dashboard.filtersBack')}</a></p>${signOut(t)}</main>`,
  );

export const failedSignInPage = (t: Translator, sentence: string) =>
  page(
    t,
    t.t('dashboard.notSignedInTitle'),
    `<main class="narrow"><h1>${say(t, 'dashboard.notSignedInHeading')}</h1><p>${escapeHtml(sentence)}</p><p><a class="button" href="/insights/login">${say(t, 'dashboard.signInAgain')}</a></p></main>`,
  );

export const failedPage = (t: Translator) =>
  page(
    t,
    t.t('dashboard.pageTitle'),
    `<main class="narrow"><h1>${say(t, 'dashboard.failedHeading')}</h1><p>${say(t, 'dashboard.failedText')}</p><p><a class="button" href="/insights">${say(t, 'dashboard.tryAgain')}</a></p>${signOut(t)}</main>`,
  );

export const notConfiguredPage = (t: Translator) =>
  page(
    t,
    t.t('dashboard.pageTitle'),
    `<main class="narrow"><h1>${say(t, 'dashboard.notConfiguredHeading')}</h1><p>${say(t, 'dashboard.notConfiguredText')}</p></main>`,
  );

/** A table's headings and rows as the reader reads them: the page's table and its CSV, the same text. */
export function tableText(t: Translator, table: Table): { columns: string[]; rows: string[][] } {
  return {
    columns: table.columns.map((c) => columnLabel(t, c)),
    rows: table.rows.map((r) => r.map((cell, i) => cellText(t, table.columns[i]!, cell))),
  };
}

function tableHtml(t: Translator, def: ChartDef, table: Table): string {
  const text = tableText(t, table);
  const head = text.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  // A number's cell carries its figure (data-value) for chart.js: its text is written the reader's way (1.234,5).
  const value = (cell: string | number) => (typeof cell === 'number' ? ` data-value="${cell}"` : '');
  const rows = table.rows
    .map(
      (r, n) =>
        `<tr>${r
          .map((cell, i) => {
            const shown = escapeHtml(text.rows[n]![i]!);
            return i === def.label[0] ? `<th scope="row"${value(cell)}>${shown}</th>` : `<td${value(cell)}>${shown}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('\n');
  const empty = table.rows.length ? '' : `<tr><td colspan="${table.columns.length}">${say(t, def.empty)}</td></tr>`;
  return `<table id="table-${def.id}"><caption>${say(t, def.title)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}${empty}</tbody></table>`;
}

/** A chart's section: above its table, the canvas chart.js draws on (its options in data-options), the heat map, or
 *  the sentence saying why there is nothing to draw. */
function chartHtml(t: Translator, def: ChartDef, table: Table, filters: Filters): string {
  const empty = emptySentence(t, def, table, filters);
  const drawn = !empty && (def.kind === 'line' || def.kind === 'bar');
  const picture = empty
    ? `<p class="empty">${escapeHtml(empty)}</p>`
    : def.kind === 'heatmap'
      ? heatmapHtml(t, def, table)
      : drawn
        ? `<div class="canvas"><canvas role="img" aria-label="${say(t, 'dashboard.canvasLabel', { title: t.t(def.title) })}"></canvas></div>`
        : '';
  const state = drawn ? ` data-options="${escapeHtml(JSON.stringify(chartOptions(def, t.locale)))}"` : empty ? ' data-empty="true"' : '';
  return `<section class="chart chart-${def.kind}" id="chart-${def.id}" data-kind="${def.kind}" data-label="${def.label.join(',')}" data-series="${def.series.join(',')}"${state}>
<h2>${say(t, def.title)}</h2><p class="about">${say(t, def.about)}</p>${picture}
<details${def.kind === 'table' ? ' open' : ''}><summary>${say(t, 'dashboard.theNumbers')}</summary>${tableHtml(t, def, table)}</details>
<a class="csv" id="csv-${def.id}" href="/insights/api/charts/${def.id}.csv?${escapeHtml(queryOf(filters))}" download="${def.id}.csv">${say(t, 'dashboard.downloadCsv')}</a></section>`;
}

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

/** A label around a form field, the field where the sentence puts it ("Not recognised in [30] days"). */
function labelAround(sentence: string, field: string): string {
  const [before = '', after = ''] = sentence.split('\u0000');
  return `<label>${escapeHtml(before)}${field}${escapeHtml(after)}</label>`;
}

function filtersHtml(t: Translator, f: Filters, teams: string[], values: string[], allTeams: boolean): string {
  const months = MONTHS.map((m) => option(String(m), t.t('dashboard.filterMonths', { months: m }), f.months === m)).join('');
  const buckets = option('month', t.t('dashboard.bucketMonth'), f.bucket === 'month') + option('week', t.t('dashboard.bucketWeek'), f.bucket === 'week');
  const everyTeam = option('', t.t(allTeams ? 'dashboard.allTeams' : 'dashboard.allMyTeams'), !f.team);
  const days = `<input type="number" name="days" min="1" max="365" value="${f.days}">`;
  return `<form class="filters" method="get" action="/insights" id="filters">
<label>${say(t, 'dashboard.filterPeriod')} <select name="months">${months}</select></label>
<label>${say(t, 'dashboard.filterBucket')} <select name="bucket">${buckets}</select></label>
<label>${say(t, 'dashboard.filterTeam')} <select name="team">${everyTeam}${teams.map((team) => option(team, teamText(t, team), f.team === team)).join('')}</select></label>
<label>${say(t, 'dashboard.filterValue')} <select name="value">${option('', t.t('dashboard.allValues'), !f.value)}${values.map((v) => option(v, `#${v}`, f.value === v)).join('')}</select></label>
${labelAround(t.t('dashboard.filterDays', { days: '\u0000' }), days)}
<button type="submit" id="apply">${say(t, 'dashboard.apply')}</button></form>`;
}

export type DashboardView = { who: string; admin: boolean; filters: Filters; teams: string[]; values: string[]; charts: { def: ChartDef; table: Table }[] };

export function dashboardPage(t: Translator, v: DashboardView): string {
  return page(
    t,
    t.t('dashboard.pageTitle'),
    `<header><h1>${say(t, 'dashboard.heading')}</h1><p>${say(t, 'dashboard.signedInAs', { who: v.who, scope: v.admin ? 'admin' : 'manager' })}</p>${signOut(t)}</header>
<main>${filtersHtml(t, v.filters, v.teams, v.values, v.admin)}
${v.charts.map((c) => chartHtml(t, c.def, c.table, v.filters)).join('\n')}</main>`,
    true,
  );
}
