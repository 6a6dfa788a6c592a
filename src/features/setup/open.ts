// Opening workspace setup: admins get the modal, everyone else a polite refusal.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps, Reply } from '../deps.js';
import { NOT_ADMIN } from '../admins.js';
import { setupModal } from './setup.js';


export async function openSetup(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, userId: string, triggerId: string, reply: Reply): Promise<void> {
  if (!(await deps.directory.isAdmin(slack, w, userId))) {
    await reply({ text: `:lock: ${NOT_ADMIN}` });
    return;
  }
  const defaults = await deps.connections.forWorkspace(w).then((c) => c.stage).catch(() => 'dev' as const);
  await slack.views.open({ trigger_id: triggerId, view: setupModal(await deps.workspaces.get(w), defaults) });
}
