// Enterprise Grid: an org-wide install's token must name the workspace it lists people of (users.list `team_id`), and
// reaches every workspace of the org the app was added to — auth.teams.list, read each time, so one added later counts.
import type { WebClient } from '@slack/web-api';
import { z } from 'zod';
import type { WorkspaceRef } from '../store/workspaces.js';

const teamsPage = z.object({
  teams: z.array(z.object({ id: z.string() })).default([]),
  response_metadata: z.object({ next_cursor: z.string().optional() }).optional(),
});

/** The `team_id` of each users.list pass: none for a plain workspace, this one for a workspace of an org that chose
 *  settings of its own, else every workspace the org-wide install was added to but those (`ownSettingsTeams`, from the
 *  org's settings), whose people are theirs. */
export async function teamsToRead(slack: WebClient, w: WorkspaceRef, ownSettingsTeams: string[] = []): Promise<(string | undefined)[]> {
  if (!w.enterpriseId) return [undefined];
  if (w.ownSettings) return [w.teamId];
  const teams: string[] = [];
  let cursor: string | undefined;
  do {
    const page = teamsPage.parse(await slack.auth.teams.list({ limit: 1000, ...(cursor ? { cursor } : {}) }));
    teams.push(...page.teams.map((t) => t.id).filter((id) => !ownSettingsTeams.includes(id)));
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
  return teams;
}

/** users.list's argument naming the workspace, when there is one to name. */
export const teamArg = (teamId: string | undefined) => (teamId ? { team_id: teamId } : {});

/** The workspace an org token's call names (`team_id`) for a request from `w`: its own workspace on an org-wide
 *  install, none elsewhere (or when only the enterprise is known, as in the org's background work). */
export const requestTeam = (w: WorkspaceRef): string | undefined => (w.enterpriseId && w.teamId && w.teamId !== w.enterpriseId ? w.teamId : undefined);
