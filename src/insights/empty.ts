// What a chart says in words when it has nothing to draw, instead of an empty canvas: no column to plot (no company
// values set), or every plotted figure 0 (no shared kudos in the period), with what to try next.
import type { Translator } from '../i18n/translator.js';
import type { ChartDef } from './charts/index.js';
import type { Table } from './charts/scope.js';
import { type Filters, MONTHS } from './filters.js';

/** The columns a chart plots: its series, or every column but its labels when it names none. */
export function plotted(def: Pick<ChartDef, 'label' | 'series'>, table: Table): number[] {
  return def.series.length ? def.series : table.columns.map((_, i) => i).filter((i) => !def.label.includes(i));
}

/** The sentence said instead of the chart, or undefined when there is something to draw (a table is always shown). */
export function emptySentence(t: Translator, def: ChartDef, table: Table, filters: Pick<Filters, 'months' | 'team' | 'value'>): string | undefined {
  if (def.kind === 'table') return undefined;
  const columns = plotted(def, table);
  if (columns.length === 0) return t.t(def.noSeries ?? def.empty);
  if (table.rows.some((r) => columns.some((c) => Number(r[c]) !== 0))) return undefined;
  const longer = filters.months < Math.max(...MONTHS);
  const unfiltered = Boolean(filters.team || filters.value);
  const empty = t.t(def.empty);
  if (!longer && !unfiltered) return empty;
  return t.t('dashboard.emptyTry', { empty, tries: longer && unfiltered ? 'both' : longer ? 'longer' : 'unfiltered' });
}
