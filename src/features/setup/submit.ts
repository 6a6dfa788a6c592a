// The setup form submitted (admins only, refused by the adapter's guard): check the key, save, refresh the App Home.
import type { RequestContext } from '../../slack/feature.js';
import type { ViewSubmission } from '../../slack/payloads.js';
import { publishHome } from '../home/publish.js';
import { usergroupsFor } from '../../directory/usergroups.js';
import type { Submission } from '../../slack/feature.js';
import { checkAndSave, parseSetupSubmission, setupSavedView } from './setup.js';

export async function submitSetup(ctx: RequestContext, { view }: ViewSubmission): Promise<Submission> {
  const { deps, slack, workspace: w, userId } = ctx;
  const parsed = parseSetupSubmission(view.state.values);
  if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
  const saved = await checkAndSave(deps.connections, deps.workspaces, w, userId, parsed.value, await usergroupsFor(deps, slack, w));
  if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
  const connection = await deps.connections.forWorkspace(w);
  deps.log.info(`workspace ${w.teamId} connected to ${connection.stage} by ${userId}`);
  return { response: { response_action: 'update', view: setupSavedView(connection, Boolean(parsed.value.apiKey)) }, after: () => publishHome(ctx, userId) };
}
