// "My feedback" from the App Home: a modal opened at once (the trigger expires in 3 s), filled when the feedback arrives.
import type { RequestContext } from '../../slack/feature.js';
import { plain, section } from '../../ui/blocks.js';
import { VIEWS } from '../../ui/ids.js';
import { feedbackMessage } from './load.js';

export async function openFeedbackModal(ctx: RequestContext, triggerId: string): Promise<void> {
  const base = { type: 'modal' as const, callback_id: VIEWS.feedback, title: plain('My feedback', 24), close: plain('Close', 24) };
  const opened = await ctx.slack.views.open({ trigger_id: triggerId, view: { ...base, blocks: [section(':hourglass_flowing_sand: Loading your feedback…')] } });
  const message = await feedbackMessage(ctx);
  await ctx.slack.views.update({ view_id: opened.view!.id!, view: { ...base, blocks: message.blocks.slice(0, 100) } });
}
