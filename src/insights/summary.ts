// The monthly summary a manager gets in a DM: last month's kudos of their reports' teams, who gave, which of their
// reports were not recognised, and the company values seen — counted by the dashboard's own charts' queries over the
// same rows, and worded as Block Kit.
import type { KnownBlock } from '@slack/types';
import { TZDate } from '@date-fns/tz';
import { format, startOfMonth, subMonths } from 'date-fns';
import { context, escapeText, figure, header, section } from '../ui/blocks.js';
import type { ChartRows } from './charts/rows.js';
import { notRecognised, top } from './charts/standings.js';
import { byTeam } from './charts/teams.js';
import { valuesOverTime } from './charts/values.js';

export type MonthlySummary = {
  month: string;
  teams: { team: string; kudos: number; coins: number }[];
  givers: string[];
  notRecognised: string[];
  values: { value: string; kudos: number }[];
};

/** The month before `now`'s on the workspace's clock: its start and end (ms) and its key `2026-10`. */
export function previousMonth(now: number, timeZone: string): { from: number; to: number; key: string; label: string } {
  const to = startOfMonth(new TZDate(now, timeZone));
  const from = subMonths(to, 1);
  return { from: from.getTime(), to: to.getTime(), key: format(from, 'yyyy-MM'), label: format(from, 'MMMM yyyy') };
}

/** `reports` and `teams`: the manager's direct reports and the teams they are in. */
export async function monthlySummary(
  rows: ChartRows,
  reports: ReadonlySet<string>,
  teams: ReadonlySet<string>,
  month: { from: number; to: number; label: string },
  timeZone: string,
): Promise<MonthlySummary> {
  const scope = { from: month.from, to: month.to, bucket: 'month' as const, timeZone, teams };
  const days = Math.round((month.to - month.from) / (24 * 60 * 60 * 1000));
  const [values, byTeams, givers, unseen] = await Promise.all([
    valuesOverTime(rows, scope),
    byTeam(rows, scope),
    top(rows, scope, 'givers', reports),
    notRecognised(rows, scope, days, month.to, reports),
  ]);
  return {
    month: month.label,
    teams: byTeams.rows.map((r) => ({ team: String(r[0]), kudos: Number(r[2]), coins: Number(r[3]) })),
    givers: givers.rows.map((r) => String(r[1])),
    notRecognised: unseen.rows.map((r) => String(r[0])),
    values: values.columns
      .slice(1)
      .map((value, i) => ({ value, kudos: values.rows.reduce((sum, r) => sum + Number(r[i + 1]), 0) }))
      .filter((v) => v.kudos > 0),
  };
}

const list = (names: string[], none: string) => (names.length ? names.map(escapeText).join(', ') : none);

export function summaryBlocks(s: MonthlySummary, dashboardUrl: string | undefined): KnownBlock[] {
  const teams = s.teams.map((t) => `• *${escapeText(t.team)}*: ${figure(t.kudos)} kudos received, ${figure(t.coins)} coins`).join('\n');
  return [
    header(`:bar_chart: Your team’s kudos in ${s.month}`),
    section(teams || 'No shared kudos reached your team this month.'),
    section(`*Who gave:* ${list(s.givers, 'nobody in your team gave a shared kudos')}`),
    section(`*Not recognised this month:* ${list(s.notRecognised, 'everyone in your team was recognised')}`),
    section(
      `*Values seen:* ${list(
        s.values.map((v) => `${v.value} (${figure(v.kudos)})`),
        'no company value was tagged',
      )}`,
    ),
    context(
      `Counts kudos shared in the feed; private kudos are not counted.${dashboardUrl ? ` More in the <${dashboardUrl}|insights dashboard>.` : ''} Stop these summaries from the Insights section of my Home tab.`,
    ),
  ];
}
