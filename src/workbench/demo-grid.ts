// The demo's Enterprise Grid org, Initech: two workspaces (Initech HQ for Software, Initech Labs for Research; the
// executive in both) that install Kudos org-wide, once, for every workspace. Modeled as one SlackWorkspace holding the
// org: Grid user IDs (W…) are the same in every workspace, each person lists the workspaces they are in, and the org's
// token must name a workspace in users.list as Slack requires. Set up like an admin would leave it: the org's settings
// carry Initech's key and its user groups matched to its teams.
import type { Fixture } from '../service/fixture.js';
import type { WorkspaceRef, WorkspaceStore } from '../store/workspaces.js';
import { BOT_USER_ID, type Grid, SlackWorkspace, type WorkspaceUser } from './workspace.js';

type Company = Fixture['companies'][number];

export const DEMO_GRID_COMPANY = 'initech';
export const INITECH: Grid = {
  id: 'E0INITECH',
  name: 'Initech',
  teams: [
    { id: 'T0INITECHHQ', name: 'Initech HQ', domain: 'initech' },
    { id: 'T0INITECHLAB', name: 'Initech Labs', domain: 'initech-labs' },
  ],
};
const [HQ, LABS] = INITECH.teams.map((t) => t.id) as [string, string];

/** Software works in HQ, Research in Labs, executives in both. */
const teamsOf = (m: Company['members'][number], company: Company): string[] => {
  if (/executive/i.test(m.talent_type ?? '')) return [HQ, LABS];
  return company.teams.find((t) => t.id === m.team_id)?.name === 'Research' ? [LABS] : [HQ];
};

export function gridFromFixture(company: Company): SlackWorkspace {
  const users: WorkspaceUser[] = company.members.map((m, i) => ({
    id: `WIN${String(i + 1).padStart(3, '0')}`,
    name: `${m.firstname} ${m.lastname}`,
    email: m.email,
    title: m.talent_type ?? '',
    tz_offset: (m.timezone ?? -6) * 3600,
    locale: `${m.language ?? company.default_language}-${m.country ?? company.default_country}`,
    teams: teamsOf(m, company),
    ...(i === 0 ? { is_owner: true, is_admin: true } : {}),
  }));
  users.push({ id: BOT_USER_ID, name: 'Kudos', is_bot: true });
  const usergroups = company.teams.map((t, i) => ({
    id: `SIN${String(i + 1).padStart(3, '0')}`,
    handle: t.name.toLowerCase(),
    name: t.name,
    users: users.filter((_, j) => company.members[j]?.team_id === t.id).map((u) => u.id),
  }));
  const workspace = new SlackWorkspace(
    users,
    usergroups,
    [
      { id: 'CINGENERAL', name: 'general' },
      { id: 'CINRANDOM', name: 'random' },
    ],
    { id: HQ, name: 'Initech (Enterprise Grid: HQ and Labs)', domain: 'initech' },
  );
  workspace.grid = INITECH;
  return workspace;
}

/** The org's settings as its admin would leave them, only while nobody configured the org. */
export async function setUpDemoGrid(workspaces: WorkspaceStore, workspace: SlackWorkspace, company: Company): Promise<void> {
  const ref: WorkspaceRef = { teamId: HQ, enterpriseId: INITECH.id };
  if ((await workspaces.get(ref)).updatedAt) return;
  const teamMap = workspace.usergroups.flatMap((g) => {
    const team = company.teams.find((t) => t.name === g.name);
    return team ? [{ usergroupId: g.id, handle: g.handle, name: g.name, teamId: team.id }] : [];
  });
  const key = company.api_keys[0]!;
  await workspaces.update(ref, { apiKey: key.key, stage: key.stage, teamMap });
}
