// The app's own list of a workspace's saved review presets (the service cannot list them), kept exclusive like the
// service keeps them: a team or member belongs to one preset at most.
import type Keyv from 'keyv';
import { z } from 'zod';
import { type WorkspaceRef, workspaceKey } from './workspaces.js';

export const savedPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  goals_feedback: z.string(),
  culture_contribution: z.string(),
  next_review: z.string(),
  teams: z.array(z.string()).default([]),
  /** The teams' names when the preset was saved (from the user groups mapped to them), for showing. */
  teamNames: z.record(z.string(), z.string()).default({}),
  /** Member e-mails, and the Slack users they were picked as. */
  members: z.array(z.object({ email: z.string(), userId: z.string().optional() })).default([]),
  savedBy: z.string(),
  savedAt: z.string(),
});
export type SavedPreset = z.infer<typeof savedPresetSchema>;

export class PresetStore {
  constructor(private readonly kv: Keyv<SavedPreset[]>) {}

  async list(w: WorkspaceRef): Promise<SavedPreset[]> {
    return z.array(savedPresetSchema).parse((await this.kv.get(workspaceKey(w))) ?? []);
  }

  /** Adds a preset; every team or member it names leaves the presets that covered them before, and a preset left
   * covering nobody is gone (the service has no use for it either: it covers no one). */
  async add(w: WorkspaceRef, preset: SavedPreset): Promise<void> {
    const teams = new Set(preset.teams);
    const emails = new Set(preset.members.map((m) => m.email));
    const others = (await this.list(w))
      .map((p) => ({ ...p, teams: p.teams.filter((t) => !teams.has(t)), members: p.members.filter((m) => !emails.has(m.email)) }))
      .filter((p) => p.teams.length > 0 || p.members.length > 0);
    await this.kv.set(workspaceKey(w), [...others, preset]);
  }

  /** The preset covering a member, directly or through their team (a member's own preset wins). */
  async covering(w: WorkspaceRef, email: string, teamId?: string): Promise<SavedPreset | undefined> {
    const all = await this.list(w);
    return all.find((p) => p.members.some((m) => m.email === email)) ?? (teamId ? all.find((p) => p.teams.includes(teamId)) : undefined);
  }
}
