// The workspace's connection as an admin's App Home shows it: stage, the key's last 4, and whether the service
// answers and accepts the key — or what happened to the stored key and how to fix it. In the admin's words.
import { type Connections, probe } from '../../engagement/connections.js';
import type { Translator } from '../../i18n/translator.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import { explainFailure } from '../../ui/explain.js';

export type ConnectionStatus = { stage: string; keyLast4: string; source: 'workspace' | 'default'; reachable: boolean; detail: string };

export async function connectionStatus(t: Translator, deps: { connections: Connections }, w: WorkspaceRef): Promise<ConnectionStatus | { problem: string }> {
  try {
    const c = await deps.connections.forWorkspace(w);
    const base = { stage: c.stage, keyLast4: c.keyLast4, source: c.source };
    const checked = await probe(c.client);
    if (checked.verdict === 'accepted')
      return { ...base, reachable: true, detail: t.t('setup.statusAccepted', { root: deps.connections.root, stage: c.stage }) };
    if (checked.verdict === 'unreachable') return { ...base, reachable: false, detail: explainFailure(t, checked.error, 'notSentNow', false) };
    return { ...base, reachable: true, detail: t.t('setup.statusKeyRefused', { reason: explainFailure(t, checked.error) }) };
  } catch (error) {
    // The panel is shown to admins only: they are told what happened to the stored key and how to fix it.
    return { problem: explainFailure(t, error, 'notSentYet', false, 'admin') };
  }
}
