// The acting person's member e-mail and connection (or a sentence saying why there is none); e-mails as mentions.
import type { WebClient } from '@slack/web-api';
import pLimit from 'p-limit';
import type { RecognitionItem } from '../engagement/index.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { Connection } from '../engagement/connections.js';
import type { FeatureDeps } from './deps.js';
import { explainFailure } from '../ui/explain.js';

export type Actor = { email: string; connection: Connection };

export async function actorOf(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string): Promise<Actor | { problem: string }> {
  try {
    const connection = await deps.connections.forWorkspace(w);
    const email = await deps.directory.emailOf(slack, w, userId);
    return { email, connection };
  } catch (error) {
    return { problem: explainFailure(error, 'nothing was loaded', false) };
  }
}

/** "Ana Lima" for an e-mail we can map to a Slack user, as a mention; else the name the service gave. */
export function mentionOrName(ids: Map<string, string>) {
  return (email: string) => (ids.get(email.toLowerCase()) ? `<@${ids.get(email.toLowerCase())}>` : '');
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
