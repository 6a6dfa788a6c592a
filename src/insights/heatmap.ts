// A two-label table (giver's team, receiver's team, kudos) drawn as a heat map: one row per giving team, one column per
// receiving team, every figure written in its cell and shaded by size, so every pair reads without a tooltip however
// many teams there are (a bar per pair left two in three unlabelled).
import type { Translator } from '../i18n/translator.js';
import type { ChartDef } from './charts/index.js';
import type { Table } from './charts/scope.js';
import { escapeHtml } from '../ui/html.js';
import { columnLabel, teamText } from './words.js';

/** Shades from 0 (none) to SHADES: a cell's share of the largest figure, rounded up so any kudos shows. */
const SHADES = 5;

/** The cells count kudos (the chart's first series). */
export function heatmapHtml(t: Translator, def: Pick<ChartDef, 'id' | 'title' | 'label' | 'series'>, table: Table): string {
  const [from, to] = def.label as [number, number];
  const value = def.series[0]!;
  const rowsOf = [...new Set(table.rows.map((r) => String(r[from])))].sort((a, b) => a.localeCompare(b));
  const columnsOf = [...new Set(table.rows.map((r) => String(r[to])))].sort((a, b) => a.localeCompare(b));
  const cell = new Map(table.rows.map((r) => [`${String(r[from])}\u0000${String(r[to])}`, Number(r[value])]));
  const max = Math.max(1, ...cell.values());
  const head = columnsOf.map((c) => `<th scope="col">${escapeHtml(teamText(t, c))}</th>`).join('');
  const body = rowsOf
    .map((r) => {
      const cells = columnsOf.map((c) => {
        const n = cell.get(`${r}\u0000${c}`) ?? 0;
        const shade = n > 0 ? Math.ceil((SHADES * n) / max) : 0;
        const title = t.t('dashboard.heatCell', { from: teamText(t, r), to: teamText(t, c), count: n });
        return `<td class="heat-${shade}" title="${escapeHtml(title)}">${escapeHtml(t.number(n))}</td>`;
      });
      return `<tr><th scope="row">${escapeHtml(teamText(t, r))}</th>${cells.join('')}</tr>`;
    })
    .join('\n');
  const corner = `<th scope="col" class="corner">${escapeHtml(t.t('dashboard.heatCorner', { from: columnLabel(t, table.columns[from]!), to: columnLabel(t, table.columns[to]!) }))}</th>`;
  return `<div class="heatmap"><table id="heatmap-${def.id}"><caption>${escapeHtml(t.t('dashboard.heatCaption', { title: t.t(def.title) }))}</caption><thead><tr>${corner}${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}
