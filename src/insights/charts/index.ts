// The dashboard's charts in the order shown: each one's title, how the page plots its table (a line or bar chart of
// some columns against a label column, or the table alone) and the function that computes the table.
import type { Ledger } from './ledger.js';
import { participation } from './participation.js';
import type { Bucket, Scope, Table } from './scope.js';
import { notRecognised, top } from './standings.js';
import { byManager, byTeam, teamMatrix } from './teams.js';
import { allowanceUse, valuesOverTime } from './values.js';

/** What a chart is computed from besides the scope: the viewer's reports, the clock, the giving rules. */
export type ChartInput = { ledger: Ledger; scope: Scope; reports?: ReadonlySet<string> | undefined; now: number; days: number; allowance: { coins: number; period: Bucket } };

export type ChartDef = {
  id: string;
  title: string;
  /** One sentence under the title: what is counted. */
  about: string;
  kind: 'line' | 'bar' | 'table';
  /** Columns joined for each row's label, and the columns plotted. */
  label: number[];
  series: number[];
  horizontal?: boolean;
  run: (input: ChartInput) => Table;
};

export const CHARTS: ChartDef[] = [
  { id: 'participation', title: 'Participation over time', about: 'Share of people who gave and who received a kudos in each period; kudos and coins include private kudos (never by name).', kind: 'line', label: [0], series: [2, 3], run: (i) => participation(i.ledger, i.scope) },
  { id: 'by-team', title: 'Kudos by team', about: 'Shared kudos received and given by each team’s people (a kudos to three people counts three times received).', kind: 'bar', label: [0], series: [2, 4], run: (i) => byTeam(i.ledger, i.scope) },
  { id: 'by-manager', title: 'Kudos by manager', about: 'Shared kudos received and given by each manager’s direct reports.', kind: 'bar', label: [0], series: [2, 4], run: (i) => byManager(i.ledger, i.scope) },
  { id: 'team-matrix', title: 'Team to team', about: 'Which teams recognise which: shared kudos from the giver’s team to each receiver’s team.', kind: 'bar', label: [0, 1], series: [2], horizontal: true, run: (i) => teamMatrix(i.ledger, i.scope) },
  { id: 'values', title: 'Company values over time', about: 'Shared kudos tagged with each company value, per period.', kind: 'line', label: [0], series: [], run: (i) => valuesOverTime(i.ledger, i.scope) },
  { id: 'allowance', title: 'Allowance use', about: 'Coins given (private kudos included) against the allowance of everyone in scope, per allowance period.', kind: 'bar', label: [0], series: [4], run: (i) => allowanceUse(i.ledger, { ...i.scope, bucket: i.allowance.period }, i.allowance.coins) },
  { id: 'top-receivers', title: 'Top receivers', about: 'The ten people who received the most coins in shared kudos.', kind: 'bar', label: [1], series: [4], horizontal: true, run: (i) => top(i.ledger, i.scope, 'receivers') },
  { id: 'top-givers', title: 'Top givers', about: 'The ten people who gave the most coins in shared kudos.', kind: 'bar', label: [1], series: [4], horizontal: true, run: (i) => top(i.ledger, i.scope, 'givers') },
  { id: 'not-recognised', title: 'Not recognised lately', about: 'People in scope who received no shared kudos in the last days chosen (a manager sees only their own reports).', kind: 'table', label: [0], series: [], run: (i) => notRecognised(i.ledger, i.scope, i.days, i.now, i.reports) },
];
