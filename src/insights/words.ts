// The dashboard in its reader's words: each table column's heading, and each cell as the reader's language writes it
// (month names, dates, numbers) — the same text in the page's table, in its chart's labels and in its CSV.
import type { MessageKey } from '../i18n/catalogue.js';
import type { Translator } from '../i18n/translator.js';
import { NO_TEAM } from './people.js';

/** The columns the charts name (their tables' ids, also the JSON API's), and the heading each is read under. */
const COLUMNS: Record<string, MessageKey> = {
  Period: 'dashboard.columnPeriod',
  People: 'dashboard.columnPeople',
  'Gave (%)': 'dashboard.columnGavePercent',
  'Received (%)': 'dashboard.columnReceivedPercent',
  Kudos: 'dashboard.columnKudos',
  Coins: 'dashboard.columnCoins',
  Team: 'dashboard.columnTeam',
  Manager: 'dashboard.columnManager',
  Reports: 'dashboard.columnReports',
  'Kudos received': 'dashboard.columnKudosReceived',
  'Coins received': 'dashboard.columnCoinsReceived',
  'Kudos given': 'dashboard.columnKudosGiven',
  'Coins given': 'dashboard.columnCoinsGiven',
  'From team': 'dashboard.columnFromTeam',
  'To team': 'dashboard.columnToTeam',
  Givers: 'dashboard.columnGivers',
  Allowance: 'dashboard.columnAllowance',
  'Used (%)': 'dashboard.columnUsedPercent',
  Rank: 'dashboard.columnRank',
  Name: 'dashboard.columnName',
  'Last recognised': 'dashboard.columnLastRecognised',
};

/** A column's heading; a company value's column (`#ownership`) stays as people tag it. */
export function columnLabel(t: Translator, column: string): string {
  const key = COLUMNS[column];
  return key ? t.t(key) : column;
}

/** Columns whose cells are team names (the directory's "No team" is worded for the reader). */
// not-for-people: column ids
const TEAM_COLUMNS = new Set(['Team', 'From team', 'To team']);
// not-for-people: a column id
const LAST_RECOGNISED = 'Last recognised';
const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A cell as the reader reads it: a period (`2026-11`, a week's `2026-11-02`) or a day in their words, a number as
 *  their language groups it, "No team" and "none on record" translated; names and teams as they are. */
export function cellText(t: Translator, column: string, cell: string | number): string {
  if (typeof cell === 'number') return t.number(cell);
  // not-for-people: a column id
  const day = column === 'Period' || column === LAST_RECOGNISED;
  if (day) {
    const month = MONTH.exec(cell);
    if (month) return t.date(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)), 'monthYear', 'UTC');
    if (DAY.test(cell)) return t.date(new Date(`${cell}T00:00:00Z`), 'day', 'UTC');
    if (column === LAST_RECOGNISED && cell === '') return t.t('dashboard.neverRecognised');
  }
  if (TEAM_COLUMNS.has(column) && cell === NO_TEAM) return t.t('dashboard.noTeam');
  return cell;
}

/** A team name as the reader reads it (the filter's options). */
export const teamText = (t: Translator, team: string) => (team === NO_TEAM ? t.t('dashboard.noTeam') : team);
