// The monthly summary a manager gets in a DM: last month's kudos of their reports' teams, who gave, which of their
// reports were not recognised, and the company values seen — counted by the dashboard's own charts' queries over the
// same rows, and worded as Block Kit.
import type { KnownBlock } from '@slack/types';
import { TZDate } from '@date-fns/tz';
import { format, startOfMonth, subMonths } from 'date-fns';
import type { Translator } from '../i18n/translator.js';
import { context, escapeText, header, section } from '../ui/blocks.js';
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

/** The month before `now`'s on the workspace's clock: its start and end (ms) and its key `2026-10` (its name is the
 *  reader's: `t.date(from, 'monthYear', timeZone)`). */
export function previousMonth(now: number, timeZone: string): { from: number; to: number; key: string } {
  const to = startOfMonth(new TZDate(now, timeZone));
  const from = subMonths(to, 1);
  return { from: from.getTime(), to: to.getTime(), key: format(from, 'yyyy-MM') };
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

/** The monthly summary DM, in the manager's words (`s.month` already in them). */
export function summaryBlocks(t: Translator, s: MonthlySummary, dashboardUrl: string | undefined): KnownBlock[] {
  const teams = s.teams.map((x) => t.t('insights.summaryTeamLine', { team: escapeText(x.team), kudos: x.kudos, coins: x.coins })).join('\n');
  const values = s.values.map((v) => t.t('insights.summaryValueCount', { value: v.value, count: t.number(v.kudos) }));
  return [
    header(t.t('insights.summaryHeader', { month: s.month })),
    section(teams || t.t('insights.summaryNoKudos')),
    section(s.givers.length ? t.t('insights.summaryGivers', { names: t.list(s.givers.map(escapeText)) }) : t.t('insights.summaryNobodyGave')),
    section(
      s.notRecognised.length
        ? t.t('insights.summaryNotRecognised', { names: t.list(s.notRecognised.map(escapeText)) })
        : t.t('insights.summaryEveryoneRecognised'),
    ),
    section(values.length ? t.t('insights.summaryValues', { values: t.list(values) }) : t.t('insights.summaryNoValues')),
    context(dashboardUrl ? t.t('insights.summaryFooterLinked', { url: dashboardUrl }) : t.t('insights.summaryFooter')),
  ];
}
