// The preset covering an employee (their own preset, else their team's): its prompts as hints for the review modal,
// and its next review date for telling when they can be reviewed again.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import type { PresetHints } from './review-modal.js';

type Preset = NonNullable<Awaited<ReturnType<FeatureDeps['presets']['covering']>>>;

export async function coveringPreset(
  deps: Pick<FeatureDeps, 'directory' | 'presets' | 'connections'>,
  slack: WebClient,
  w: WorkspaceRef,
  employeeId: string,
): Promise<{ email: string; preset?: Preset }> {
  const email = await deps.directory.emailOf(slack, w, employeeId);
  const direct = await deps.presets.covering(w, email);
  const preset = direct ?? (await deps.presets.covering(w, email, (await (await deps.connections.forWorkspace(w)).client.members.get(email)).team_id));
  return { email, ...(preset ? { preset } : {}) };
}

export const hintsOf = (preset: Preset | undefined): PresetHints | undefined =>
  preset ? { presetName: preset.name, goals: preset.goals_feedback, culture: preset.culture_contribution } : undefined;
