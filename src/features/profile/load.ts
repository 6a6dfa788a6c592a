// `/kudos profile`: the asker's engagement profile from the service, as a message.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import type { FeatureDeps } from '../deps.js';
import { explainFailure } from '../../ui/explain.js';
import { actorOf } from '../member-email.js';
import { profileBlocks } from './profile.js';

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
