// A service team ID (`t100`) as people know it: the name of the Slack user group an admin mapped to it in setup.
import type { WorkspaceSettings } from '../../store/workspaces.js';

type TeamMap = WorkspaceSettings['teamMap'];

/** "Engineering"; an unmapped ID stays visible, saying why no name is shown. */
export function teamLabel(teamMap: TeamMap, teamId: string): string {
  if (!teamId) return '—';
  const mapped = teamMap.find((t) => t.teamId === teamId);
  return mapped ? mapped.name : `${teamId} (no user group mapped to it in \`/kudos setup\`)`;
}
