// App Home's insights section, for those the dashboard admits: the link to it and, for a manager, the switch of their
// monthly summary DM. Pure, in the person's words, checked against Block Kit limits.
import type { KnownBlock } from '@slack/types';
import type { Translator } from '../../i18n/translator.js';
import { actions, button, context, header, section } from '../../ui/blocks.js';
import { ACTIONS } from '../../ui/ids.js';

export type InsightsHome = { url: string; role: 'admin' | 'manager'; summary: boolean };

export function insightsHomeBlocks(t: Translator, v: InsightsHome): KnownBlock[] {
  const blocks: KnownBlock[] = [header(t.t('insights.homeHeader')), section(t.t('insights.homeAbout', { role: v.role, url: v.url }))];
  if (v.role === 'manager' || v.summary) {
    blocks.push(
      context(t.t(v.summary ? 'insights.summaryIsOn' : 'insights.summaryIsOff')),
      actions([v.summary ? button(t.t('insights.stopSummary'), ACTIONS.insightsSummaryOff) : button(t.t('insights.sendSummary'), ACTIONS.insightsSummaryOn)]),
    );
  }
  return blocks;
}
