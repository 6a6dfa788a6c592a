// `/kudos profile`: the asker's engagement profile from the service, as a message.
import type { RequestContext } from '../../slack/feature.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import { explainFailure } from '../../ui/explain.js';
import { profileBlocks } from './profile.js';

export async function profileMessage(ctx: RequestContext): Promise<Message> {
  const actor = await ctx.actor();
  if ('problem' in actor) return problem(actor.problem);
  try {
    const profile = await actor.connection.client.profile.get(actor.email, { include_personal_context: true, context_limit: 5 });
    return { text: `Your engagement profile: ${profile.engagement_health_score}/100 (${profile.engagement_health_status})`, blocks: profileBlocks(profile, 'you') };
  } catch (error) {
    return problem(explainFailure(error, 'I couldn’t load your profile', false));
  }
}
