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
  const actor = await ctx.actor();
  if ('problem' in actor) return problem(actor.problem);
  try {
    const result = await actor.connection.client.recognition.list({ email: actor.email, page, limit: RECEIVED_PAGE_SIZE });
    const nameOf = await senderMentions(deps, slack, w, result.recognitions);
    return { text: `Kudos you received (page ${page})`, blocks: receivedBlocks(result.recognitions, result.pagination, nameOf) };
  } catch (error) {
    return problem(explainFailure(error, 'I couldn’t load your kudos', false));
  }
}

const NO_NAMES = (_email: string) => '';

/** "Latest kudos you received" on App Home. */
export async function receivedHome(ctx: FlowContext<{ directory: Directory }, 'slack' | 'workspace' | 'actor'>): Promise<Blocks> {
  const actor = await ctx.actor();
  if ('problem' in actor) return receivedHomeBlocks(actor, NO_NAMES);
  const listed = await actor.connection.client.recognition
    .list({ email: actor.email, limit: 5 })
    .catch((error: unknown) => ({ problem: explainFailure(error, 'your kudos could not be loaded', false) }));
  if ('problem' in listed) return receivedHomeBlocks(listed, NO_NAMES);
  return receivedHomeBlocks(listed.recognitions, await senderMentions(ctx.deps, ctx.slack, ctx.workspace, listed.recognitions));
}
