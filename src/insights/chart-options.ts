// The chart.js options of each drawn chart, made here and handed to the page as JSON (data-options) so they can be
// tested without a browser: a share on an axis from 0 to 100, a count on whole-number ticks from 0, and the ticks'
// numbers written as the reader's language writes them (`locale`).
import type { ChartDef } from './charts/index.js';

/** The value axis: `max` only suggested, so a share above 100 (an allowance lowered mid-period) is still drawn. */
function valueAxis(axis: ChartDef['axis']) {
  return axis === 'percent' ? { min: 0, suggestedMax: 100, ticks: { stepSize: 10 } } : { beginAtZero: true, ticks: { precision: 0 } };
}

export function chartOptions(def: Pick<ChartDef, 'horizontal' | 'axis'>, locale = 'en'): Record<string, unknown> {
  const value = def.horizontal ? 'x' : 'y';
  return {
    animation: false,
    maintainAspectRatio: false,
    locale,
    indexAxis: def.horizontal ? 'y' : 'x',
    plugins: { legend: { position: 'bottom' } },
    scales: { [value]: valueAxis(def.axis) },
  };
}
