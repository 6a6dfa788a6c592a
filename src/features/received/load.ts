// `/kudos received`: a page of the kudos the asker received, senders shown as Slack mentions.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { type Message, problemMessage as problem } from '../../ui/message.js';
import type { FeatureDeps } from '../deps.js';
import { explainFailure } from '../../ui/explain.js';
import { actorOf, senderMentions } from '../member-email.js';
import { RECEIVED_PAGE_SIZE, receivedBlocks } from './received.js';

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
