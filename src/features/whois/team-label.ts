// A service team ID (`t100`) as people know it: the name of the Slack user group an admin mapped to it in setup.
import type { Translator } from '../../i18n/translator.js';
import type { WorkspaceSettings } from '../../store/workspaces.js';

type TeamMap = WorkspaceSettings['teamMap'];

/** "Engineering"; an unmapped ID stays visible, saying (in the reader's words) why no name is shown. */
export function teamLabel(t: Translator, teamMap: TeamMap, teamId: string): string {
  if (!teamId) return '—';
  const mapped = teamMap.find((x) => x.teamId === teamId);
  return mapped ? mapped.name : t.t('whois.unmappedTeam', { teamId });
}
