// "My feedback" from the App Home: a modal opened at once (the trigger expires in 3 s), filled when the feedback arrives.
import type { RequestContext } from '../../slack/feature.js';
import { plain, section } from '../../ui/blocks.js';
import { VIEWS } from '../../ui/ids.js';
import { feedbackMessage } from './load.js';

export async function openFeedbackModal(ctx: RequestContext, triggerId: string): Promise<void> {
  const t = await ctx.words();
  const base = {
    type: 'modal' as const,
    callback_id: VIEWS.feedback,
    title: plain(t.t('feedback.modalTitle'), 24),
    close: plain(t.t('feedback.buttonClose'), 24),
  };
  const opened = await ctx.slack.views.open({ trigger_id: triggerId, view: { ...base, blocks: [section(t.t('feedback.loading'))] } });
  const message = await feedbackMessage(ctx);
  await ctx.slack.views.update({ view_id: opened.view!.id!, view: { ...base, blocks: message.blocks.slice(0, 100) } });
}
