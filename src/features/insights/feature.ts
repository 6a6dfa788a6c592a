// Insights in Slack: App Home links the dashboard for those it admits (Kudos admins, managers), and a manager switches
// their monthly summary DM on or off there. The dashboard itself is served by src/insights/ on the app's port.
import type { Feature, RequestContext } from '../../slack/feature.js';
import { ACTIONS } from '../../ui/ids.js';
import { publishHome } from '../home/publish.js';
import { insightsHomeBlocks } from './view.js';

async function switchSummary(ctx: RequestContext, on: boolean): Promise<void> {
  // A switch only a manager may turn on: the same rule as the dashboard's.
  if (on && (await ctx.deps.insights.role(ctx.workspace, ctx.userId)) === undefined) return;
  await ctx.deps.insightsSummaries.set(ctx.workspace, ctx.userId, on);
  await publishHome(ctx, ctx.userId);
}

export const insights: Feature = {
  name: 'insights',
  home: {
    order: 70,
    async blocks(ctx) {
      const url = ctx.deps.insights.url();
      const role = url ? await ctx.deps.insights.role(ctx.workspace, ctx.userId) : undefined;
      if (!url || !role) return [];
      const summary = await ctx.deps.insightsSummaries.wants(ctx.workspace, ctx.userId);
      return insightsHomeBlocks(await ctx.words(), { url, role, summary });
    },
  },
  actions: {
    [ACTIONS.insightsSummaryOn]: { run: (ctx) => switchSummary(ctx, true) },
    [ACTIONS.insightsSummaryOff]: { run: (ctx) => switchSummary(ctx, false) },
  },
};
