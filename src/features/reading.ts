// The read-only answers: profile, kudos received (paged), feedback, whois — each a message for the person who asked.
import type { WebClient } from '@slack/web-api';
import pLimit from 'p-limit';
import type { RecognitionItem } from '../engagement/index.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import { type Blocks, section } from '../ui/blocks.js';
import type { FeatureDeps } from './deps.js';
import { explainFailure } from './explain.js';
import { FEEDBACK_PAGE_SIZE, feedbackBlocks } from './feedback/feedback.js';
import { actorOf, mentionOrName } from './member-email.js';
import { profileBlocks } from './profile/profile.js';
import { RECEIVED_PAGE_SIZE, receivedBlocks } from './received/received.js';
import { teamLabel } from './whois/team-label.js';
import { memberBlocks } from './whois/whois.js';

export type Message = { text: string; blocks: Blocks };
const problem = (text: string): Message => ({ text, blocks: [section(`:warning: ${text}`)] });

export async function profileMessage(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string): Promise<Message> {
  const actor = await actorOf(deps, slack, w, userId);
  if ('problem' in actor) return problem(actor.problem);
  try {
    const profile = await actor.connection.client.profile.get(actor.email, { include_personal_context: true, context_limit: 5 });
    return { text: `Your engagement profile: ${profile.engagement_health_score}/100 (${profile.engagement_health_status})`, blocks: profileBlocks(profile, 'you') };
  } catch (error) {
    return problem(explainFailure(error, 'I couldn’t load your profile', false));
  }
}

/** Slack mentions for the senders on a page (cached lookups), so names read as people. */
export async function senderMentions(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, items: RecognitionItem[]) {
  const ids = new Map<string, string>();
  const limit = pLimit(4);
  await Promise.all(
    [...new Set(items.map((r) => r.from?.email?.toLowerCase()).filter((e): e is string => !!e))].map((email) =>
      limit(async () => {
        const id = await deps.directory.userIdFor(slack, w, email).catch(() => undefined);
        if (id) ids.set(email, id);
      }),
    ),
  );
  return mentionOrName(ids);
}

export async function receivedMessage(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, page = 1): Promise<Message> {
  const actor = await actorOf(deps, slack, w, userId);
  if ('problem' in actor) return problem(actor.problem);
  try {
    const result = await actor.connection.client.recognition.list({ email: actor.email, page, limit: RECEIVED_PAGE_SIZE });
    const nameOf = await senderMentions(deps, slack, w, result.recognitions);
    return { text: `Kudos you received (page ${page})`, blocks: receivedBlocks(result.recognitions, result.pagination, nameOf) };
  } catch (error) {
    return problem(explainFailure(error, 'I couldn’t load your kudos', false));
  }
}

export async function feedbackMessage(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, aboutUserId?: string, page = 1): Promise<Message> {
  const actor = await actorOf(deps, slack, w, userId);
  if ('problem' in actor) return problem(actor.problem);
  try {
    if (!aboutUserId || aboutUserId === userId) {
      const result = await actor.connection.client.performance.feedback({ email: actor.email, limit: FEEDBACK_PAGE_SIZE, page });
      return { text: 'Your feedback', blocks: feedbackBlocks(result.feedback, result.pagination, 'Feedback on your reviews') };
    }
    const report = await deps.directory.emailOf(slack, w, aboutUserId);
    const result = await actor.connection.client.performance.feedback({ email: report, reviewer_email: actor.email, limit: FEEDBACK_PAGE_SIZE, page });
    const name = (await deps.directory.user(slack, w, aboutUserId).catch(() => undefined))?.name ?? report;
    return { text: `Your feedback on ${name}`, blocks: feedbackBlocks(result.feedback, result.pagination, `Your feedback on ${name}`, aboutUserId) };
  } catch (error) {
    return problem(explainFailure(error, 'I couldn’t load the feedback', false));
  }
}

export async function whoisMessage(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, target: { userId?: string; email?: string }): Promise<Message> {
  const actor = await actorOf(deps, slack, w, userId);
  if ('problem' in actor) return problem(actor.problem);
  try {
    const email = target.userId ? await deps.directory.emailOf(slack, w, target.userId) : target.email!;
    const member = await actor.connection.client.members.get(email);
    const slackId = target.userId ?? (await deps.directory.userIdFor(slack, w, email).catch(() => undefined));
    const team = teamLabel((await deps.workspaces.get(w)).teamMap, member.team_id);
    return { text: `${member.firstname} ${member.lastname}`, blocks: memberBlocks(member, team, slackId) };
  } catch (error) {
    return problem(explainFailure(error, 'nothing to show', false));
  }
}
