// The kudos the asker received, senders shown as Slack mentions: a page for `/kudos received`, the latest on App Home.
import type { Directory } from '../../directory/directory.js';
import type { FlowContext, RequestContext } from '../../slack/feature.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import type { Blocks } from '../../ui/blocks.js';
import { explainFailure } from '../../ui/explain.js';
import { senderMentions } from '../../directory/mentions.js';
import { RECEIVED_PAGE_SIZE, receivedBlocks, receivedHomeBlocks } from './received.js';

export async function receivedMessage(ctx: RequestContext, page = 1): Promise<Message> {
  const { deps, slack, workspace: w } = ctx;
  const [actor, t] = await Promise.all([ctx.actor(), ctx.words()]);
  if ('problem' in actor) return problem(actor.problem);
  try {
    const result = await actor.connection.client.recognition.list({ email: actor.email, page, limit: RECEIVED_PAGE_SIZE });
    const nameOf = await senderMentions(deps, slack, w, result.recognitions);
    return { text: t.t('received.summary', { page: t.number(page) }), blocks: receivedBlocks(t, result.recognitions, result.pagination, nameOf) };
  } catch (error) {
    return problem(explainFailure(t, error, 'kudosNotLoaded', false));
  }
}

const NO_NAMES = (_email: string) => '';

/** "Latest kudos you received" on App Home. */
export async function receivedHome(ctx: FlowContext<{ directory: Directory }, 'slack' | 'workspace' | 'actor' | 'words'>): Promise<Blocks> {
  const [actor, t] = await Promise.all([ctx.actor(), ctx.words()]);
  if ('problem' in actor) return receivedHomeBlocks(t, actor, NO_NAMES);
  const listed = await actor.connection.client.recognition
    .list({ email: actor.email, limit: 5 })
    .catch((error: unknown) => ({ problem: explainFailure(t, error, 'kudosNotLoaded', false) }));
  if ('problem' in listed) return receivedHomeBlocks(t, listed, NO_NAMES);
  return receivedHomeBlocks(t, listed.recognitions, await senderMentions(ctx.deps, ctx.slack, ctx.workspace, listed.recognitions));
}
