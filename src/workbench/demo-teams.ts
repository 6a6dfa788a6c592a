// The demo workspace as its admin would have set it up: each Slack user group matched to the company's team of the
// same name, so whois, presets and the sync show "Engineering" and not "t100" from the first visit.
import type { Fixture } from '../service/fixture.js';
import type { WorkspaceRef, WorkspaceStore } from '../store/workspaces.js';
import type { SlackWorkspace } from './workspace.js';

/** Only on a workspace nobody configured yet: an admin's own mapping (even an emptied one) is never written over. */
export async function matchDemoTeams(workspaces: WorkspaceStore, workspace: SlackWorkspace, teams: Fixture['companies'][number]['teams']): Promise<void> {
  const ref: WorkspaceRef = { teamId: workspace.team.id };
  if ((await workspaces.get(ref)).updatedAt) return;
  const teamMap = workspace.usergroups.flatMap((g) => {
    const team = teams.find((t) => t.name === g.name);
    return team ? [{ usergroupId: g.id, handle: g.handle, name: g.name, teamId: team.id }] : [];
  });
  await workspaces.update(ref, { teamMap });
}
