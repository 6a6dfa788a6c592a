// App Home's insights section, for those the dashboard admits: the link to it and, for a manager, the switch of their
// monthly summary DM. Pure, checked against Block Kit limits.
import type { KnownBlock } from '@slack/types';
import { actions, button, context, header, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

export type InsightsHome = { url: string; role: 'admin' | 'manager'; summary: boolean };

export function insightsHomeBlocks(v: InsightsHome): KnownBlock[] {
  const who = v.role === 'admin' ? 'every team' : 'your reports’ teams';
  const blocks: KnownBlock[] = [
    header(':bar_chart: Insights'),
    section(
      `Participation, kudos by team and by manager, values over time and who was not recognised lately, for ${who}.\n<${v.url}|Open the insights dashboard> (sign in with Slack)`,
    ),
  ];
  if (v.role === 'manager' || v.summary) {
    blocks.push(
      context(
        v.summary
          ? 'You get a summary of your team’s kudos in a DM on the first of each month.'
          : 'Get a summary of your team’s kudos in a DM on the first of each month.',
      ),
      actions([v.summary ? button('Stop the monthly summary', ACTIONS.insightsSummaryOff) : button('Send me a monthly summary', ACTIONS.insightsSummaryOn)]),
    );
  }
  return blocks;
}
