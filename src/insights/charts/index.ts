// The dashboard's charts in the order shown: each one's title, how the page plots its table (a line or bar chart of
// some columns against a label column, a heat map, or the table alone) and the function that computes the table.
import type { MessageKey } from '../../i18n/catalogue.js';
import { participation } from './participation.js';
import type { ChartRows } from './rows.js';
import type { Bucket, Scope, Table } from './scope.js';
import { notRecognised, top } from './standings.js';
import { byManager, byTeam, teamMatrix } from './teams.js';
import { allowanceUse, valuesOverTime } from './values.js';

/** What a chart is computed from besides the scope: the viewer's reports, the clock, the giving rules. */
export type ChartInput = {
  rows: ChartRows;
  scope: Scope;
  reports?: ReadonlySet<string> | undefined;
  now: number;
  days: number;
  allowance: { coins: number; period: Bucket };
};

export type ChartDef = {
  id: string;
  title: MessageKey;
  /** One sentence under the title: what is counted. */
  about: MessageKey;
  /** `heatmap`: the first two label columns as rows and columns, the first series in the cells (every pair readable,
   *  however many teams); `table`: the table alone. */
  kind: 'line' | 'bar' | 'heatmap' | 'table';
  /** Columns joined for each row's label, and the columns plotted. */
  label: number[];
  series: number[];
  horizontal?: boolean;
  /** What the plotted columns measure: a share (an axis from 0 to 100) or a count (whole-number ticks). */
  axis?: 'percent' | 'count';
  /** Said instead of the chart when every plotted figure is 0 (nothing in the period). */
  empty: MessageKey;
  /** Said instead of the chart when the table has no column to plot at all. */
  noSeries?: MessageKey;
  run: (input: ChartInput) => Promise<Table>;
};

/** Every chart counts shared kudos only: the private kudos a person's own list shows are in the rows (their rewards'
 *  credits), never counted here — the abouts of participation and allowance use say so. */
export const CHARTS: ChartDef[] = [
  {
    id: 'participation',
    title: 'dashboard.chartParticipationTitle',
    about: 'dashboard.chartParticipationAbout',
    kind: 'line',
    label: [0],
    series: [2, 3],
    axis: 'percent',
    empty: 'dashboard.chartParticipationEmpty',
    run: (i) => participation(i.rows, i.scope),
  },
  {
    id: 'by-team',
    title: 'dashboard.chartByTeamTitle',
    about: 'dashboard.chartByTeamAbout',
    kind: 'bar',
    label: [0],
    series: [2, 4],
    axis: 'count',
    empty: 'dashboard.chartByTeamEmpty',
    run: (i) => byTeam(i.rows, i.scope),
  },
  {
    id: 'by-manager',
    title: 'dashboard.chartByManagerTitle',
    about: 'dashboard.chartByManagerAbout',
    kind: 'bar',
    label: [0],
    series: [2, 4],
    axis: 'count',
    empty: 'dashboard.chartByManagerEmpty',
    run: (i) => byManager(i.rows, i.scope, i.reports),
  },
  {
    id: 'team-matrix',
    title: 'dashboard.chartTeamMatrixTitle',
    about: 'dashboard.chartTeamMatrixAbout',
    kind: 'heatmap',
    label: [0, 1],
    series: [2],
    axis: 'count',
    empty: 'dashboard.chartTeamMatrixEmpty',
    run: (i) => teamMatrix(i.rows, i.scope),
  },
  {
    id: 'values',
    title: 'dashboard.chartValuesTitle',
    about: 'dashboard.chartValuesAbout',
    kind: 'line',
    label: [0],
    series: [],
    axis: 'count',
    empty: 'dashboard.chartValuesEmpty',
    noSeries: 'dashboard.chartValuesNoSeries',
    run: (i) => valuesOverTime(i.rows, i.scope),
  },
  {
    id: 'allowance',
    title: 'dashboard.chartAllowanceTitle',
    about: 'dashboard.chartAllowanceAbout',
    kind: 'bar',
    label: [0],
    series: [4],
    axis: 'percent',
    empty: 'dashboard.chartAllowanceEmpty',
    run: (i) => allowanceUse(i.rows, { ...i.scope, bucket: i.allowance.period }, i.allowance.coins),
  },
  {
    id: 'top-receivers',
    title: 'dashboard.chartTopReceiversTitle',
    about: 'dashboard.chartTopReceiversAbout',
    kind: 'bar',
    label: [1],
    series: [4],
    horizontal: true,
    axis: 'count',
    empty: 'dashboard.chartTopReceiversEmpty',
    run: (i) => top(i.rows, i.scope, 'receivers', i.reports),
  },
  {
    id: 'top-givers',
    title: 'dashboard.chartTopGiversTitle',
    about: 'dashboard.chartTopGiversAbout',
    kind: 'bar',
    label: [1],
    series: [4],
    horizontal: true,
    axis: 'count',
    empty: 'dashboard.chartTopGiversEmpty',
    run: (i) => top(i.rows, i.scope, 'givers', i.reports),
  },
  {
    id: 'not-recognised',
    title: 'dashboard.chartNotRecognisedTitle',
    about: 'dashboard.chartNotRecognisedAbout',
    kind: 'table',
    label: [0],
    series: [],
    empty: 'dashboard.chartNotRecognisedEmpty',
    run: (i) => notRecognised(i.rows, i.scope, i.days, i.now, i.reports),
  },
];
