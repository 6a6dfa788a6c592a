// A manager's direct reports, from the service's manager tree: the Slack users whose member record names the manager.
// The service has no "reports of" query, so each person of the workspace is looked up (a few at a time).
import type { WebClient } from '@slack/web-api';
import pLimit from 'p-limit';
import { type EngagementClient, NotFoundError } from '../../engagement-client/index.js';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { readDirectory } from '../sync/plan.js';

export type Report = { userId: string; name: string };
const LOOKUPS_AT_ONCE = 8;

/** The reports by name, or undefined when the service's member records do not show managers (then nobody is filtered). */
export async function directReports(
  deps: Pick<FeatureDeps, 'workspaces'>,
  slack: WebClient,
  w: WorkspaceRef,
  client: EngagementClient,
  managerEmail: string,
): Promise<Report[] | undefined> {
  const { links, ownSettingsTeams } = await deps.workspaces.get(w);
  const people = (await readDirectory(slack, w, ownSettingsTeams)).filter((u) => !u.deleted && !u.is_bot && !u.is_app_user && u.id !== 'USLACKBOT');
  const limit = pLimit(LOOKUPS_AT_ONCE);
  let managersShown = false;
  const reports: Report[] = [];
  await Promise.all(
    people.map((u) =>
      limit(async () => {
        const email = links[u.id] ?? u.profile.email?.toLowerCase();
        if (!email || email === managerEmail) return;
        try {
          const member = await client.members.get(email);
          if (member.manager_email !== undefined) managersShown = true;
          if (member.manager_email?.toLowerCase() === managerEmail.toLowerCase())
            reports.push({ userId: u.id, name: u.profile.real_name || u.real_name || `${member.firstname} ${member.lastname}`.trim() || email });
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error;
        }
      }),
    ),
  );
  return managersShown ? reports.sort((a, b) => a.name.localeCompare(b.name)) : undefined;
}
