// Senders' e-mails as Slack mentions, so names on a page of kudos read as people (lookups cached by the directory).
import type { WebClient } from '@slack/web-api';
import pLimit from 'p-limit';
import type { RecognitionItem } from '../engagement-client/index.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import type { Directory } from './directory.js';

/** `<@U…>` for an e-mail we can map to a Slack user; else '' (the caller falls back to the name the service gave). */
function mentionOrName(ids: Map<string, string>) {
  return (email: string) => (ids.get(email.toLowerCase()) ? `<@${ids.get(email.toLowerCase())}>` : '');
}

/** Slack mentions for the senders on a page, looked up a few at a time. */
export async function senderMentions(deps: { directory: Directory }, slack: WebClient, w: WorkspaceRef, items: RecognitionItem[]) {
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
