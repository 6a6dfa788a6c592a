// The asker's engagement profile from the service: as a message for `/kudos profile`, and as their App Home section.
import type { RequestContext } from '../../slack/feature.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import type { Blocks } from '../../ui/blocks.js';
import { explainFailure } from '../../ui/explain.js';
import { profileBlocks, profileHomeBlocks } from './profile.js';

export async function profileMessage(ctx: RequestContext): Promise<Message> {
  const [actor, t] = await Promise.all([ctx.actor(), ctx.words()]);
  if ('problem' in actor) return problem(actor.problem);
  try {
    const profile = await actor.connection.client.profile.get(actor.email, { include_personal_context: true, context_limit: 5 });
    return {
      text: t.t('profile.summary', {
        score: t.number(profile.engagement_health_score),
        status: t.t('profile.status', { status: profile.engagement_health_status }),
      }),
      blocks: profileBlocks(t, profile, 'you'),
    };
  } catch (error) {
    return problem(explainFailure(t, error, 'profileNotLoaded', false));
  }
}

/** "Your profile" on App Home; someone the app can't place reads why here. */
export async function profileHome(ctx: Pick<RequestContext, 'actor' | 'words'>): Promise<Blocks> {
  const [actor, t] = await Promise.all([ctx.actor(), ctx.words()]);
  if ('problem' in actor) return profileHomeBlocks(t, actor);
  const loaded = await actor.connection.client.profile
    .get(actor.email, { include_personal_context: false })
    .catch((error: unknown) => ({ problem: explainFailure(t, error, 'profileNotLoaded', false) }));
  return profileHomeBlocks(t, loaded);
}
