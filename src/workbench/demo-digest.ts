// The demo workspace's weekly digest goes to #general: the demo has no feed channel (kudos are posted where they are
// given), and a digest needs one place. An admin's own choice of channel is never written over.
import type { DigestSettingsStore } from '../store/digest-settings.js';
import type { SlackWorkspace } from './workspace.js';

export async function demoDigestChannel(settings: DigestSettingsStore, workspace: SlackWorkspace): Promise<void> {
  // The Enterprise Grid org's digest is the org's (its settings are the org's until a workspace chooses its own).
  const ref = { teamId: workspace.team.id, ...(workspace.grid ? { enterpriseId: workspace.grid.id } : {}) };
  const current = await settings.get(ref);
  const general = workspace.channels.find((c) => c.name === 'general' && !c.dmWith);
  if (!current.channel && general) await settings.set(ref, { ...current, channel: general.id });
}
