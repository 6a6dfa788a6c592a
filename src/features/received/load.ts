// `/kudos received`: a page of the kudos the asker received, senders shown as Slack mentions.
import type { RequestContext } from '../../slack/feature.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import { explainFailure } from '../../ui/explain.js';
import { senderMentions } from '../../directory/mentions.js';
import { RECEIVED_PAGE_SIZE, receivedBlocks } from './received.js';

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
