// The workspace's Slack user groups, listed for the give form and the setup's team map, cached for a few minutes.
import type { Logger } from '@slack/logger';
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import { requestTeam, teamArg } from './org-teams.js';
import { slackErrorText } from '../slack-api/web-api-error.js';
import type { TtlCache } from '../store/ttl-cache.js';
import { type WorkspaceRef, workspaceKey } from '../store/workspaces.js';

export type Usergroup = { id: string; handle: string; name: string };

const USERGROUP_TTL_MS = 10 * 60 * 1000;

export async function usergroupsFor(deps: { usergroups: TtlCache<Usergroup[]>; log: Logger }, slack: WebClient, w: WorkspaceRef): Promise<Usergroup[]> {
  // On an org-wide install the org's token names the workspace whose groups it lists (Slack requires team_id then).
  const team = requestTeam(w);
  const key = `${workspaceKey(w)}:${team ?? ''}`;
  const cached = deps.usergroups.get(key);
  if (cached) return cached;
  try {
    const response = await slack.usergroups.list({ include_disabled: false, ...teamArg(team) });
    const groups = z.array(z.object({ id: z.string(), handle: z.string(), name: z.string() })).parse(response.usergroups ?? []);
    deps.usergroups.set(key, groups, USERGROUP_TTL_MS);
    return groups;
  } catch (error) {
    // Free plans answer plan_upgrade_required: the modal simply has no user-group field.
    deps.log.debug(`usergroups.list: ${slackErrorText(error)}`);
    deps.usergroups.set(key, [], USERGROUP_TTL_MS);
    return [];
  }
}
