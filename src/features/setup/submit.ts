// The setup form submitted (admins only, refused by the adapter's guard): check the key, save (the workspace's default
// language too), refresh the App Home.
import type { RequestContext } from '../../slack/feature.js';
import type { ViewSubmission } from '../../slack/payloads.js';
import { publishHome } from '../home/publish.js';
import { usergroupsFor } from '../../directory/usergroups.js';
import type { Submission } from '../../slack/feature.js';
import { chosenScope, scopedRef } from './scope.js';
import { checkAndSave, parseSetupSubmission, setupSavedView } from './setup.js';

export async function submitSetup(ctx: RequestContext, { view }: ViewSubmission): Promise<Submission> {
  const { deps, slack, userId } = ctx;
  const t = await ctx.words();
  const parsed = parseSetupSubmission(t, view.state.values);
  if (!parsed.ok) return { response: { response_action: 'errors', errors: parsed.errors } };
  // On an org-wide install the form is saved where the admin chose: the org's settings or this workspace's own.
  const scope = chosenScope(view.state.values);
  const w = scopedRef(ctx.workspace, scope);
  const saved = await checkAndSave(t, deps.connections, deps.workspaces, w, userId, parsed.value, await usergroupsFor(deps, slack, w));
  if (!saved.ok) return { response: { response_action: 'errors', errors: saved.errors } };
  if (scope) await deps.workspaces.chooseOwnSettings(w, scope === 'workspace');
  // The default language of text many read (the feed, the digest, celebrations, the approver channel): the workspace's.
  if (parsed.value.language) await deps.languages.setWorkspaceDefault(ctx.workspace, parsed.value.language);
  const connection = await deps.connections.forWorkspace(w);
  deps.log.info(
    `workspace ${w.teamId}${scope ? ` (${scope === 'org' ? `settings of org ${w.enterpriseId}` : 'its own settings'})` : ''} connected to ${connection.stage} by ${userId}`,
  );
  return {
    response: { response_action: 'update', view: setupSavedView(t, connection, Boolean(parsed.value.apiKey)) },
    after: () => publishHome({ ...ctx, workspace: w }, userId),
  };
}
