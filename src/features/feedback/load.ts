// `/kudos feedback [@report]`: a page of review feedback on the asker, or what the asker (their manager) wrote about a report.
import type { RequestContext } from '../../slack/feature.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import { explainFailure } from '../../ui/explain.js';
import { FEEDBACK_PAGE_SIZE, feedbackBlocks } from './feedback.js';

export async function feedbackMessage(ctx: RequestContext, aboutUserId?: string, page = 1): Promise<Message> {
  const { deps, slack, workspace: w, userId } = ctx;
  const t = await ctx.words();
  const actor = await ctx.actor();
  if ('problem' in actor) return problem(actor.problem);
  try {
    if (!aboutUserId || aboutUserId === userId) {
      const result = await actor.connection.client.performance.feedback({ email: actor.email, limit: FEEDBACK_PAGE_SIZE, page });
      return { text: t.t('feedback.textOwn'), blocks: feedbackBlocks(t, result.feedback, result.pagination, t.t('feedback.titleOwn')) };
    }
    const report = await deps.directory.emailOf(slack, w, aboutUserId);
    const manager = (await actor.connection.client.members.get(report)).manager_email;
    // A service that shows no managers (undefined) leaves it to the service, which answers only what the asker wrote.
    if (manager !== undefined && manager?.toLowerCase() !== actor.email.toLowerCase()) return problem(t.t('feedback.notTheirManager', { userId: aboutUserId }));
    const result = await actor.connection.client.performance.feedback({ email: report, reviewer_email: actor.email, limit: FEEDBACK_PAGE_SIZE, page });
    const name = (await deps.directory.user(slack, w, aboutUserId).catch(() => undefined))?.name ?? report;
    const title = t.t('feedback.titleAbout', { name });
    return { text: title, blocks: feedbackBlocks(t, result.feedback, result.pagination, title, aboutUserId) };
  } catch (error) {
    return problem(explainFailure(t, error, 'feedbackNotLoaded', false));
  }
}
