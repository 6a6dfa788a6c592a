// Opening workspace setup (admins only, refused by the adapter's guard): the modal with the current settings, in the
// admin's words, the workspace's default language chosen in it.
import type { FlowContext } from '../../slack/feature.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { setupModal } from './setup.js';
import { scopeOf } from './scope.js';

export async function openSetup(
  { deps, slack, workspace: w, words }: FlowContext<Pick<FeatureDeps, 'connections' | 'workspaces' | 'languageChoices'>, 'slack' | 'workspace' | 'words'>,
  triggerId: string,
): Promise<void> {
  const t = await words();
  const connection = await deps.connections.forWorkspace(w).catch(() => undefined);
  const defaultKey = connection?.source === 'default' ? { stage: connection.stage, keyLast4: connection.keyLast4 } : undefined;
  const language = await deps.languageChoices.workspaceDefault(w).catch(() => undefined);
  const view = setupModal(t, await deps.workspaces.get(w), connection?.stage ?? 'dev', defaultKey, scopeOf(w), language);
  await slack.views.open({ trigger_id: triggerId, view });
}
