// Who may run admin-only actions, and the one sentence everyone else is answered with.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../store/workspaces.js';
import { UnreadableKeyError } from './connection/connections.js';
import type { FeatureDeps } from './deps.js';

export const NOT_ADMIN = 'Only Slack workspace admins and owners (or people they name as Kudos admins) can do this. Ask one of them if something needs changing.';

/**
 * Why an admin-only action can't run for this person now, or undefined when it can: they are no admin, or — told to
 * admins only — the workspace's stored API key can't be read, so only `/kudos setup` can help.
 */
export async function adminRefusal(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, notAdmin = NOT_ADMIN): Promise<string | undefined> {
  if (!(await deps.directory.isAdmin(slack, w, userId))) return `:lock: ${notAdmin}`;
  if ((await deps.workspaces.get(w)).keyUnreadable) return `:warning: ${new UnreadableKeyError().message}`;
  return undefined;
}
