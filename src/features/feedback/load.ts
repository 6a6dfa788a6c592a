// `/kudos feedback [@report]`: a page of review feedback on the asker, or what the asker (their manager) wrote about a report.
import type { RequestContext } from '../../slack/feature.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import { explainFailure } from '../../ui/explain.js';
import { FEEDBACK_PAGE_SIZE, feedbackBlocks } from './feedback.js';

const notTheirManager = (userId: string) =>
  `Feedback on others is for their managers: you are not <@${userId}>’s manager in the company directory. \`/kudos feedback\` shows the feedback on your own reviews.`;

export async function feedbackMessage(ctx: RequestContext, aboutUserId?: string, page = 1): Promise<Message> {
  const { deps, slack, workspace: w, userId } = ctx;
  const actor = await ctx.actor();
  if ('problem' in actor) return problem(actor.problem);
  try {
    if (!aboutUserId || aboutUserId === userId) {
      const result = await actor.connection.client.performance.feedback({ email: actor.email, limit: FEEDBACK_PAGE_SIZE, page });
      return { text: 'Your feedback', blocks: feedbackBlocks(result.feedback, result.pagination, 'Feedback on your reviews') };
    }
    const report = await deps.directory.emailOf(slack, w, aboutUserId);
    const manager = (await actor.connection.client.members.get(report)).manager_email;
    // A service that shows no managers (undefined) leaves it to the service, which answers only what the asker wrote.
    if (manager !== undefined && manager?.toLowerCase() !== actor.email.toLowerCase()) return problem(notTheirManager(aboutUserId));
    const result = await actor.connection.client.performance.feedback({ email: report, reviewer_email: actor.email, limit: FEEDBACK_PAGE_SIZE, page });
    const name = (await deps.directory.user(slack, w, aboutUserId).catch(() => undefined))?.name ?? report;
    return { text: `Your feedback on ${name}`, blocks: feedbackBlocks(result.feedback, result.pagination, `Your feedback on ${name}`, aboutUserId) };
  } catch (error) {
    return problem(explainFailure(error, 'I couldn’t load the feedback', false));
  }
}
