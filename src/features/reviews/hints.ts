// The preset covering an employee, as hints for the review modal: their own preset, else their team's.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../deps.js';
import type { PresetHints } from './review-modal.js';

export async function presetHints(deps: FeatureDeps, slack: WebClient, w: WorkspaceRef, employeeId: string): Promise<PresetHints | undefined> {
  try {
    const email = await deps.directory.emailOf(slack, w, employeeId);
    const direct = await deps.presets.covering(w, email);
    const preset = direct ?? (await deps.presets.covering(w, email, (await (await deps.connections.forWorkspace(w)).client.members.get(email)).team_id));
    return preset ? { presetName: preset.name, goals: preset.goals_feedback, culture: preset.culture_contribution } : undefined;
  } catch {
    return undefined; // hints are a help, never a reason the form cannot open
  }
}
