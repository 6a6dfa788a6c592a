// The workspace a request belongs to, from Bolt's context (enterprise ID only for org-wide installs).
import type { Context } from '@slack/bolt';
import type { WorkspaceRef } from '../store/workspaces.js';

export function workspaceOf(context: Context): WorkspaceRef {
  return { teamId: context.teamId ?? context.enterpriseId ?? 'unknown', ...(context.isEnterpriseInstall && context.enterpriseId ? { enterpriseId: context.enterpriseId } : {}) };
}
