// The acting person of a request: their member e-mail and the workspace's connection, or a sentence saying why there
// is none. The request context resolves it lazily; flows run outside a request (App Home refresh) call it directly.
import type { WebClient } from '@slack/web-api';
import type { Connection, Connections } from '../engagement/connections.js';
import type { Directory } from '../directory/directory.js';
import type { WorkspaceRef } from '../store/workspaces.js';
import { explainFailureTo } from '../ui/explain.js';
import type { Translator } from '../i18n/translator.js';

export type Actor = { email: string; connection: Connection };

/** `isAdmin` words the problem for the person: an admin can fix an unreadable key, anyone else asks one. */
export async function actorOf(
  deps: { connections: Connections; directory: Directory },
  slack: WebClient,
  w: WorkspaceRef,
  userId: string,
  isAdmin: () => Promise<boolean>,
  words: () => Promise<Translator>,
): Promise<Actor | { problem: string }> {
  try {
    const connection = await deps.connections.forWorkspace(w);
    const email = await deps.directory.emailOf(slack, w, userId);
    return { email, connection };
  } catch (error) {
    return { problem: await explainFailureTo(await words(), isAdmin, error, 'loaded', false) };
  }
}
