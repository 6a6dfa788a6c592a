// Builds a workspace's digest message for a week: the company's read model brought up to date (from the service through
// the workspace's roster), the company values, the allowance nudge, then the week counted from the rows.
import type { WebClient } from '@slack/web-api';
import type { WorkspaceRef } from '../../store/workspaces.js';
import type { FeatureDeps } from '../../slack/deps.js';
import { readDirectory } from '../sync/plan.js';
import type { Message } from '../../ui/message.js';
import { digestContent } from './content.js';
import { digestMessage } from './message.js';
import { allowanceNudge } from './nudge.js';
import { weekLabel } from './schedule.js';

export type DigestDeps = Pick<
  FeatureDeps,
  'connections' | 'givingRules' | 'allowances' | 'values' | 'digestSettings' | 'workspaces' | 'feed' | 'rosters' | 'languages'
>;

/** The covered time, and the clock the message names it on. */
export type DigestWeek = { from: Date; to: Date; timeZone: string };

export async function composeDigest(deps: DigestDeps, slack: WebClient, w: WorkspaceRef, week: DigestWeek, now: Date): Promise<Message> {
  const { ownSettingsTeams } = await deps.workspaces.get(w);
  const [users, roster, connection] = await Promise.all([
    readDirectory(slack, w, ownSettingsTeams),
    deps.rosters.of(slack, w),
    deps.connections.forWorkspace(w),
  ]);
  const [, values, nudge, t] = await Promise.all([
    deps.feed.fresh(connection, roster.sources, week.from.getTime()),
    deps.values.get(w),
    allowanceNudge(deps, w, users, now),
    // Many read the digest: the workspace's language.
    deps.languages.workspace(w),
  ]);
  const content = await digestContent(deps.feed, connection.scope, { start: week.from, end: week.to }, values, nudge, roster.left);
  return digestMessage(t, content, weekLabel(t, week));
}

/** Where the digest goes: the channel the admin chose, else the feed channel; none when neither is set. */
export async function digestChannel(deps: DigestDeps, w: WorkspaceRef): Promise<string | undefined> {
  const settings = await deps.digestSettings.get(w);
  return settings.channel ?? (await deps.workspaces.get(w)).feedChannel;
}
