// Opening workspace setup (admins only, refused by the adapter's guard): the modal with the current settings.
import type { FlowContext } from '../../slack/feature.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { setupModal } from './setup.js';
import { scopeOf } from './scope.js';

export async function openSetup({ deps, slack, workspace: w }: FlowContext<Pick<FeatureDeps, 'connections' | 'workspaces'>>, triggerId: string): Promise<void> {
  const connection = await deps.connections.forWorkspace(w).catch(() => undefined);
  const defaultKey = connection?.source === 'default' ? { stage: connection.stage, keyLast4: connection.keyLast4 } : undefined;
  await slack.views.open({ trigger_id: triggerId, view: setupModal(await deps.workspaces.get(w), connection?.stage ?? 'dev', defaultKey, scopeOf(w)) });
}
