// The workspace a request belongs to, from Bolt's context (enterprise ID only for org-wide installs).
import type { Context } from '@slack/bolt';
import type { WorkspaceRef } from '../store/workspaces.js';

/** `userTeam`: a modal submission's `user.team_id`. Bolt takes a submission's workspace from the view's
 *  `app_installed_team_id`, which can name another workspace than the person's (or the org); on an org-wide install the
 *  settings the person's workspace runs on are the ones that count, so there the person's workspace wins. */
export function workspaceOf(context: Context, userTeam?: string | null): WorkspaceRef {
  const teamId = (context.isEnterpriseInstall && userTeam) || context.teamId || context.enterpriseId || 'unknown';
  return { teamId, ...(context.isEnterpriseInstall && context.enterpriseId ? { enterpriseId: context.enterpriseId } : {}) };
}
