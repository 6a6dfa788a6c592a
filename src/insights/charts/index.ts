// The dashboard's charts in the order shown: each one's title, how the page plots its table (a line or bar chart of
// some columns against a label column, a heat map, or the table alone) and the function that computes the table.
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
  title: string;
  /** One sentence under the title: what is counted. */
  about: string;
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
  empty: string;
  /** Said instead of the chart when the table has no column to plot at all. */
  noSeries?: string;
  run: (input: ChartInput) => Promise<Table>;
};

/** Every chart counts shared kudos only: the private kudos a person's own list shows are in the rows (their rewards'
 *  credits), never counted here. */
const SHARED = 'Counts kudos shared in the feed; private kudos are not counted.';

export const CHARTS: ChartDef[] = [
  {
    id: 'participation',
    title: 'Participation over time',
    about: `Share of people who gave and who received a kudos in each period. ${SHARED}`,
    kind: 'line',
    label: [0],
    series: [2, 3],
    axis: 'percent',
    empty: 'No shared kudos in this period.',
    run: (i) => participation(i.rows, i.scope),
  },
  {
    id: 'by-team',
    title: 'Kudos by team',
    about: 'Shared kudos received and given by each team’s people (a kudos to three people counts three times received).',
    kind: 'bar',
    label: [0],
    series: [2, 4],
    axis: 'count',
    empty: 'No shared kudos reached or left these teams in this period.',
    run: (i) => byTeam(i.rows, i.scope),
  },
  {
    id: 'by-manager',
    title: 'Kudos by manager',
    about: 'Shared kudos received and given by each manager’s direct reports (a manager sees their own).',
    kind: 'bar',
    label: [0],
    series: [2, 4],
    axis: 'count',
    empty: 'No shared kudos reached or left these managers’ reports in this period.',
    run: (i) => byManager(i.rows, i.scope, i.reports),
  },
  {
    id: 'team-matrix',
    title: 'Team to team',
    about: 'Which teams recognise which: shared kudos from the giver’s team (a row) to each receiver’s team (a column).',
    kind: 'heatmap',
    label: [0, 1],
    series: [2],
    axis: 'count',
    empty: 'No shared kudos went from one team to another in this period.',
    run: (i) => teamMatrix(i.rows, i.scope),
  },
  {
    id: 'values',
    title: 'Company values over time',
    about: 'Shared kudos tagged with each company value, per period.',
    kind: 'line',
    label: [0],
    series: [],
    axis: 'count',
    empty: 'No shared kudos in this period carried a company value’s hashtag.',
    noSeries: 'No company values are set, so there is nothing to chart. An admin sets them with /kudos values edit.',
    run: (i) => valuesOverTime(i.rows, i.scope),
  },
  {
    id: 'allowance',
    title: 'Allowance use',
    about: `Coins given in shared kudos against the allowance of everyone in scope, per allowance period. ${SHARED}`,
    kind: 'bar',
    label: [0],
    series: [4],
    axis: 'percent',
    empty: 'No coins were given in shared kudos in this period.',
    run: (i) => allowanceUse(i.rows, { ...i.scope, bucket: i.allowance.period }, i.allowance.coins),
  },
  {
    id: 'top-receivers',
    title: 'Top receivers',
    about: 'The ten people who received the most coins in shared kudos (a manager sees only their own reports).',
    kind: 'bar',
    label: [1],
    series: [4],
    horizontal: true,
    axis: 'count',
    empty: 'Nobody in scope received a shared kudos in this period.',
    run: (i) => top(i.rows, i.scope, 'receivers', i.reports),
  },
  {
    id: 'top-givers',
    title: 'Top givers',
    about: 'The ten people who gave the most coins in shared kudos (a manager sees only their own reports).',
    kind: 'bar',
    label: [1],
    series: [4],
    horizontal: true,
    axis: 'count',
    empty: 'Nobody in scope gave a shared kudos in this period.',
    run: (i) => top(i.rows, i.scope, 'givers', i.reports),
  },
  {
    id: 'not-recognised',
    title: 'Not recognised lately',
    about: 'People in scope who received no shared kudos in the last days chosen (a manager sees only their own reports).',
    kind: 'table',
    label: [0],
    series: [],
    empty: 'Everyone in scope was recognised in the days chosen.',
    run: (i) => notRecognised(i.rows, i.scope, i.days, i.now, i.reports),
  },
];
